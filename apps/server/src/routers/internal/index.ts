import { router } from '../../trpc/init.ts';
import { queryUsers } from './query-users.ts';
import { sendWhatsAppMsgToUsers } from './send-whatsapp-msg-to-users.ts';

/** Spec 1 §7 internal-*: admin tools. */
export const internalRouter = router({
  queryUsers,
  sendWhatsAppMsgToUsers,
});
