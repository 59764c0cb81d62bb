import { type Db, schema } from '@waypoint/db';
import { isListedProgram } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { claimUpload } from '../../storage/uploads.ts';
import { fail } from '../errors.ts';
import type { ProgramIssueType } from './shapes.ts';

const { programIssueReports, programs } = schema;

export interface ProgramIssueSubmission {
  programId: number;
  issueType: ProgramIssueType;
  description: string;
  screenshotFileId?: string | null | undefined;
}

/** Files a report on a programme the reporter can see (an admin also on an unlisted one). */
export async function reportProgramIssue(
  db: Db,
  input: ProgramIssueSubmission,
  reporter: { userId: string; isAdmin: boolean; uploaderKey: string; now: () => Date },
): Promise<{ id: number; createdAt: Date }> {
  const [program] = await db
    .select({ status: programs.status, institutionId: programs.institutionId })
    .from(programs)
    .where(eq(programs.id, input.programId));
  if (!program || (!isListedProgram(program) && !reporter.isAdmin))
    fail('NOT_FOUND', 'errors.programNotFound');
  if (input.screenshotFileId) {
    // Only the reporter's own upload, and not a profile picture (those are readable by every signed-in user).
    const claimed = await claimUpload(db, {
      fileId: input.screenshotFileId,
      purposes: ['feedback'],
      userId: reporter.userId,
      uploaderKey: reporter.uploaderKey,
      now: reporter.now(),
    });
    if (!claimed) fail('BAD_REQUEST', 'errors.invalidScreenshot');
  }
  const [row] = await db
    .insert(programIssueReports)
    .values({
      programId: input.programId,
      userId: reporter.userId,
      issueType: input.issueType,
      description: input.description,
      screenshotFileId: input.screenshotFileId ?? null,
      createdAt: reporter.now(),
    })
    .returning({ id: programIssueReports.id, createdAt: programIssueReports.createdAt });
  return row!;
}
