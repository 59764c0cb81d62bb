import { type DbOrTx, schema } from '@waypoint/db';
import { findPrefillResponse, serviceAnswerSlot } from '@waypoint/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { ResponseTarget } from './response-target.ts';
import type { Responder } from './teacher-response-types.ts';

const { teacherResponses } = schema;

/**
 * The row an answer replaces (decision 006): the one named (the responder's own or their school's),
 * else this school's status of the same class and session (one per class), else on a service page the
 * school's earlier answer in the same slot. Null: the answer is a new row.
 */
export async function findResponseToReplace(
  tx: DbOrTx,
  o: {
    responder: Responder;
    id: number | null;
    target: ResponseTarget;
    intakeYear: number;
    slot: string;
    now: Date;
  },
): Promise<number | null> {
  const { responder, target } = o;
  const { session, service, serviceId, targetClass } = target;
  if (o.id !== null) {
    const [row] = await tx
      .select({
        id: teacherResponses.id,
        userId: teacherResponses.userId,
        schoolId: teacherResponses.schoolId,
      })
      .from(teacherResponses)
      .where(eq(teacherResponses.id, o.id));
    const mine =
      row &&
      (responder.isAdmin ||
        row.userId === responder.userId ||
        (responder.schoolId !== null && row.schoolId === responder.schoolId));
    if (!mine) fail('NOT_FOUND', 'teacherEvents.errors.responseNotFound');
    return o.id;
  }
  if (targetClass !== null && responder.schoolId !== null) {
    const [row] = await tx
      .select({ id: teacherResponses.id })
      .from(teacherResponses)
      .where(
        and(
          eq(teacherResponses.schoolId, responder.schoolId),
          eq(teacherResponses.targetClass, targetClass),
          session ? eq(teacherResponses.sessionId, session.id) : isNull(teacherResponses.sessionId),
          serviceId ? eq(teacherResponses.serviceId, serviceId) : isNull(teacherResponses.serviceId),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }
  if (!session && targetClass === null && service) {
    return matchingServiceAnswer(tx, {
      responder,
      serviceId: service.id,
      intakeYear: o.intakeYear,
      slot: o.slot,
      now: o.now,
    });
  }
  return null;
}

/**
 * Spec 1 §4.2 on a service page: the earlier answer of this school (a client's or school-less admin's
 * own) to the same service and intake year, not past its preferred date, in the same slot (decision 006).
 */
async function matchingServiceAnswer(
  tx: DbOrTx,
  o: { responder: Responder; serviceId: string; intakeYear: number; slot: string; now: Date },
): Promise<number | null> {
  const owner =
    o.responder.schoolId !== null
      ? eq(teacherResponses.schoolId, o.responder.schoolId)
      : and(isNull(teacherResponses.schoolId), eq(teacherResponses.userId, o.responder.userId));
  const rows = await tx
    .select({
      id: teacherResponses.id,
      type: teacherResponses.type,
      optionId: teacherResponses.optionId,
      sessionId: teacherResponses.sessionId,
      serviceId: teacherResponses.serviceId,
      intakeYear: teacherResponses.intakeYear,
      preferredSessionDates: teacherResponses.preferredSessionDates,
      updatedAt: teacherResponses.updatedAt,
    })
    .from(teacherResponses)
    .where(
      and(
        owner,
        eq(teacherResponses.serviceId, o.serviceId),
        isNull(teacherResponses.sessionId),
        isNull(teacherResponses.targetClass),
      ),
    );
  const match = findPrefillResponse(
    rows.filter((r) => serviceAnswerSlot(r) === o.slot),
    { kind: 'service', serviceId: o.serviceId, intakeYear: o.intakeYear },
    o.now,
  );
  return match?.id ?? null;
}
