import { type DbOrTx, schema } from '@waypoint/db';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { issueReportColumns, toIssueReport } from './issue-report-row.ts';

const { programIssueReports } = schema;

const MY_REPORTS_LIMIT = 100;

/** The person's own reports, newest first, optionally of one programme (the modal's previous reports). */
export async function listMyIssueReports(
  db: DbOrTx,
  { userId, programId }: { userId: string; programId: number | undefined },
) {
  const conditions: SQL[] = [eq(programIssueReports.userId, userId)];
  if (programId) conditions.push(eq(programIssueReports.programId, programId));
  const rows = await db
    .select(issueReportColumns)
    .from(programIssueReports)
    .where(and(...conditions))
    .orderBy(desc(programIssueReports.createdAt), desc(programIssueReports.id))
    .limit(MY_REPORTS_LIMIT);
  return rows.map(toIssueReport);
}
