import { z } from 'zod';
import { listIssueReports } from '../../services/programs/list-issue-reports.ts';
import { listMyIssueReports } from '../../services/programs/list-my-issue-reports.ts';
import { reportProgramIssue as fileProgramIssue } from '../../services/programs/report-program-issue.ts';
import { adminIssueReport, myIssueReport, PROGRAM_ISSUE_TYPES } from '../../services/programs/shapes.ts';
import { uploaderKey } from '../../storage/uploads.ts';
import { fail } from '../../trpc/errors.ts';
import { adminProcedure, signedInProcedure } from '../../trpc/procedures.ts';
import { programIdInput } from './get-portal-program-data.ts';

/** Submission of a programme issue report (spec 2 §2 Report Issue modal; the call's path is not shown). */
export const reportProgramIssue = signedInProcedure
  .input(
    z.object({
      programId: programIdInput,
      issueType: z.enum(PROGRAM_ISSUE_TYPES, { message: 'errors.chooseIssueType' }),
      description: z
        .string({ message: 'errors.describeIssue' })
        .trim()
        .min(1, 'errors.describeIssue')
        .max(2000, 'errors.descriptionTooLong'),
      screenshotFileId: z.uuid({ message: 'errors.invalidFileLink' }).nullish(),
    }),
  )
  .output(z.object({ id: z.number().int(), createdAt: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const userId = ctx.user.row.id;
    if (!(await ctx.deps.limiter.take('programIssue', userId)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const row = await fileProgramIssue(ctx.deps.db, input, {
      userId,
      isAdmin: ctx.user.isAdmin,
      uploaderKey: uploaderKey(ctx.deps.secret, ctx.ip),
      now: () => ctx.deps.now(),
    });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });

/** The caller's own reports, newest first (optionally of one programme: the modal's previous-reports view). */
export const getMyProgramIssueReports = signedInProcedure
  .input(z.object({ programId: programIdInput.optional() }).optional())
  .output(z.array(myIssueReport))
  .query(({ ctx, input }) =>
    listMyIssueReports(ctx.deps.db, { userId: ctx.user.row.id, programId: input?.programId }),
  );

/** Admin page of every report, newest first, 20 a page, with the programme and the reporter. */
export const getProgramIssueReports = adminProcedure
  .input(z.object({ page: z.number().int().min(1).max(100_000).default(1) }))
  .output(
    z.object({
      items: z.array(adminIssueReport),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  )
  .query(({ ctx, input }) => listIssueReports(ctx.deps.db, input.page));
