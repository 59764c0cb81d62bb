import { type Db, schema } from '@waypoint/db';
import {
  allowedElectives,
  isElectiveOrderEnabled,
  MATH_OPTION_CODES,
  parseElectiveStreamChart,
} from '@waypoint/domain';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import { fail } from '../errors.ts';
import { assertListedPrograms, lockPlanOwner } from './save-user-choices.ts';

const { subjects, schoolSettings, userElectives } = schema;

type Reaction = 'like' | 'dislike' | null;

export interface ElectiveChange {
  electiveId: number;
  programId?: number | null | undefined;
  order: number;
  reaction: Reaction;
}

/**
 * Spec upsertUserElectives, with the elective rules of spec 2 §4 checked again on the server: the
 * elective must be one the order offers (the Math Options at order 4, the school's class streams at
 * 1–3), and a newly liked elective needs its order enabled (2 and 3 after liked earlier orders, 4 when no
 * extended maths module is already chosen). A null reaction removes the elective from that order.
 */
export async function upsertUserElectives(
  db: Db,
  { target, electives, now }: { target: UserRow; electives: readonly ElectiveChange[]; now: Date },
): Promise<void> {
  if (electives.length === 0) return;
  await db.transaction(async (tx) => {
    await lockPlanOwner(tx, target.id);
    const electiveSubjects = await tx
      .select({ id: subjects.id, code: subjects.code })
      .from(subjects)
      .where(
        or(like(subjects.category, 'Category A (elective)%'), inArray(subjects.code, [...MATH_OPTION_CODES])),
      );
    const codeOf = new Map(electiveSubjects.map((s) => [s.id, s.code]));
    const electiveCodes = electiveSubjects.map((s) => s.code);
    const [settings] = target.schoolId
      ? await tx
          .select({ chart: schoolSettings.f3ClassChart })
          .from(schoolSettings)
          .where(eq(schoolSettings.schoolId, target.schoolId))
      : [];
    const chart = parseElectiveStreamChart(settings?.chart ?? null);
    await assertListedPrograms(
      tx,
      electives.flatMap((e) => (e.programId ? [e.programId] : [])),
    );

    for (const change of electives) {
      const code = codeOf.get(change.electiveId);
      if (!code) fail('BAD_REQUEST', 'errors.invalidElective');
      if (change.reaction === null) {
        await tx
          .delete(userElectives)
          .where(
            and(
              eq(userElectives.userId, target.id),
              eq(userElectives.order, change.order),
              eq(userElectives.electiveId, change.electiveId),
            ),
          );
        continue;
      }
      const allowed = allowedElectives(change.order, { electiveCodes, className: target.class, chart });
      if (!allowed.includes(code)) fail('BAD_REQUEST', 'errors.electiveNotOffered');
      if (change.reaction === 'like') {
        const current = await tx
          .select({
            order: userElectives.order,
            electiveId: userElectives.electiveId,
            reaction: userElectives.reaction,
          })
          .from(userElectives)
          .where(eq(userElectives.userId, target.id));
        const chosen = current
          .filter((c) => !(c.order === change.order && c.electiveId === change.electiveId))
          .map((c) => ({ order: c.order, code: codeOf.get(c.electiveId) ?? '', reaction: c.reaction }));
        if (!isElectiveOrderEnabled(change.order, chosen)) fail('BAD_REQUEST', 'errors.electiveOrderLocked');
      }
      await tx
        .insert(userElectives)
        .values({
          userId: target.id,
          electiveId: change.electiveId,
          programId: change.programId ?? null,
          order: change.order,
          reaction: change.reaction,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [userElectives.userId, userElectives.order, userElectives.electiveId],
          set: {
            reaction: change.reaction,
            ...(change.programId === undefined ? {} : { programId: change.programId ?? null }),
          },
        });
    }
  });
}
