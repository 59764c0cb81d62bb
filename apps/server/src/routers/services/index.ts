import { router } from '../../trpc/init.ts';
import { getService } from './get-service.ts';
import { getServices } from './get-services.ts';
import { upsertServiceResponse } from './upsert-service-response.ts';

/** Spec 1 §7 service-*: services (programmes of sessions) and the user's service responses. */
export const servicesRouter = router({
  getServices,
  getService,
  upsertServiceResponse,
});
