import { type DbOrTx, prepareTextOnPglite, schema } from '@waypoint/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionCache } from './session-cache.ts';
import { randomToken, sha256 } from './tokens.ts';

const { authSessions, oneTimeAccessTokens, users, teachers } = schema;

export const SESSION_DAYS = 30;

export type SignInMethod = 'phone' | 'sms' | 'password' | 'link' | 'userId' | 'register';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: DbOrTx,
  opts: { userId: string; method: SignInMethod; now: Date; expiresAt?: Date; oneTimeTokenId?: string },
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = opts.expiresAt ?? new Date(opts.now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(authSessions).values({
    tokenHash: sha256(token),
    userId: opts.userId,
    method: opts.method,
    createdAt: opts.now,
    lastSeenAt: opts.now,
    expiresAt,
    oneTimeTokenId: opts.oneTimeTokenId ?? null,
  });
  await db.update(users).set({ lastLoginAt: opts.now }).where(eq(users.id, opts.userId));
  return { token, expiresAt };
}

export type UserRow = typeof users.$inferSelect;
export type TeacherRow = typeof teachers.$inferSelect;

export interface ResolvedSession {
  tokenHash: string;
  expiresAt: Date;
  oneTime: boolean;
  user: UserRow;
  teacher: TeacherRow | null;
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'expired' }
  | { state: 'disabled' }
  | { state: 'active'; session: ResolvedSession };

function prepareSessionLookup(db: DbOrTx) {
  const query = db
    .select({ session: authSessions, user: users, teacher: teachers })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(authSessions.revokedAt)));
  prepareTextOnPglite(db, 'resolve_session', query.toSQL().sql);
  return query.prepare('resolve_session');
}

// Every signed-in request starts here: the query is built once per database handle, not per request
// (query building showed high in the plan read's profile), and the database plans it once (PostgreSQL per
// connection; PGlite, which plans every statement again, once: 0.85 → 0.45 ms of its 3-table join).
const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: DbOrTx) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/** What the lookup reads for one token: the session with its person and, for staff, their teacher row. */
export interface SessionRows {
  session: typeof authSessions.$inferSelect;
  user: UserRow;
  teacher: TeacherRow | null;
}

/** `last_seen_at` is written at most this often per session: a write per request would cost more than it tells. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * The server enforces every expiry itself (the client's 5 s check is only for a prompt redirect):
 * an expired one-time session marks its link expired; a blocked account loses its session at once.
 * With `cache`, an active session read in the last few seconds is not read again (session-cache.ts).
 */
export async function resolveSession(
  db: DbOrTx,
  token: string | undefined,
  now: Date,
  cache?: SessionCache<SessionRows>,
): Promise<SessionLookup> {
  if (!token) return { state: 'none' };
  const tokenHash = sha256(token);
  const t = now.getTime();
  // The fence first (every change committed so far seen here): a held session is then current, and a miss's
  // read is kept unless a change committed after the fence was announced while it ran.
  if (cache?.isListening) await cache.fence();
  const cached = cache?.get(tokenHash, t);
  let row: SessionRows;
  if (cached) {
    row = cached.row;
  } else {
    const ticket = cache?.ticket();
    const found = (await sessionLookup(db).execute({ tokenHash }))[0];
    if (!found) return { state: 'none' };
    row = found;
    const active = row.session.expiresAt.getTime() > t && !row.user.accessDisabled;
    if (cache && ticket && active) {
      cache.set(
        tokenHash,
        { userId: row.user.id, row, readAt: t, seenAt: row.session.lastSeenAt.getTime() },
        ticket,
      );
    }
  }
  if (row.session.expiresAt.getTime() <= t) {
    cache?.forgetToken(tokenHash);
    await revokeSession(db, tokenHash, now);
    if (row.session.oneTimeTokenId) {
      await db
        .update(oneTimeAccessTokens)
        .set({ expiredAt: now })
        .where(
          and(eq(oneTimeAccessTokens.id, row.session.oneTimeTokenId), isNull(oneTimeAccessTokens.expiredAt)),
        );
    }
    return { state: 'expired' };
  }
  if (row.user.accessDisabled) {
    await revokeSession(db, tokenHash, now);
    return { state: 'disabled' };
  }
  const entry = cached ?? cache?.get(tokenHash, t);
  const seenAt = entry?.seenAt ?? row.session.lastSeenAt.getTime();
  if (t - seenAt > TOUCH_EVERY_MS) {
    // Kept beside the shared row, so that the requests of the next few seconds do not write it again.
    if (entry) entry.seenAt = t;
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.tokenHash, tokenHash));
  }
  return {
    state: 'active',
    session: {
      tokenHash,
      expiresAt: row.session.expiresAt,
      oneTime: row.session.oneTimeTokenId !== null,
      user: row.user,
      teacher: row.teacher,
    },
  };
}

export async function revokeSession(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.tokenHash, tokenHash));
}

export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  exceptHash?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptHash ? sql`${authSessions.tokenHash} <> ${exceptHash}` : undefined,
      ),
    );
}
