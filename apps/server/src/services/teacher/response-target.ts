import { type DbOrTx, schema } from '@waypoint/db';
import { CLASS_STATUS_OPTION_IDS, isResponseOptionVisible } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { Responder, UpsertTeacherResponseInput } from './teacher-response-types.ts';

const { teacherResponseOptions, events, services } = schema;

export type ResponseOptionRow = typeof teacherResponseOptions.$inferSelect;
export type SessionRow = typeof events.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/** What an answer is about: the option chosen, the session or service, and the class it reports for. */
export interface ResponseTarget {
  option: ResponseOptionRow;
  session: SessionRow | undefined;
  service: ServiceRow | undefined;
  serviceId: string | null;
  targetClass: string | null;
}

/**
 * Loads the option, session and service an answer names and checks the responder may give it there
 * (spec 1 §2.6, §5; decision 006): a school's own sessions, a client's own services, class statuses
 * only as class statuses, and only options the form offers in that place.
 */
export async function loadResponseTarget(
  tx: DbOrTx,
  responder: Responder,
  input: UpsertTeacherResponseInput,
): Promise<ResponseTarget> {
  const [option] = await tx
    .select()
    .from(teacherResponseOptions)
    .where(eq(teacherResponseOptions.id, input.optionId));
  if (!option) fail('BAD_REQUEST', 'teacherEvents.errors.optionNotFound');

  let session: SessionRow | undefined;
  if (input.sessionId) {
    [session] = await tx.select().from(events).where(eq(events.id, input.sessionId));
    if (!session) fail('NOT_FOUND', 'teacherEvents.errors.sessionNotFound');
    // A session run for one school is that school's; teachers of others may not answer for it.
    if (!responder.isAdmin && session.clientSchoolId && session.clientSchoolId !== responder.schoolId)
      fail('FORBIDDEN', 'teacherEvents.errors.notYourSchoolSession');
  }
  const serviceId = input.serviceId ?? session?.serviceId ?? null;
  let service: ServiceRow | undefined;
  if (serviceId) {
    [service] = await tx.select().from(services).where(eq(services.id, serviceId));
    if (!service) fail('NOT_FOUND', 'teacherEvents.errors.serviceNotFound');
  }
  if (!session && !service) fail('BAD_REQUEST', 'teacherEvents.errors.eventOrServiceRequired');
  if (
    responder.isClient &&
    !responder.isAdmin &&
    service &&
    service.clientId !== (responder.clientId ?? null)
  )
    fail('FORBIDDEN', 'teacherEvents.errors.notYourClientService');

  const targetClass = input.targetClass?.trim() || null;
  const isClassStatus =
    targetClass !== null && (CLASS_STATUS_OPTION_IDS as readonly string[]).includes(option.id);
  if (targetClass !== null && !isClassStatus) fail('BAD_REQUEST', 'teacherEvents.errors.optionNotOffered');
  if (targetClass !== null && responder.isClient) fail('FORBIDDEN', 'errors.forbidden');
  if (
    !isClassStatus &&
    !isResponseOptionVisible(option, {
      serviceId,
      isAllowProposeDates: service?.isAllowProposeDates ?? false,
      isClientView: responder.isClient && !responder.isAdmin,
      isAdmin: responder.isAdmin,
      // Options that need sessions are offered only where the service has some.
      hasSessions: true,
      isServicePage: !session && targetClass === null,
    })
  )
    fail('BAD_REQUEST', 'teacherEvents.errors.optionNotOffered');
  return { option, session, service, serviceId, targetClass };
}
