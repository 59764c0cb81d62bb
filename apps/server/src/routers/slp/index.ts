import { router } from '../../trpc/init.ts';
import { enableUserSLPAccess } from './enable-user-slp-access.ts';
import { getUserSLP } from './get-user-slp.ts';
import { insertClaimComment } from './insert-claim-comment.ts';
import { sendSLPWhatsAppRecord } from './send-slp-whatsapp-record.ts';
import { upsertUserClaims } from './upsert-user-claims.ts';
import { upsertUserSLP } from './upsert-user-slp.ts';

/**
 * Spec 3 AchieveSLP: the student's strength, professions, claims and draft. The student writes while their
 * access is open, admins always; teachers of the student's school read and comment (services/slp).
 */
export const slpRouter = router({
  getUserSLP,
  upsertUserClaims,
  upsertUserSLP,
  enableUserSLPAccess,
  sendSLPWhatsAppRecord,
  insertClaimComment,
});
