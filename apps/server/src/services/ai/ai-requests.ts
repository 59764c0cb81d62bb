import { type Db, type DbOrTx, schema } from '@waypoint/db';
import {
  type AiKind,
  aiCooldownRemaining,
  aiDailyQuota,
  aiKindHasCooldown,
  hkDayStart,
} from '@waypoint/domain';
import { and, count, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';

const { aiRequestLogs, users } = schema;

export interface AiRequestStart {
  kind: AiKind;
  provider: string;
  prompt: string;
  botUrl: string;
  tagId?: string | null;
  tagText?: string | null;
  userElaboration?: string | null;
  devicePlatforms?: string[] | null;
  overrideBotName?: string | null;
}

/**
 * The requests that count against a person's quota and start a cooldown: all but the failed and the refused
 * ones. A failure (the model down, nothing matched) is logged but not charged: the student did nothing wrong;
 * nor is the safety answer to a message about self-harm or abuse, which is always given.
 */
function charged(userId: string) {
  return and(eq(aiRequestLogs.userId, userId), notInArray(aiRequestLogs.status, ['failed', 'refused']));
}

/**
 * Logs a request that gets the safety answer instead of a provider: no quota and no cooldown are checked
 * or taken (a student in distress always sees the hotlines), and the row is 'refused' from the start.
 */
export async function logRefusedRequest(
  db: DbOrTx,
  { user, start, now }: { user: SessionUser; start: AiRequestStart; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(aiRequestLogs)
    .values({ ...logRow(user, start, now), status: 'refused' })
    .returning({ id: aiRequestLogs.id });
  return row!.id;
}

/** The log row of a request as it starts, before its answer is known. */
function logRow(user: SessionUser, start: AiRequestStart, now: Date) {
  return {
    userId: user.row.id,
    schoolId: schoolOf(user),
    kind: start.kind,
    provider: start.provider,
    prompt: start.prompt,
    botUrl: start.botUrl,
    overrideBotName: start.overrideBotName ?? null,
    tagId: start.tagId ?? null,
    tagText: start.tagText ?? null,
    userElaboration: start.userElaboration ?? null,
    devicePlatforms: start.devicePlatforms ?? null,
    createdAt: now,
  };
}

export function schoolOf(user: SessionUser): string | null {
  return user.row.schoolId ?? user.teacher?.schoolId ?? null;
}

/** What the caller may still ask today, and how long each cooldown still runs (ai.getAiStatus). */
export async function aiAllowance(
  db: DbOrTx,
  user: SessionUser,
  now: Date,
): Promise<{ quota: number; used: number; cooldowns: Partial<Record<AiKind, number>> }> {
  const [used] = await db
    .select({ n: count() })
    .from(aiRequestLogs)
    .where(and(charged(user.row.id), gte(aiRequestLogs.createdAt, hkDayStart(now))));
  const last = await db
    .select({
      kind: aiRequestLogs.kind,
      at: sql<Date>`max(${aiRequestLogs.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(aiRequestLogs)
    .where(and(charged(user.row.id), gte(aiRequestLogs.createdAt, new Date(now.getTime() - 60_000))))
    .groupBy(aiRequestLogs.kind);
  const cooldowns: Partial<Record<AiKind, number>> = {};
  for (const row of last) {
    const kind = row.kind as AiKind;
    if (aiKindHasCooldown(kind)) cooldowns[kind] = aiCooldownRemaining(row.at, now);
  }
  return {
    quota: aiDailyQuota({ isAdmin: user.isAdmin, isStaff: user.isActiveTeacher }),
    used: used?.n ?? 0,
    cooldowns,
  };
}

/**
 * Takes one request of the caller's allowance and writes its log row, or refuses (429): the cooldown of the
 * kind still runs, or the day's quota is used up. The caller's user row is locked first, so two requests at
 * once from one person are counted one after the other, in every server process.
 */
export async function startAiRequest(
  db: Db,
  { user, start, now }: { user: SessionUser; start: AiRequestStart; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.row.id} for update`);
    if (aiKindHasCooldown(start.kind)) {
      const [last] = await tx
        .select({ at: aiRequestLogs.createdAt })
        .from(aiRequestLogs)
        .where(and(charged(user.row.id), eq(aiRequestLogs.kind, start.kind)))
        .orderBy(desc(aiRequestLogs.createdAt))
        .limit(1);
      const wait = aiCooldownRemaining(last?.at ?? null, now);
      if (wait > 0)
        throw new AppError('TOO_MANY_REQUESTS', 'ai.errors.cooldown', { vars: { seconds: wait } });
    }
    const [used] = await tx
      .select({ n: count() })
      .from(aiRequestLogs)
      .where(and(charged(user.row.id), gte(aiRequestLogs.createdAt, hkDayStart(now))));
    const quota = aiDailyQuota({ isAdmin: user.isAdmin, isStaff: user.isActiveTeacher });
    if ((used?.n ?? 0) >= quota)
      throw new AppError('TOO_MANY_REQUESTS', 'ai.errors.quota', { vars: { quota } });
    const [row] = await tx
      .insert(aiRequestLogs)
      .values(logRow(user, start, now))
      .returning({ id: aiRequestLogs.id });
    return row!.id;
  });
}

export type AiRequestStatus = 'ok' | 'failed' | 'aborted' | 'refused';

export async function finishAiRequest(
  db: DbOrTx,
  {
    id,
    status,
    statusText,
    resultCount,
    durationMs,
  }: { id: number; status: AiRequestStatus; statusText: string; resultCount: number; durationMs: number },
): Promise<void> {
  await db
    .update(aiRequestLogs)
    .set({
      status,
      responseStatusText: statusText.slice(0, 300),
      resultCount,
      durationMs: Math.round(durationMs),
    })
    .where(eq(aiRequestLogs.id, id));
}
