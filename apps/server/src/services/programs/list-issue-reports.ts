import { type DbOrTx, schema } from '@waypoint/db';
import { count, desc, eq } from 'drizzle-orm';
import { issueReportColumns, toIssueReport } from './issue-report-row.ts';

const { programIssueReports, programs, institutions, users } = schema;

export const ISSUE_REPORTS_PAGE_SIZE = 20;

/** One page of every report, newest first, with the programme and the reporter (null once erased). */
export async function listIssueReports(db: DbOrTx, page: number) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...issueReportColumns,
        programJupasCode: programs.jupasCode,
        programName: programs.name,
        programNameChi: programs.nameChi,
        institutionNameShort: institutions.nameShort,
        reporterId: users.id,
        reporterFullName: users.fullName,
        reporterChineseName: users.chineseName,
        reporterPhone: users.phone,
        reporterEmail: users.email,
      })
      .from(programIssueReports)
      .innerJoin(programs, eq(programs.id, programIssueReports.programId))
      .innerJoin(institutions, eq(institutions.id, programs.institutionId))
      .leftJoin(users, eq(users.id, programIssueReports.userId))
      .orderBy(desc(programIssueReports.createdAt), desc(programIssueReports.id))
      .limit(ISSUE_REPORTS_PAGE_SIZE)
      .offset((page - 1) * ISSUE_REPORTS_PAGE_SIZE),
    db.select({ n: count() }).from(programIssueReports),
  ]);
  return {
    items: rows.map(
      ({ reporterId, reporterFullName, reporterChineseName, reporterPhone, reporterEmail, ...r }) => ({
        ...toIssueReport(r),
        reporter:
          reporterId && reporterFullName && reporterPhone
            ? {
                id: reporterId,
                fullName: reporterFullName,
                chineseName: reporterChineseName,
                phone: reporterPhone,
                email: reporterEmail,
              }
            : null,
      }),
    ),
    total: totalRow?.n ?? 0,
    page,
    pageSize: ISSUE_REPORTS_PAGE_SIZE,
  };
}
