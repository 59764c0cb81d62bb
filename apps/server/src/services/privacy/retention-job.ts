import { type Db, queryRows, schema } from '@waypoint/db';
import { hkDateString, inactiveSince, retainedOutboxMeta, retentionCutoff } from '@waypoint/domain';
import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isSecondaryStudentSql } from '../teacher/list-school-students.ts';
import { loadRetentionSettings } from './retention-settings.ts';

const {
  appSettings,
  aiRequestLogs,
  safeguardingAlerts,
  chatbotMessages,
  chatbotPrompts,
  outboxMessages,
  authSessions,
  oneTimeAccessTokens,
  smsCodes,
  passwordResetTokens,
  signInLimits,
  staffAccessLog,
  users,
  schools,
} = schema;

/** Not an editable setting: the Hong Kong day the retention job last ran, so each day runs once. */
export const RETENTION_LAST_RUN_KEY = 'retentionLastRunDay';
/** Advisory lock id ('Rete'): a second process finds it taken and leaves at once instead of waiting. */
const RETENTION_LOCK = 0x52657465;

export interface RetentionOutcome {
  day: string;
  aiLogsDeleted: number;
  aiLogsBlanked: number;
  chatMessagesDeleted: number;
  chatPromptsDeleted: number;
  outboxBodiesBlanked: number;
  signInRecordsDeleted: number;
  staffAccessRecordsDeleted: number;
}

/**
 * Applies the retention settings once per Hong Kong day, whichever of several processes gets there first
 * (docs/privacy.md "Retention (DPP2)"). Null when another process holds the job or today's run is done.
 * One transaction: a failure leaves the day unclaimed and the next tick tries again.
 */
export async function runDailyRetention(db: Db, now: Date): Promise<RetentionOutcome | null> {
  const day = hkDateString(now);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as ok`,
    );
    if (!lock?.ok) return null;
    const claimed = await tx
      .insert(appSettings)
      .values({ key: RETENTION_LAST_RUN_KEY, value: day })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: day, updatedAt: now },
        setWhere: ne(appSettings.value, day),
      })
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return null;

    const settings = await loadRetentionSettings(tx);
    const aiCutoff = retentionCutoff(now, settings.aiLogRetentionDays);
    const chatCutoff = retentionCutoff(now, settings.chatRetentionDays);
    const outboxCutoff = retentionCutoff(now, settings.outboxBodyRetentionDays);
    const signInCutoff = retentionCutoff(now, settings.signInRecordRetentionDays);
    const staffAccessCutoff = retentionCutoff(now, settings.staffAccessRetentionDays);

    // A request that raised a safeguarding alert keeps its row (the alert points at it and the admin's
    // alert list shows its kind and time) but loses the words; any other old request goes.
    const alerted = exists(
      tx
        .select({ one: sql`1` })
        .from(safeguardingAlerts)
        .where(eq(safeguardingAlerts.requestId, aiRequestLogs.id)),
    );
    const aiLogsBlanked = await tx
      .update(aiRequestLogs)
      .set({ prompt: '', userElaboration: null })
      .where(
        and(
          lt(aiRequestLogs.createdAt, aiCutoff),
          alerted,
          or(ne(aiRequestLogs.prompt, ''), isNotNull(aiRequestLogs.userElaboration)),
        ),
      )
      .returning({ id: aiRequestLogs.id });
    const aiLogsDeleted = await tx
      .delete(aiRequestLogs)
      .where(
        and(
          lt(aiRequestLogs.createdAt, aiCutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(safeguardingAlerts)
              .where(eq(safeguardingAlerts.requestId, aiRequestLogs.id)),
          ),
        ),
      )
      .returning({ id: aiRequestLogs.id });

    const chatMessagesDeleted = await tx
      .delete(chatbotMessages)
      .where(lt(chatbotMessages.createdAt, chatCutoff))
      .returning({ id: chatbotMessages.id });
    const chatPromptsDeleted = await tx
      .delete(chatbotPrompts)
      .where(lt(chatbotPrompts.createdAt, chatCutoff))
      .returning({ id: chatbotPrompts.id });

    const outboxBodiesBlanked = await blankOldOutboxBodies(tx, outboxCutoff);

    // Ended sessions (expired or signed out) and access links, codes and reset links, and spent attempt
    // windows: records of signing in, none needed once the cut-off is past.
    const sessions = await tx
      .delete(authSessions)
      .where(or(lt(authSessions.expiresAt, signInCutoff), lt(authSessions.revokedAt, signInCutoff)))
      .returning({ id: authSessions.tokenHash });
    // A link is valid from its first use, so one never used is not ended and stays.
    const links = await tx
      .delete(oneTimeAccessTokens)
      .where(
        or(
          lt(oneTimeAccessTokens.expiredAt, signInCutoff),
          lt(
            sql`${oneTimeAccessTokens.loggedInAt} + make_interval(mins => ${oneTimeAccessTokens.maxAccessMinutes})`,
            signInCutoff,
          ),
        ),
      )
      .returning({ id: oneTimeAccessTokens.id });
    const codes = await tx
      .delete(smsCodes)
      .where(lt(smsCodes.createdAt, signInCutoff))
      .returning({ id: smsCodes.id });
    const resets = await tx
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, signInCutoff))
      .returning({ id: passwordResetTokens.tokenHash });
    const limits = await tx
      .delete(signInLimits)
      .where(lt(signInLimits.windowEndsAt, signInCutoff))
      .returning({ id: signInLimits.key });

    // Who looked (DPP4): a day's row goes once its last access is older than the period.
    const staffAccess = await tx
      .delete(staffAccessLog)
      .where(lt(staffAccessLog.lastAt, staffAccessCutoff))
      .returning({ id: staffAccessLog.id });

    return {
      day,
      aiLogsDeleted: aiLogsDeleted.length,
      aiLogsBlanked: aiLogsBlanked.length,
      chatMessagesDeleted: chatMessagesDeleted.length,
      chatPromptsDeleted: chatPromptsDeleted.length,
      outboxBodiesBlanked,
      signInRecordsDeleted: sessions.length + links.length + codes.length + resets.length + limits.length,
      staffAccessRecordsDeleted: staffAccess.length,
    };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Delivered (and finally failed or opted-out) messages keep their record — channel, recipient, status, times, attempts —
 * and lose the words: body and subject blanked, meta cut to what retainedOutboxMeta keeps.
 */
async function blankOldOutboxBodies(tx: Tx, cutoff: Date): Promise<number> {
  const rows = await tx
    .select({ id: outboxMessages.id, meta: outboxMessages.meta })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ['sent', 'failed', 'opted_out']),
        lt(sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.createdAt})`, cutoff),
        ne(outboxMessages.body, ''),
      ),
    );
  for (const row of rows) {
    await tx
      .update(outboxMessages)
      .set({ body: '', subject: null, meta: retainedOutboxMeta(row.meta) })
      .where(eq(outboxMessages.id, row.id));
  }
  return rows.length;
}

