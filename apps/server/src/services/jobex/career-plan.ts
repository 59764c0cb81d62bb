import { type Db, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { assertItemsExist } from '../professions/reactions.ts';
import type { CareerPlan } from './shapes.ts';

const { jobexCareerPlans, users, programs } = schema;

/** getUserCareerPlan: the plan, or an empty one (with the year of study of the account) before the first save. */
export async function loadCareerPlan(db: Db, userId: string): Promise<CareerPlan> {
  const [row] = await db
    .select({ plan: jobexCareerPlans, yearOfStudy: users.yearOfStudy, programId: users.programId })
    .from(users)
    .leftJoin(jobexCareerPlans, eq(jobexCareerPlans.userId, users.id))
    .where(eq(users.id, userId));
  const plan = row?.plan;
  return {
    objective: plan?.objective ?? null,
    targetProfessionIds: plan?.targetProfessionIds ?? [],
    targetSectorIds: plan?.targetSectorIds ?? [],
    timeline: plan?.timeline ?? [],
    curriculum: plan?.curriculum ?? null,
    studentStatus: plan?.studentStatus ?? null,
    yearOfStudy: row?.yearOfStudy ?? null,
    programId: row?.programId ?? null,
    graduationYear: plan?.graduationYear ?? null,
    howToKnow: plan?.howToKnow ?? null,
    updatedAt: plan?.updatedAt.toISOString() ?? null,
  };
}

export type CareerPlanInput = Omit<CareerPlan, 'updatedAt'>;

/**
 * saveUserCareerPlan replaces the plan whole. The year of study and the programme are the account's own
 * fields (registration asks for them), so they are written there in the same transaction rather than kept
 * twice. The programme is the student's own statement (decision 015).
 */
export async function saveCareerPlan(
  db: Db,
  { userId, plan, now }: { userId: string; plan: CareerPlanInput; now: Date },
): Promise<CareerPlan> {
  await db.transaction(async (tx) => {
    await assertItemsExist(tx, 'profession', plan.targetProfessionIds);
    await assertItemsExist(tx, 'sector', plan.targetSectorIds);
    if (plan.programId !== null) {
      const [programme] = await tx
        .select({ id: programs.id })
        .from(programs)
        .where(eq(programs.id, plan.programId));
      if (!programme) fail('NOT_FOUND', 'errors.programNotFound');
    }
    const { yearOfStudy, programId, ...fields } = plan;
    const values = { ...fields, updatedAt: now };
    await tx
      .insert(jobexCareerPlans)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: jobexCareerPlans.userId, set: values });
    await tx.update(users).set({ yearOfStudy, programId, updatedAt: now }).where(eq(users.id, userId));
  });
  return loadCareerPlan(db, userId);
}
