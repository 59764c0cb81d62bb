import { router } from '../../trpc/init.ts';
import { createClientInvitation, getClientAccounts, setClientApproval } from './client-approvals.ts';
import { createNewUser } from './create-new-user.ts';
import { insertNominationRecord } from './insert-nomination-record.ts';
import { getUserById, updateRoles, updateStudentInfo } from './others.ts';
import {
  getLoggedInUser,
  updateLoggedInUserProfilePic,
  updateUser,
  updateUserAppLanguage,
  updateUserDarkThemeSetting,
} from './profile.ts';

export const usersRouter = router({
  getLoggedInUser,
  createNewUser,
  updateUser,
  updateUserDarkThemeSetting,
  updateUserAppLanguage,
  updateLoggedInUserProfilePic,
  getUserById,
  updateStudentInfo,
  updateRoles,
  insertNominationRecord,
  getClientAccounts,
  setClientApproval,
  createClientInvitation,
});
