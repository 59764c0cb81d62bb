import { type Db, schema } from '@waypoint/db';
import { parseRoles, roleFlags } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import { fail } from '../errors.ts';
import { listServiceViews, type ServiceView, upsertServiceResponse } from './service-views.ts';

const { services } = schema;

/**
 * Spec service-upsertServiceResponse for the person the caller acts for: only students (or admins) apply
 * with Yes; anyone may answer No. Returns the service as that person now sees it.
 */
export async function respondToService(
  db: Db,
  o: { target: UserRow; serviceId: string; response: 'Yes' | 'No'; now: Date },
): Promise<ServiceView> {
  const { target } = o;
  const [exists] = await db.select({ id: services.id }).from(services).where(eq(services.id, o.serviceId));
  if (!exists) fail('NOT_FOUND', 'events.errors.serviceNotFound');
  const flags = roleFlags(parseRoles(target.roles));
  if (o.response === 'Yes' && !flags.isSecondaryStudent && !target.isAdmin && !flags.isAdmin)
    fail('FORBIDDEN', flags.isTeacher ? 'events.errors.studentsOnlyFunction' : 'events.errors.onlyStudents');
  await db.transaction((tx) =>
    upsertServiceResponse(tx, {
      serviceId: o.serviceId,
      userId: target.id,
      schoolId: target.schoolId,
      response: o.response,
      now: o.now,
    }),
  );
  const [service] = await listServiceViews(db, { userId: target.id, serviceId: o.serviceId });
  return service!;
}
