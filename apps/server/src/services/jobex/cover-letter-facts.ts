import { type Db, schema } from '@waypoint/db';
import type { CvSectionKey } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { loadCredentials } from './load-credentials.ts';

const { jobexCareerPlans, jobexEmployerJobs, jobexUserEmployerJobs } = schema;

/** One line of the CV as the letter may quote it. */
export interface CoverLetterEntry {
  sectionKey: CvSectionKey;
  /** The student's own heading of the section, if they gave one. */
  sectionTitle: string | null;
  headline: string;
  organisation: string | null;
  location: string | null;
  startMonth: string | null;
  endMonth: string | null;
  description: string | null;
}

export interface CoverLetterJob {
  title: string;
  employerName: string;
  location: string | null;
  description: string | null;
}

/**
 * Everything a cover letter may say about the person and the post: the CV as it stands (the preview beside
 * the button, not the synced profile document, so an edit shows in the next draft), the career objective,
 * and the chosen job. Nothing else about the person goes to the letter's writer.
 */
export interface CoverLetterFacts {
  objective: string | null;
  entries: CoverLetterEntry[];
  job: CoverLetterJob | null;
}

/**
 * The facts of a cover letter for `userId`. A job must be one the student saved (a job of another programme,
 * or one never saved, is "not found", as in the job tracker).
 */
export async function loadCoverLetterFacts(
  db: Db,
  { userId, jobId }: { userId: string; jobId: string | null },
): Promise<CoverLetterFacts> {
  return db.transaction(async (tx) => {
    const { sections } = await loadCredentials(tx, userId);
    const [plan] = await tx
      .select({ objective: jobexCareerPlans.objective })
      .from(jobexCareerPlans)
      .where(eq(jobexCareerPlans.userId, userId));
    let job: CoverLetterJob | null = null;
    if (jobId) {
      const [row] = await tx
        .select({
          title: jobexEmployerJobs.title,
          employerName: jobexEmployerJobs.employerName,
          location: jobexEmployerJobs.location,
          description: jobexEmployerJobs.description,
        })
        .from(jobexUserEmployerJobs)
        .innerJoin(jobexEmployerJobs, eq(jobexEmployerJobs.id, jobexUserEmployerJobs.jobId))
        .where(and(eq(jobexUserEmployerJobs.userId, userId), eq(jobexUserEmployerJobs.jobId, jobId)));
      if (!row) fail('NOT_FOUND', 'errors.jobexJobNotFound');
      job = row;
    }
    return {
      objective: plan?.objective?.trim() || null,
      entries: sections.flatMap((s) =>
        s.credentials.map((c) => ({
          sectionKey: s.sectionKey,
          sectionTitle: s.title,
          headline: c.headline,
          organisation: c.organisation,
          location: c.location,
          startMonth: c.startMonth,
          endMonth: c.endMonth,
          description: c.description,
        })),
      ),
      job,
    };
  });
}
