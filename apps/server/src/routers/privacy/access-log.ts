import { z } from 'zod';
import { listAccessLog } from '../../services/privacy/access-log-list.ts';
import { adminProcedure, signedInProcedure } from '../../trpc/procedures.ts';

const cursor = z.number().int().min(0).max(1_000_000).optional();

/**
 * Who looked (PDPO DPP4, docs/privacy.md): which staff opened or changed a person's data. The person reads
 * their own record on /my-data; an admin reads anyone's on /admin/privacy. Nobody else does.
 */
export const accessLogProcedures = {
  getMyAccessLog: signedInProcedure
    .input(z.object({ cursor }).optional())
    .query(({ ctx, input }) =>
      listAccessLog(ctx.deps.db, { studentId: ctx.user.row.id, offset: input?.cursor ?? 0 }),
    ),
  getAccessLogFor: adminProcedure
    .input(z.object({ userId: z.uuid({ message: 'errors.notFound' }), cursor }))
    .query(({ ctx, input }) =>
      listAccessLog(ctx.deps.db, { studentId: input.userId, offset: input.cursor ?? 0 }),
    ),
};
