/** Pages a visitor may open without signing in (spec 1 §2.1). */
export const PUBLIC_PATHS = [
  '/terms-and-conditions',
  '/professions',
  '/sectors',
  '/segments',
  '/programs',
  '/apply',
  '/unsubscribe',
  '/events',
  '/confirm',
  '/withdraw',
  '/services',
  '/survey',
  '/sr',
  '/booking',
  '/appointment',
  '/p',
  '/ab3-pv',
  '/home',
  '/parent-consent',
  '/consent',
] as const;

/** Sign-in and registration pages (spec 1 §2.1); '/p' is in both lists, as in the spec. */
export const AUTH_PATHS = [
  '/forgot-password',
  '/login',
  '/n',
  '/register',
  '/regapply',
  '/regevent',
  '/r',
  '/s',
  '/u',
  '/t',
  '/p',
] as const;

/**
 * Sign-in pages the spec's list does not name: the e-mailed password-reset link (this app's own) and
 * /c/:clientId, a registration link the spec uses but leaves out of its list.
 */
export const APP_AUTH_PATHS = ['/reset-password', '/c'] as const;

/**
 * Public pages the spec's list does not name: the collection statement, which registration links to (issue 23);
 * /feedback, which the spec's createNewFeedback lets anyone send; /f5, an alias of the public /home (issue 24).
 */
export const APP_PUBLIC_PATHS = ['/privacy', '/feedback', '/f5'] as const;

const DEFAULT_PATH = '/home';

/** '/events/12/3?x=1' → '/events'. Lists match whole segments so that '/eventsx' is not '/events'. */
function firstSegment(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return `/${path.split('/')[1] ?? ''}`;
}

export function isPublicPath(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return (
    (PUBLIC_PATHS as readonly string[]).includes(segment) ||
    (APP_PUBLIC_PATHS as readonly string[]).includes(segment)
  );
}

export function isAuthPath(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return (
    (AUTH_PATHS as readonly string[]).includes(segment) ||
    (APP_AUTH_PATHS as readonly string[]).includes(segment)
  );
}

/** A visitor opening such a page goes to /login. '/' is in neither list: the router sends it to /home first. */
export function needsSignIn(pathname: string): boolean {
  return !isPublicPath(pathname) && !isAuthPath(pathname);
}

// Browsers read '\' as '/' and drop tabs and newlines, so '/\evil.com' or '/<tab>/evil.com' would leave the site.
function hasUnsafeChar(path: string): boolean {
  return [...path].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/**
 * redirectPath arrives in the URL, so anyone can craft it: follow it only to a page of this site,
 * and never back to a sign-in page (that would loop).
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || hasUnsafeChar(raw)) return DEFAULT_PATH;
  return isAuthPath(raw) ? DEFAULT_PATH : raw;
}

/**
 * Where a visitor goes from a page that needs sign-in, keeping that page (path and query) to come back.
 * From a registration link (spec 1 §2.8) the link's role, school and event come along, so that an
 * unregistered phone still registers as the link meant (see registerPathFor).
 */
export function loginPathFor(pathWithSearch: string, link: RegistrationLinkParams = {}): string {
  return `/login${queryString({ redirectPath: pathWithSearch, role: link.role, schoolId: link.schoolId, eventId: link.eventId })}`;
}

/** What a registration link (/s/{school}/{event}, /t/…, /r/…) carries beside where to go after. */
export interface RegistrationLinkParams {
  role?: string | null | undefined;
  schoolId?: string | null | undefined;
  eventId?: string | null | undefined;
}

function queryString(params: Record<string, string | null | undefined>): string {
  const pairs = Object.entries(params).flatMap(([key, value]) =>
    value ? [`${key}=${encodeURIComponent(value)}`] : [],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** An unregistered phone on the login page continues to registration with what was already typed. */
export function registerPathFor(
  params: RegistrationLinkParams & {
    phone?: string | null | undefined;
    redirectPath?: string | null | undefined;
  },
): string {
  return `/register${queryString({
    phone: params.phone,
    role: params.role,
    redirectPath: params.redirectPath,
    schoolId: params.schoolId,
    eventId: params.eventId,
  })}`;
}

/** The parent view is for parents: a student opening their own /ab3-pv link gets the editable /ab3. */
export function parentViewRedirect(viewer: { isSecondaryStudent: boolean; pathname: string }): string | null {
  return viewer.isSecondaryStudent && firstSegment(viewer.pathname) === '/ab3-pv' ? '/ab3' : null;
}
