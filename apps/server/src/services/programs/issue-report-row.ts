import { schema } from '@waypoint/db';
import { fileUrl } from '@waypoint/domain';

const { programIssueReports } = schema;

/** The report as its reporter sees it; the admin list adds the programme and the reporter. */
export const issueReportColumns = {
  id: programIssueReports.id,
  programId: programIssueReports.programId,
  issueType: programIssueReports.issueType,
  description: programIssueReports.description,
  screenshotFileId: programIssueReports.screenshotFileId,
  createdAt: programIssueReports.createdAt,
};

/** The screenshot travels as the URL the browser opens, never as the stored file id. */
export function toIssueReport<T extends { screenshotFileId: string | null; createdAt: Date }>(row: T) {
  const { screenshotFileId, createdAt, ...rest } = row;
  return {
    ...rest,
    screenshotUrl: screenshotFileId ? fileUrl(screenshotFileId) : null,
    createdAt: createdAt.toISOString(),
  };
}
