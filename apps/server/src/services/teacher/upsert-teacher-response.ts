import { type Db, schema } from '@waypoint/db';
import { assignedToFor, currentIntakeYear, serviceAnswerSlot } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { findResponseToReplace } from './existing-response.ts';
import { checkResponseAnswers } from './response-answers.ts';
import { loadResponseTarget } from './response-target.ts';
import type { Responder, UpsertTeacherResponseInput } from './teacher-response-types.ts';

const { teacherResponses } = schema;

/** Spec teacher-upsertTeacherResponse: returns the row's id. Every rule is checked again here. */
export async function upsertTeacherResponse(
  db: Db,
  o: { responder: Responder; input: UpsertTeacherResponseInput; now: Date },
): Promise<{ id: number }> {
  const { responder, input, now } = o;
  return db.transaction(async (tx) => {
    const target = await loadResponseTarget(tx, responder, input);
    const { option, session, service, serviceId, targetClass } = target;
    const { answers, fields } = await checkResponseAnswers(tx, {
      option,
      questionAnswers: input.questionAnswers,
      now,
    });
    const values = {
      userId: responder.userId,
      schoolId: responder.schoolId,
      optionId: option.id,
      response: option.title,
      type: session ? 'event' : option.type === 'action' ? 'action' : 'service',
      role: responder.role,
      assignedTo: assignedToFor(option, responder.userId),
      intakeYear: service?.currIntakeYear ?? currentIntakeYear(now),
      targetClass,
      sessionId: session?.id ?? null,
      serviceId,
      eventName: session?.name ?? service?.name ?? null,
      ...fields,
      questionAnswers: answers,
      updatedAt: now,
    };
    const existingId = await findResponseToReplace(tx, {
      responder,
      id: input.id ?? null,
      target,
      intakeYear: values.intakeYear,
      slot: serviceAnswerSlot(values),
      now,
    });
    if (existingId !== null) {
      await tx.update(teacherResponses).set(values).where(eq(teacherResponses.id, existingId));
      return { id: existingId };
    }
    const [created] = await tx.insert(teacherResponses).values(values).returning({ id: teacherResponses.id });
    return { id: created!.id };
  });
}
