import type { DbOrTx, OpenDb } from '@waypoint/db';
import { sql } from 'drizzle-orm';
import { channelHub, listenUntilAborted } from './channel-hub.ts';

/** PostgreSQL channel for vote and shortlist changes (spec 1 §4.3). */
export const USER_USERS_CHANNEL = 'waypoint_user_users';

export interface UserUsersChange {
  sessionId: string;
  /** 'listening' once first, when the subscription is live (the client refetches to close the gap). */
  kind: 'listening' | 'change';
  /** When the change was committed (server clock); the client refetches the list, which re-checks access. */
  changedAt: string;
}

/**
 * Sends the change notice from inside the writing transaction: PostgreSQL delivers it only on commit, so a
 * rolled-back vote is never announced, and every listening process receives it.
 */
export async function notifyUserUsersChange(tx: DbOrTx, sessionId: string, now: Date): Promise<void> {
  const payload = JSON.stringify({
    sessionId,
    kind: 'change',
    changedAt: now.toISOString(),
  } satisfies UserUsersChange);
  await tx.execute(sql`select pg_notify(${USER_USERS_CHANNEL}, ${payload})`);
}

function parse(payload: string): UserUsersChange | null {
  try {
    const v = JSON.parse(payload) as Partial<UserUsersChange>;
    return typeof v.sessionId === 'string' && typeof v.changedAt === 'string'
      ? { sessionId: v.sessionId, kind: 'change', changedAt: v.changedAt }
      : null;
  } catch {
    return null;
  }
}

/** The changes of one session, until the signal aborts. */
export async function* userUsersChanges(
  database: OpenDb,
  sessionId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<UserUsersChange> {
  const payloads = listenUntilAborted(
    channelHub(database),
    USER_USERS_CHANNEL,
    signal,
    (p) => parse(p)?.sessionId === sessionId,
  );
  for await (const p of payloads) {
    if (p === null) {
      yield { sessionId, kind: 'listening', changedAt: new Date().toISOString() };
      continue;
    }
    const change = parse(p);
    if (change) yield change;
  }
}
