import { limitSignInAttempts } from '../services/auth/sign-in.ts';
import type { Context } from './context.ts';

/**
 * Middleware for every sign-in path (placed after `.input()`, so it sees the parsed, normalised input):
 * counts the attempt per address and, when `account` names one, per account, before the procedure runs.
 */
export function signInLimit<TInput>(what: string, account?: (input: TInput) => string) {
  return async <R>(opts: { ctx: Context; input: TInput; next: () => Promise<R> }): Promise<R> => {
    await limitSignInAttempts(opts.ctx, what, account?.(opts.input));
    return opts.next();
  };
}
