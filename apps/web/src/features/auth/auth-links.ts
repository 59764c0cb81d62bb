import { ROLE_SECONDARY, ROLE_TEACHER, ROLE_UNI_CLIENT, ROLE_UNI_STUDENT } from '@waypoint/domain';

/** The roles a person may register as (never admin). */
export const REGISTER_ROLES = [ROLE_SECONDARY, ROLE_TEACHER, ROLE_UNI_STUDENT, ROLE_UNI_CLIENT] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];

export function toRegisterRole(value: string | null | undefined): RegisterRole | null {
  return REGISTER_ROLES.find((role) => role === value) ?? null;
}

/** Each sign-in or registration route of spec 1 §2.1, named by its first path segment. */
export type AuthLinkKind =
  | 'login'
  | 'n'
  | 'register'
  | 'r'
  | 'regevent'
  | 'regapply'
  | 's'
  | 't'
  | 'sr'
  | 'u'
  | 'p'
  | 'c'
  | 'forgot-password'
  | 'reset-password';

export interface AuthIntent {
  screen: 'login' | 'register' | 'forgot-password' | 'reset-password';
  role: RegisterRole | null;
  schoolId: string | null;
  /** The event of a registration link (spec 1 §2.8): shown on the page and applied to once registered. */
  eventId: string | null;
  /** Where the person goes once signed in (checked by safeRedirectPath before use). */
  redirectPath: string | null;
  /** `/login/:userId`: the link names the account, the phone proves it. */
  userId: string | null;
  phone: string | null;
  token: string | null;
  /** `/u/:programId`: the programme a university student registers for. */
  programId: number | null;
  /** `/c/:clientId`: the organisation a university client registers for. */
  clientId: string | null;
  /** `/c/:clientId?invite=…`: an admin's invitation, which approves the client at sign-up (decision 018). */
  clientInvite: string | null;
  /** `/register?invite=…`: a school's class-list invitation (decision 027), which fixes who registers. */
  rosterInvite: string | null;
}

type Params = Readonly<Record<string, string | undefined>>;

const ROLE_OF_LINK: Partial<Record<AuthLinkKind, RegisterRole>> = {
  s: ROLE_SECONDARY,
  sr: ROLE_SECONDARY,
  t: ROLE_TEACHER,
  u: ROLE_UNI_STUDENT,
  c: ROLE_UNI_CLIENT,
};

function enc(value: string): string {
  return encodeURIComponent(value);
}

/**
 * The page an auth link leads to after sign-in. An event in a registration link is kept as
 * `/events/:eventId` (`/apply/:eventId` for /regapply) so that the events feature can act on it.
 */
function targetPath(kind: AuthLinkKind, params: Params): string | null {
  if (params.eventId)
    return kind === 'regapply' ? `/apply/${enc(params.eventId)}` : `/events/${enc(params.eventId)}`;
  if (kind === 'p' && params.serviceId) return `/services/${enc(params.serviceId)}`;
  return null;
}

/** The screen a link opens; it follows from the route alone, so the route can ask for its code early. */
export function authScreen(kind: AuthLinkKind): AuthIntent['screen'] {
  if (kind === 'forgot-password' || kind === 'reset-password') return kind;
  return kind === 'login' || kind === 'n' || kind === 'p' ? 'login' : 'register';
}

/** Reads what a sign-in or registration link asks for: which screen, which role and school, where to after. */
export function authIntent(kind: AuthLinkKind, params: Params, query: URLSearchParams): AuthIntent {
  // The login and register pages keep a registration link's school and event in their query.
  const eventId = params.eventId ?? query.get('eventId');
  const linkParams = eventId ? { ...params, eventId } : params;
  return {
    screen: authScreen(kind),
    role: ROLE_OF_LINK[kind] ?? toRegisterRole(query.get('role')),
    schoolId: params.schoolId ?? query.get('schoolId'),
    eventId,
    redirectPath: targetPath(kind, linkParams) ?? query.get('redirectPath'),
    userId: params.userId ?? query.get('userId'),
    phone: query.get('phone'),
    token: query.get('token'),
    programId: /^\d{1,9}$/.test(params.programId ?? '') ? Number(params.programId) : null,
    clientId: params.clientId ?? null,
    clientInvite: kind === 'c' ? query.get('invite') : null,
    rosterInvite: kind === 'register' ? query.get('invite') : null,
  };
}
