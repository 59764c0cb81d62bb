import { router } from '../../trpc/init.ts';
import { checkOnetimeAccessToken, createOnetimeAccessToken, setOnetimeAccessTokenExpired } from './link.ts';
import { changePassword, loginWithPassword, requestPasswordReset, resetPassword } from './password.ts';
import { checkPhoneExists, loginWithPhone, loginWithUserId, sendSmsCode } from './phone.ts';
import { getSessionStatus, logout } from './session.ts';

export const authRouter = router({
  checkPhoneExists,
  sendSmsCode,
  loginWithPhone,
  loginWithUserId,
  loginWithPassword,
  checkOnetimeAccessToken,
  setOnetimeAccessTokenExpired,
  createOnetimeAccessToken,
  getSessionStatus,
  logout,
  changePassword,
  requestPasswordReset,
  resetPassword,
});
