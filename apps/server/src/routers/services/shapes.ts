import { z } from 'zod';

const sn = z.string().nullable();

export const serviceView = z.object({
  id: z.string(),
  name: z.string(),
  nameChi: sn,
  type: z.string(),
  nature: sn,
  description: sn,
  descriptionChi: sn,
  targetForms: z.array(z.string()),
  posterLink: sn,
  slideLink: sn,
  embeddedYTLink: sn,
  shootingPhotoLinks: z.array(z.string()),
  needParentConsent: z.boolean(),
  userResponse: sn,
  parentConsent: z.enum(['required', 'obtained']).nullable(),
});

export const serviceIdInput = z.string({ message: 'events.errors.serviceNotFound' }).min(1).max(100);
