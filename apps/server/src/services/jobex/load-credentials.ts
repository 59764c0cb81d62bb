import { type DbOrTx, schema } from '@waypoint/db';
import type { CvSectionKey } from '@waypoint/domain';
import { asc, eq } from 'drizzle-orm';
import type { SectionView, UserCredentials } from './shapes.ts';

const { jobexSections, jobexCredentials, jobexProfileDocs } = schema;

/** getUserCredentials: the sections in the student's order, each with its credentials in order. */
export async function loadCredentials(db: DbOrTx, userId: string): Promise<UserCredentials> {
  const sections = await db
    .select()
    .from(jobexSections)
    .where(eq(jobexSections.userId, userId))
    .orderBy(asc(jobexSections.order), asc(jobexSections.createdAt));
  const credentials = await db
    .select()
    .from(jobexCredentials)
    .where(eq(jobexCredentials.userId, userId))
    .orderBy(asc(jobexCredentials.order), asc(jobexCredentials.createdAt));
  const [doc] = await db
    .select({ syncedAt: jobexProfileDocs.syncedAt })
    .from(jobexProfileDocs)
    .where(eq(jobexProfileDocs.userId, userId));
  const views: SectionView[] = sections.map((s) => ({
    id: s.id,
    sectionKey: s.sectionKey as CvSectionKey,
    title: s.title,
    order: s.order,
    credentials: credentials
      .filter((c) => c.sectionId === s.id)
      .map((c) => ({
        id: c.id,
        sectionId: c.sectionId,
        headline: c.headline,
        organisation: c.organisation,
        location: c.location,
        startMonth: c.startMonth,
        endMonth: c.endMonth,
        description: c.description,
        order: c.order,
      })),
  }));
  return { sections: views, syncedAt: doc?.syncedAt.toISOString() ?? null };
}
