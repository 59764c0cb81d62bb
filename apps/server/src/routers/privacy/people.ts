import { z } from 'zod';
import { findPeople } from '../../services/privacy/find-people.ts';
import { adminProcedure } from '../../trpc/procedures.ts';

/** The person an admin's data request is about (the /admin/privacy page). */
export const peopleProcedures = {
  findPeople: adminProcedure
    .input(z.object({ query: z.string().max(100) }))
    .query(({ ctx, input }) => findPeople(ctx.deps.db, input.query)),
};