export interface InactiveStudent {
  id: string;
  fullName: string;
  chineseName: string | null;
  schoolName: string | null;
  schoolNameChi: string | null;
  class: string | null;
  yearDSE: number | null;
  lastSignInAt: string | null;
  accessDisabled: boolean;
}

const INACTIVE_LIST_LIMIT = 500;

/**
 * Secondary students with no sign-in for `years` years (never signed in: counted from registration),
 * longest inactive first: students who have likely left school, for an admin to review.
 */
export async function listInactiveStudents(
  db: Db,
  { now, years }: { now: Date; years: number },
): Promise<{ since: string; students: InactiveStudent[]; truncated: boolean }> {
  const since = inactiveSince(now, years);
  const lastSeen = sql<Date>`coalesce(${users.lastLoginAt}, ${users.createdAt})`;
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      chineseName: users.chineseName,
      schoolName: schools.name,
      schoolNameChi: schools.nameChi,
      class: users.class,
      yearDSE: users.yearDSE,
      lastLoginAt: users.lastLoginAt,
      accessDisabled: users.accessDisabled,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(isSecondaryStudentSql, isNull(users.erasedAt), lt(lastSeen, since)))
    .orderBy(asc(lastSeen), asc(users.id))
    .limit(INACTIVE_LIST_LIMIT + 1);
  return {
    since: since.toISOString(),
    truncated: rows.length > INACTIVE_LIST_LIMIT,
    students: rows.slice(0, INACTIVE_LIST_LIMIT).map(({ lastLoginAt, ...r }) => ({
      ...r,
      lastSignInAt: lastLoginAt ? lastLoginAt.toISOString() : null,
    })),
  };
}

/** Runs the job now and then hourly; only the first run of each Hong Kong day in any process does work. */
export function startRetentionJob(db: Db, log: Logger, everyMs = 60 * 60_000): { stop(): void } {
  const run = () =>
    runDailyRetention(db, new Date()).then(
      (outcome) => outcome && log.info(outcome, 'retention applied'),
      (err: unknown) => log.error({ err }, 'retention job failed'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
