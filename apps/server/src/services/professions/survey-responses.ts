import { type Db, schema } from '@waypoint/db';
import { applySurveyAnswers, type HeardOfLists, type SurveyAnswer } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { assertItemsExist } from './reactions.ts';

const { professionResponses, users } = schema;

/**
 * Spec abs-upsertProfessionResponses and the user update of survey answers, in one transaction: a later
 * answer replaces the earlier one, in the response rows and in the heard-of lists alike.
 */
export async function upsertProfessionResponses(
  db: Db,
  { userId, answers, now }: { userId: string; answers: readonly SurveyAnswer[]; now: Date },
): Promise<HeardOfLists> {
  return db.transaction(async (tx) => {
    await assertItemsExist(
      tx,
      'profession',
      answers.map((a) => a.professionId),
    );
    // The user row is locked so that two surveys sent at once cannot each drop the other's answers.
    const [user] = await tx
      .select({ heard: users.heardOfProfessionIds, notHeard: users.notHeardOfProfessionIds })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const lists = applySurveyAnswers(
      { heardOfProfessionIds: user?.heard ?? [], notHeardOfProfessionIds: user?.notHeard ?? [] },
      answers,
    );
    const latest = new Map(answers.map((a) => [a.professionId, a.response]));
    for (const [professionId, response] of latest) {
      await tx
        .insert(professionResponses)
        .values({ userId, professionId, response, createdAt: now })
        .onConflictDoUpdate({
          target: [professionResponses.userId, professionResponses.professionId],
          set: { response, createdAt: now },
        });
    }
    await tx
      .update(users)
      .set({
        heardOfProfessionIds: lists.heardOfProfessionIds,
        notHeardOfProfessionIds: lists.notHeardOfProfessionIds,
      })
      .where(eq(users.id, userId));
    return lists;
  });
}
