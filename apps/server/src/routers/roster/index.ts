import { router } from '../../trpc/init.ts';
import { importList, list } from './import-list.ts';
import { invite, invitePreview, readInvite, signInWithInvite } from './invitations.ts';

/** Issue 27: a school's class list. Invitations and verified-on-arrival (helper B); the import beside them. */
export const rosterRouter = router({
  importList,
  list,
  invite,
  invitePreview,
  readInvite,
  signInWithInvite,
});
