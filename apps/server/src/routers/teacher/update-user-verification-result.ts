import { schema } from '@waypoint/db';
import { parseRoles, ROLE_SECONDARY, toggleVerification, VERIFICATION_RESULTS } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isStaffOfSchool } from '../../services/teacher/school-access.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { userIdInput } from './shapes.ts';

const { users } = schema;

/**
 * Spec teacher-updateUserVerificationResult: a teacher marks a student's data as checked (Yes / No);
 * choosing the value the student already has clears it (spec 2 §4). The row is locked while the rule
 * runs, so two teachers clicking at once end in a state one of them chose.
 */
export const updateUserVerificationResult = staffProcedure
  .input(
    z.object({
      userId: userIdInput,
      verificationResult: z
        .enum(VERIFICATION_RESULTS, { message: 'errors.invalidVerificationResult' })
        .nullable(),
    }),
  )
  .output(z.object({ userId: z.string(), verificationResult: z.enum(VERIFICATION_RESULTS).nullable() }))
  .mutation(async ({ ctx, input }) =>
    ctx.deps.db.transaction(async (tx) => {
      const [target] = await tx
        .select({
          id: users.id,
          schoolId: users.schoolId,
          roles: users.roles,
          current: users.verificationResult,
        })
        .from(users)
        .where(eq(users.id, input.userId))
        .for('update');
      if (!target) fail('NOT_FOUND', 'errors.notFound');
      if (!parseRoles(target.roles).includes(ROLE_SECONDARY)) fail('BAD_REQUEST', 'errors.notAStudent');
      if (!isStaffOfSchool(ctx.user, target.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
      const next = toggleVerification(target.current, input.verificationResult);
      await tx
        .update(users)
        .set({ verificationResult: next, updatedAt: ctx.deps.now() })
        .where(eq(users.id, target.id));
      return { userId: target.id, verificationResult: next };
    }),
  );
