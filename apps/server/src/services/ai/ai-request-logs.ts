import { type DbOrTx, schema } from '@waypoint/db';
import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';

const { aiRequestLogs, users, schools, safeguardingAlerts } = schema;
const PAGE = 50;

export interface AiLogFilter {
  cursor?: number | undefined;
  schoolId?: string | undefined;
  kind?: string | undefined;
  /** Only the requests that alerted a school's staff (issue 22, safeguarding). */
  alertsOnly?: boolean | undefined;
}

/** Admin page of AI requests, newest first, 50 a page. */
export async function listAiRequestLogs(db: DbOrTx, filter: AiLogFilter) {
  const rows = await db
    .select({
      id: aiRequestLogs.id,
      kind: aiRequestLogs.kind,
      provider: aiRequestLogs.provider,
      status: aiRequestLogs.status,
      responseStatusText: aiRequestLogs.responseStatusText,
      prompt: aiRequestLogs.prompt,
      botUrl: aiRequestLogs.botUrl,
      tagId: aiRequestLogs.tagId,
      tagText: aiRequestLogs.tagText,
      userElaboration: aiRequestLogs.userElaboration,
      overrideBotName: aiRequestLogs.overrideBotName,
      devicePlatforms: aiRequestLogs.devicePlatforms,
      resultCount: aiRequestLogs.resultCount,
      durationMs: aiRequestLogs.durationMs,
      createdAt: aiRequestLogs.createdAt,
      userId: aiRequestLogs.userId,
      userName: users.fullName,
      schoolId: aiRequestLogs.schoolId,
      alertTopic: safeguardingAlerts.topic,
      alertRecipients: safeguardingAlerts.recipients,
      alertedAt: safeguardingAlerts.createdAt,
    })
    .from(aiRequestLogs)
    .leftJoin(users, eq(users.id, aiRequestLogs.userId))
    .leftJoin(safeguardingAlerts, eq(safeguardingAlerts.requestId, aiRequestLogs.id))
    .where(
      and(
        filter.cursor ? lt(aiRequestLogs.id, filter.cursor) : undefined,
        filter.schoolId ? eq(aiRequestLogs.schoolId, filter.schoolId) : undefined,
        filter.kind ? eq(aiRequestLogs.kind, filter.kind) : undefined,
        filter.alertsOnly ? isNotNull(safeguardingAlerts.id) : undefined,
      ),
    )
    .orderBy(desc(aiRequestLogs.id))
    .limit(PAGE + 1);
  const items = rows.slice(0, PAGE).map(({ alertTopic, alertRecipients, alertedAt, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    safeguardingAlert:
      alertTopic && alertedAt
        ? { topic: alertTopic, recipients: alertRecipients ?? 0, alertedAt: alertedAt.toISOString() }
        : null,
  }));
  return { items, nextCursor: rows.length > PAGE ? items[items.length - 1]!.id : null };
}

/** Requests per school (and with no school) since a date, by status: what each school spends. */
export async function aiUsageBySchool(db: DbOrTx, { since }: { since: Date }) {
  const rows = await db
    .select({
      schoolId: aiRequestLogs.schoolId,
      schoolName: schools.name,
      requests: count(),
      failed: sql<number>`count(*) filter (where ${aiRequestLogs.status} = 'failed')`.mapWith(Number),
      refused: sql<number>`count(*) filter (where ${aiRequestLogs.status} = 'refused')`.mapWith(Number),
      users: sql<number>`count(distinct ${aiRequestLogs.userId})`.mapWith(Number),
    })
    .from(aiRequestLogs)
    .leftJoin(schools, eq(schools.id, aiRequestLogs.schoolId))
    .where(gte(aiRequestLogs.createdAt, since))
    .groupBy(aiRequestLogs.schoolId, schools.name)
    .orderBy(desc(count()));
  return rows;
}
