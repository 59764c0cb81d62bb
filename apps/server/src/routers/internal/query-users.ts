import { ROLE_SECONDARY, ROLE_TEACHER } from '@waypoint/domain';
import { z } from 'zod';
import { queryUsersBySchools } from '../../services/internal/users.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { adminProcedure } from '../../trpc/procedures.ts';

export const internalUser = z.object({
  id: z.string(),
  fullName: z.string(),
  phone: z.string(),
  schoolId: z.string().nullable(),
  class: z.string().nullable(),
  roles: z.string(),
  hasWhatsAppGroup: z.boolean(),
});

/**
 * Spec internal-queryUsers: the people of chosen schools by role (students by default). Admins only. Each
 * person listed is recorded as a profile view: the list shows their phone number.
 */
export const queryUsers = adminProcedure
  .input(
    z.object({
      schoolIds: z.array(z.string().min(1).max(100)).min(1).max(50),
      roles: z
        .array(z.enum([ROLE_SECONDARY, ROLE_TEACHER]))
        .min(1)
        .default([ROLE_SECONDARY]),
    }),
  )
  .output(z.array(internalUser))
  .query(async ({ ctx, input }) => {
    const people = await queryUsersBySchools(ctx.deps.db, input);
    await recordAccess(ctx, { area: 'profile', action: 'view', studentIds: people.map((p) => p.id) });
    return people;
  });
