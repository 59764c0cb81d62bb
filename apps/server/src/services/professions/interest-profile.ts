import { type Db, schema } from '@waypoint/db';
import type { InterestAnswers } from '@waypoint/domain';
import { eq } from 'drizzle-orm';

const { userInterestProfiles } = schema;

export interface InterestProfile {
  answers: InterestAnswers;
  updatedAt: string;
}

export async function loadInterestProfile(db: Db, userId: string): Promise<InterestProfile | null> {
  const [row] = await db.select().from(userInterestProfiles).where(eq(userInterestProfiles.userId, userId));
  return row ? { answers: row.answers as InterestAnswers, updatedAt: row.updatedAt.toISOString() } : null;
}

/** A new set of answers replaces the earlier one whole. */
export async function saveInterestProfile(
  db: Db,
  { userId, answers, now }: { userId: string; answers: InterestAnswers; now: Date },
): Promise<InterestProfile> {
  await db
    .insert(userInterestProfiles)
    .values({ userId, answers, updatedAt: now })
    .onConflictDoUpdate({ target: userInterestProfiles.userId, set: { answers, updatedAt: now } });
  return { answers, updatedAt: now.toISOString() };
}
