import { schema } from '@waypoint/db';
import { parseRoles, roleFlags } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { resolveResponder } from '../../services/events/acting-for.ts';
import {
  listServiceViews,
  upsertServiceResponse as saveResponse,
} from '../../services/services/service-views.ts';
import { fail } from '../../trpc/errors.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { serviceIdInput, serviceView } from './shapes.ts';

/**
 * Spec service-upsertServiceResponse: a student applies to (Yes) or leaves (No) a service such as
 * Bluebird Seed, whose tile then asks for the parent's consent. For oneself, or a student by their
 * school's teacher or an admin.
 */
export const upsertServiceResponse = signedInProcedure
  .input(
    z.object({
      serviceId: serviceIdInput,
      response: z.enum(['Yes', 'No'], { message: 'events.errors.invalidServiceResponse' }),
      userId: z.uuid({ message: 'errors.notFound' }).nullish(),
    }),
  )
  .output(z.object({ service: serviceView }))
  .mutation(async ({ ctx, input }) => {
    const db = ctx.deps.db;
    const target = await resolveResponder(db, ctx.user, input.userId);
    const [exists] = await db
      .select({ id: schema.services.id })
      .from(schema.services)
      .where(eq(schema.services.id, input.serviceId));
    if (!exists) fail('NOT_FOUND', 'events.errors.serviceNotFound');
    const flags = roleFlags(parseRoles(target.roles));
    if (input.response === 'Yes' && !flags.isSecondaryStudent && !target.isAdmin && !flags.isAdmin)
      fail(
        'FORBIDDEN',
        flags.isTeacher ? 'events.errors.studentsOnlyFunction' : 'events.errors.onlyStudents',
      );
    await db.transaction((tx) =>
      saveResponse(tx, {
        serviceId: input.serviceId,
        userId: target.id,
        schoolId: target.schoolId,
        response: input.response,
        now: ctx.deps.now(),
      }),
    );
    const [service] = await listServiceViews(db, { userId: target.id, serviceId: input.serviceId });
    return { service: service! };
  });
