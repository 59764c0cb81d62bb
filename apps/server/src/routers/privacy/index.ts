import { router } from '../../trpc/init.ts';
import { accessLogProcedures } from './access-log.ts';
import { deletionProcedures } from './deletion.ts';
import { exportProcedures } from './export.ts';
import { peopleProcedures } from './people.ts';

/**
 * A person's rights over their data (PDPO; issue 23, docs/privacy.md): download it, see who looked, delete
 * the account; and the admin's side of requests made by post.
 */
export const privacyRouter = router({
  ...peopleProcedures,
  ...exportProcedures,
  ...deletionProcedures,
  ...accessLogProcedures,
});
