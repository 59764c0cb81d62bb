import { isAuthPath, loginPathFor, needsSignIn, parentViewRedirect } from '@waypoint/domain';

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** What the app does with a page before showing it (spec 1 §2.1 access rules). */
export function guardDecision(input: {
  pathname: string;
  search: string;
  user: { isSecondaryStudent: boolean } | null;
  loading: boolean;
}): GuardDecision {
  const { pathname, search, user } = input;
  // '/' is in neither list: the router sends it to /home before any check.
  if (pathname === '/') return { kind: 'render' };
  if (user) {
    const to = parentViewRedirect({ isSecondaryStudent: user.isSecondaryStudent, pathname });
    return to ? { kind: 'redirect', to } : { kind: 'render' };
  }
  if (!needsSignIn(pathname) || isAuthPath(pathname)) return { kind: 'render' };
  if (input.loading) return { kind: 'wait' };
  return { kind: 'redirect', to: loginPathFor(pathname + search) };
}
