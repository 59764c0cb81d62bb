import { schema } from '@waypoint/db';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fileUrl } from '../../http/files.ts';
import { isListedProgram } from '../../services/programs/listing.ts';
import { adminIssueReport, myIssueReport, PROGRAM_ISSUE_TYPES } from '../../services/programs/shapes.ts';
import { claimUpload, uploaderKey } from '../../storage/uploads.ts';
import { fail } from '../../trpc/errors.ts';
import { adminProcedure, signedInProcedure } from '../../trpc/procedures.ts';
import { programIdInput } from './get-portal-program-data.ts';

const { programIssueReports, programs, institutions, users } = schema;

export const ISSUE_REPORTS_PAGE_SIZE = 20;
const MY_REPORTS_LIMIT = 100;

const reportColumns = {
  id: programIssueReports.id,
  programId: programIssueReports.programId,
  issueType: programIssueReports.issueType,
  description: programIssueReports.description,
  screenshotFileId: programIssueReports.screenshotFileId,
  createdAt: programIssueReports.createdAt,
};

function toReport<T extends { screenshotFileId: string | null; createdAt: Date }>(row: T) {
  const { screenshotFileId, createdAt, ...rest } = row;
  return {
    ...rest,
    screenshotUrl: screenshotFileId ? fileUrl(screenshotFileId) : null,
    createdAt: createdAt.toISOString(),
  };
}

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
    if (!ctx.deps.limiter.hit(`programIssue:${userId}`, 20, 60 * 60_000))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const db = ctx.deps.db;
    const [program] = await db
      .select({ status: programs.status, institutionId: programs.institutionId })
      .from(programs)
      .where(eq(programs.id, input.programId));
    if (!program || (!isListedProgram(program) && !ctx.user.isAdmin))
      fail('NOT_FOUND', 'errors.programNotFound');
    if (input.screenshotFileId) {
      // Only the reporter's own upload, and not a profile picture (those are readable by every signed-in user).
      const claimed = await claimUpload(db, {
        fileId: input.screenshotFileId,
        purposes: ['feedback'],
        userId,
        uploaderKey: uploaderKey(ctx.deps.secret, ctx.ip),
        now: ctx.deps.now(),
      });
      if (!claimed) fail('BAD_REQUEST', 'errors.invalidScreenshot');
    }
    const [row] = await db
      .insert(programIssueReports)
      .values({
        programId: input.programId,
        userId,
        issueType: input.issueType,
        description: input.description,
        screenshotFileId: input.screenshotFileId ?? null,
        createdAt: ctx.deps.now(),
      })
      .returning({ id: programIssueReports.id, createdAt: programIssueReports.createdAt });
    return { id: row!.id, createdAt: row!.createdAt.toISOString() };
  });

/** The caller's own reports, newest first (optionally of one programme: the modal's previous-reports view). */
export const getMyProgramIssueReports = signedInProcedure
  .input(z.object({ programId: programIdInput.optional() }).optional())
  .output(z.array(myIssueReport))
  .query(async ({ ctx, input }) => {
    const conditions: SQL[] = [eq(programIssueReports.userId, ctx.user.row.id)];
    if (input?.programId) conditions.push(eq(programIssueReports.programId, input.programId));
    const rows = await ctx.deps.db
      .select(reportColumns)
      .from(programIssueReports)
      .where(and(...conditions))
      .orderBy(desc(programIssueReports.createdAt), desc(programIssueReports.id))
      .limit(MY_REPORTS_LIMIT);
    return rows.map(toReport);
  });

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
  .query(async ({ ctx, input }) => {
    const db = ctx.deps.db;
    const [rows, [totalRow]] = await Promise.all([
      db
        .select({
          ...reportColumns,
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
        .offset((input.page - 1) * ISSUE_REPORTS_PAGE_SIZE),
      db.select({ n: count() }).from(programIssueReports),
    ]);
    return {
      items: rows.map(
        ({ reporterId, reporterFullName, reporterChineseName, reporterPhone, reporterEmail, ...r }) => ({
          ...toReport(r),
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
      page: input.page,
      pageSize: ISSUE_REPORTS_PAGE_SIZE,
    };
  });
