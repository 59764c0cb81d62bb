import { z } from 'zod';
import { findPeople } from '../../services/privacy/find-people.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { adminProcedure } from '../../trpc/procedures.ts';

/**
 * The person an admin's data request is about (the /admin/privacy page). The matches show phone and e-mail,
 * so each is recorded as a profile view (docs/privacy.md "Who looked").
 */
export const peopleProcedures = {
  findPeople: adminProcedure.input(z.object({ query: z.string().max(100) })).query(async ({ ctx, input }) => {
    const people = await findPeople(ctx.deps.db, input.query);
    await recordAccess(ctx, { area: 'profile', action: 'view', studentIds: people.map((p) => p.id) });
    return people;
  }),
};
