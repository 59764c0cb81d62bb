import { router } from '../../trpc/init.ts';
import { getPortalData } from './get-portal-data.ts';
import { getPortalProgramData } from './get-portal-program-data.ts';
import { getUsersByProgramId } from './get-users-by-program-id.ts';
import {
  getMyProgramIssueReports,
  getProgramIssueReports,
  reportProgramIssue,
} from './program-issue-reports.ts';

export const programsRouter = router({
  getPortalData,
  getPortalProgramData,
  getUsersByProgramId,
  reportProgramIssue,
  getMyProgramIssueReports,
  getProgramIssueReports,
});
