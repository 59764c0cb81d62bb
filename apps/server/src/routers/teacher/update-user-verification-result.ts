import { VERIFICATION_RESULTS } from '@waypoint/domain';
import { z } from 'zod';
import { setVerificationResult } from '../../services/teacher/set-verification-result.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { userIdInput } from './shapes.ts';

/**
 * Spec teacher-updateUserVerificationResult: a teacher marks a student's data as checked (Yes / No);
 * choosing the value the student already has clears it (spec 2 §4).
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
    setVerificationResult(ctx.deps.db, {
      actor: ctx.user,
      userId: input.userId,
      verificationResult: input.verificationResult,
      now: ctx.deps.now(),
    }),
  );
