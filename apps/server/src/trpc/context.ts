// Type-only: brings the cookie decorations into FastifyRequest when compiled from the web project.
import type {} from '@fastify/cookie';
import { effectiveAppRole, isActiveTeacher, parseRoles, roleFlags } from '@waypoint/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/cookies.ts';
import { sessionCacheOf } from '../auth/register-session-cache.ts';
import { resolveSession, type TeacherRow, type UserRow } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { DEFAULT_LANG, type Lang, toLang } from '../i18n/translate.ts';
import type { SessionUser } from '../services/session-user.ts';

export type { SessionUser } from '../services/session-user.ts';

export interface Context {
  deps: AppDeps;
  req: FastifyRequest;
  res: FastifyReply;
  lang: Lang;
  ip: string;
  user: SessionUser | null;
  session: { tokenHash: string; expiresAt: Date; oneTime: boolean } | null;
  /** Why a presented session was not accepted; drives the client's redirect. */
  sessionProblem: 'expired' | 'disabled' | null;
}

export function toSessionUser(
  row: UserRow,
  teacher: TeacherRow | null,
  requestedRole?: string | null,
): SessionUser {
  const roles = parseRoles(row.roles);
  const isAdmin = row.isAdmin || roleFlags(roles).isAdmin;
  return {
    row,
    teacher,
    roles,
    isAdmin,
    isActiveTeacher: isActiveTeacher(teacher),
    appRole: effectiveAppRole({ roles, isAdmin }, requestedRole ?? null),
  };
}

export async function createContext(deps: AppDeps, req: FastifyRequest, res: FastifyReply): Promise<Context> {
  const lookup = await resolveSession(deps.db, req.cookies[SESSION_COOKIE], deps.now(), sessionCacheOf(deps));
  const headerLang = toLang(header(req, 'x-waypoint-lang'));
  const base = { deps, req, res, ip: req.ip ?? 'unknown' };
  if (lookup.state !== 'active') {
    return {
      ...base,
      lang: headerLang ?? DEFAULT_LANG,
      user: null,
      session: null,
      sessionProblem: lookup.state === 'none' ? null : lookup.state,
    };
  }
  const { session } = lookup;
  const user = toSessionUser(session.user, session.teacher, header(req, 'x-waypoint-app-role'));
  return {
    ...base,
    lang: headerLang ?? toLang(session.user.preferredLang) ?? DEFAULT_LANG,
    user,
    session: { tokenHash: session.tokenHash, expiresAt: session.expiresAt, oneTime: session.oneTime },
    sessionProblem: null,
  };
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
