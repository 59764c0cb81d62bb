import { verifyPassword } from '../../auth/password.ts';
import { fail } from '../errors.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import type { UserDto } from '../users/user-dto.ts';
import { completeSignIn, type SignInRequest } from './sign-in.ts';

export async function signInWithPassword(
  req: SignInRequest,
  { email, password }: { email: string; password: string },
): Promise<{ user: UserDto }> {
  const user = await findUserByEmail(req.deps.db, email);
  // Same answer for an unknown e-mail and a wrong password: the form must not reveal who has an account.
  if (!user || !(await verifyPassword(password, user.passwordHash)))
    fail('UNAUTHORIZED', 'errors.wrongLoginInfo');
  return completeSignIn(req, user, 'password');
}
