import { z } from 'zod';
import { nominate } from '../../services/events/nominate.ts';
import { staffProcedure } from '../../trpc/procedures.ts';

/**
 * Spec user-insertNominationRecord: an active teacher nominates students of their school (or, for a
 * Teacher Event, a colleague) to sessions ('Yes'), or rejects their applications ('No'). Admins for any
 * school. All or nothing.
 */
export const insertNominationRecord = staffProcedure
  .input(
    z.object({
      targetUserIds: z.array(z.uuid()).min(1).max(200),
      targetSessionIds: z.array(z.uuid()).min(1).max(10),
      targetResponse: z.enum(['Yes', 'No']),
    }),
  )
  .output(z.object({ recordId: z.number(), nominated: z.number(), rejected: z.number() }))
  .mutation(({ ctx, input }) =>
    nominate(ctx.deps.db, {
      nominator: {
        id: ctx.user.row.id,
        isAdmin: ctx.user.isAdmin,
        schoolId: ctx.user.isAdmin ? null : (ctx.user.teacher?.schoolId ?? null),
      },
      input,
      now: ctx.deps.now(),
    }),
  );
