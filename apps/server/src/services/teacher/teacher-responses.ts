import { type Db, type DbOrTx, schema } from '@waypoint/db';
import {
  assignedToFor,
  CLASS_STATUS_OPTION_IDS,
  currentIntakeYear,
  findPrefillResponse,
  isAllowedProposedDateTime,
  isAllowedResponseDate,
  isAnswerWellFormed,
  isResponseOptionVisible,
  PREVIOUS_RESPONSES_SHOWN,
  serviceAnswerSlot,
  splitAnswer,
} from '@waypoint/domain';
import { and, asc, desc, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import { fail } from '../../trpc/errors.ts';

/** The teacher form's questions share the form_questions table with tasks; their ids start so. */
const TEACHER_QUESTION_PREFIX = 'tr-q-';

const { teacherResponses, teacherResponseOptions, formQuestions, events, services, users } = schema;

export interface TeacherResponseRow {
  id: number;
  userId: string;
  userName: string | null;
  schoolId: string | null;
  optionId: string | null;
  response: string | null;
  type: string;
  role: string | null;
  assignedTo: string | null;
  intakeYear: number | null;
  targetClass: string | null;
  sessionId: string | null;
  serviceId: string | null;
  eventName: string | null;
  estNumOfStudents: number | null;
  preferredSessionDates: string[];
  preferredSessionTime: string | null;
  questionAnswers: { questionId: string; questionTitle: string; answer: string; optionId?: string | null }[];
  updatedAt: string;
}

/** Who answers and for which school: teachers for their own, clients for themselves, admins for any. */
export interface Responder {
  userId: string;
  schoolId: string | null;
  isAdmin: boolean;
  isClient: boolean;
  /** A university client's organisation: they answer only for its services (spec 1 §2.6). */
  clientId?: string | null | undefined;
  role: string;
}

const rowColumns = {
  id: teacherResponses.id,
  userId: teacherResponses.userId,
  userName: users.fullName,
  schoolId: teacherResponses.schoolId,
  optionId: teacherResponses.optionId,
  response: teacherResponses.response,
  type: teacherResponses.type,
  role: teacherResponses.role,
  assignedTo: teacherResponses.assignedTo,
  intakeYear: teacherResponses.intakeYear,
  targetClass: teacherResponses.targetClass,
  sessionId: teacherResponses.sessionId,
  serviceId: teacherResponses.serviceId,
  eventName: teacherResponses.eventName,
  estNumOfStudents: teacherResponses.estNumOfStudents,
  preferredSessionDates: teacherResponses.preferredSessionDates,
  preferredSessionTime: teacherResponses.preferredSessionTime,
  questionAnswers: teacherResponses.questionAnswers,
  updatedAt: teacherResponses.updatedAt,
};

/** The form: options (in order) and their questions. Filtering for the viewer happens in the domain rule. */
export async function loadResponseForm(db: DbOrTx) {
  const [options, questions] = await Promise.all([
    db.select().from(teacherResponseOptions).orderBy(asc(teacherResponseOptions.seq)),
    db
      .select({
        id: formQuestions.id,
        title: formQuestions.title,
        titleChi: formQuestions.titleChi,
        subtitle: formQuestions.subtitle,
        subtitleChi: formQuestions.subtitleChi,
        type: formQuestions.type,
        options: formQuestions.options,
        isRequired: formQuestions.isRequired,
        showInOptionIds: formQuestions.showInOptionIds,
        relatedTeacherResponseField: formQuestions.relatedTeacherResponseField,
      })
      .from(formQuestions)
      .where(like(formQuestions.id, `${TEACHER_QUESTION_PREFIX}%`))
      .orderBy(asc(formQuestions.seq)),
  ]);
  return { options, questions };
}

/**
 * The responses a viewer may see for a service or session: a school's (teachers of that school, admins)
 * or a client's own. Without a service or session: the viewer's latest 10 ('My previous responses').
 */
export async function listTeacherResponses(
  db: DbOrTx,
  o: { viewer: Responder; serviceId?: string | null; sessionId?: string | null },
): Promise<TeacherResponseRow[]> {
  const where: SQL[] = [];
  if (!o.serviceId && !o.sessionId) {
    where.push(eq(teacherResponses.userId, o.viewer.userId));
  } else {
    if (o.sessionId) where.push(eq(teacherResponses.sessionId, o.sessionId));
    if (o.serviceId) where.push(eq(teacherResponses.serviceId, o.serviceId));
    if (o.viewer.schoolId) where.push(eq(teacherResponses.schoolId, o.viewer.schoolId));
    else if (!o.viewer.isAdmin) where.push(eq(teacherResponses.userId, o.viewer.userId));
  }
  const rows = await db
    .select(rowColumns)
    .from(teacherResponses)
    .leftJoin(users, eq(users.id, teacherResponses.userId))
    .where(and(...where))
    .orderBy(desc(teacherResponses.updatedAt), desc(teacherResponses.id))
    .limit(!o.serviceId && !o.sessionId ? PREVIOUS_RESPONSES_SHOWN : 500);
  return rows.map((r) => ({
    ...r,
    preferredSessionDates: (r.preferredSessionDates ?? []).map((d) => d.toISOString()),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export interface UpsertTeacherResponseInput {
  id?: number | undefined;
  optionId: string;
  sessionId?: string | null | undefined;
  serviceId?: string | null | undefined;
  targetClass?: string | null | undefined;
  questionAnswers: { questionId: string; answer: string }[];
}

const MAX_PROPOSED_DATES = 5;

/** Date-time answers are Hong Kong wall-clock time ('YYYY-MM-DDTHH:MM', QuestionField) unless they carry an offset. */
function hkDateTime(value: string): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/i.test(value)) return new Date(value);
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return m ? new Date(`${m[1]}T${m[2]}${m[3] ?? ':00'}+08:00`) : new Date(Number.NaN);
}

/** Spec teacher-upsertTeacherResponse: returns the row's id. Every rule is checked again here. */
export async function upsertTeacherResponse(
  db: Db,
  o: { responder: Responder; input: UpsertTeacherResponseInput; now: Date },
): Promise<{ id: number }> {
  const { responder, input, now } = o;
  return db.transaction(async (tx) => {
    const [option] = await tx
      .select()
      .from(teacherResponseOptions)
      .where(eq(teacherResponseOptions.id, input.optionId));
    if (!option) fail('BAD_REQUEST', 'teacherEvents.errors.optionNotFound');

    let session: typeof events.$inferSelect | undefined;
    if (input.sessionId) {
      [session] = await tx.select().from(events).where(eq(events.id, input.sessionId));
      if (!session) fail('NOT_FOUND', 'teacherEvents.errors.sessionNotFound');
      // A session run for one school is that school's; teachers of others may not answer for it.
      if (!responder.isAdmin && session.clientSchoolId && session.clientSchoolId !== responder.schoolId)
        fail('FORBIDDEN', 'teacherEvents.errors.notYourSchoolSession');
    }
    const serviceId = input.serviceId ?? session?.serviceId ?? null;
    let service: typeof services.$inferSelect | undefined;
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

    const questionIds = [...new Set(input.questionAnswers.map((a) => a.questionId))];
    if (questionIds.length !== input.questionAnswers.length)
      fail('BAD_REQUEST', 'teacherEvents.errors.duplicateAnswer');
    const questions = questionIds.length
      ? await tx.select().from(formQuestions).where(inArray(formQuestions.id, questionIds))
      : [];
    const byId = new Map(questions.map((q) => [q.id, q]));
    const fields: {
      preferredSessionDates: Date[] | null;
      preferredSessionTime: string | null;
      estNumOfStudents: number | null;
    } = { preferredSessionDates: null, preferredSessionTime: null, estNumOfStudents: null };
    const answers = input.questionAnswers.map((a) => {
      const q = byId.get(a.questionId);
      if (!q) fail('BAD_REQUEST', 'teacherEvents.errors.questionNotFound');
      if (q.showInOptionIds.length > 0 && !q.showInOptionIds.includes(option.id))
        fail('BAD_REQUEST', 'teacherEvents.errors.questionNotFound');
      const answer = a.answer.trim();
      const values = q.type === 'datetime' ? splitAnswer(answer) : [answer];
      if (!values.every((v) => isAnswerWellFormed(q, v)))
        fail('BAD_REQUEST', 'teacherEvents.errors.invalidAnswer', { vars: { question: q.title } });
      if (q.type === 'datetime') {
        const dates = values.map(hkDateTime);
        if (dates.length > MAX_PROPOSED_DATES) fail('BAD_REQUEST', 'teacherEvents.errors.tooManyDates');
        if (!dates.every((d) => isAllowedProposedDateTime(d, now)))
          fail('BAD_REQUEST', 'teacherEvents.errors.proposedDateOutOfRange');
        if (q.relatedTeacherResponseField === 'preferredSessionDates') fields.preferredSessionDates = dates;
      }
      if (q.type === 'date' && answer && !isAllowedResponseDate(new Date(`${answer}T23:59:59+08:00`), now))
        fail('BAD_REQUEST', 'teacherEvents.errors.dateInPast');
      if (q.relatedTeacherResponseField === 'estNumOfStudents' && answer) {
        const n = Number(answer);
        if (!Number.isInteger(n) || n < 0 || n > 100_000)
          fail('BAD_REQUEST', 'teacherEvents.errors.invalidAnswer', { vars: { question: q.title } });
        fields.estNumOfStudents = n;
      }
      if (q.relatedTeacherResponseField === 'preferredSessionTime')
        fields.preferredSessionTime = answer || null;
      if (q.isRequired && answer === '')
        fail('BAD_REQUEST', 'teacherEvents.errors.answerRequired', { vars: { question: q.title } });
      return { questionId: q.id, questionTitle: q.title, answer, optionId: option.id };
    });
    // Required questions of the chosen option must be there even when the client left them out.
    const requiredOfOption = (
      await tx
        .select({ id: formQuestions.id, title: formQuestions.title, show: formQuestions.showInOptionIds })
        .from(formQuestions)
        .where(eq(formQuestions.isRequired, true))
    ).filter((q) => q.id.startsWith(TEACHER_QUESTION_PREFIX) && q.show.includes(option.id));
    for (const q of requiredOfOption) {
      if (!answers.some((a) => a.questionId === q.id && a.answer !== ''))
        fail('BAD_REQUEST', 'teacherEvents.errors.answerRequired', { vars: { question: q.title } });
    }

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

    // The row to change: the one named, else this school's status of the same class (one per class).
    let existingId = input.id ?? null;
    if (existingId !== null) {
      const [row] = await tx
        .select({
          id: teacherResponses.id,
          userId: teacherResponses.userId,
          schoolId: teacherResponses.schoolId,
        })
        .from(teacherResponses)
        .where(eq(teacherResponses.id, existingId));
      const mine =
        row &&
        (responder.isAdmin ||
          row.userId === responder.userId ||
          (responder.schoolId !== null && row.schoolId === responder.schoolId));
      if (!mine) fail('NOT_FOUND', 'teacherEvents.errors.responseNotFound');
    } else if (targetClass !== null && responder.schoolId !== null) {
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
      existingId = row?.id ?? null;
    } else if (!session && targetClass === null && service) {
      existingId = await matchingServiceAnswer(tx, {
        responder,
        serviceId: service.id,
        intakeYear: values.intakeYear,
        slot: serviceAnswerSlot(values),
        now,
      });
    }
    if (existingId !== null) {
      await tx.update(teacherResponses).set(values).where(eq(teacherResponses.id, existingId));
      return { id: existingId };
    }
    const [created] = await tx.insert(teacherResponses).values(values).returning({ id: teacherResponses.id });
    return { id: created!.id };
  });
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

/** A session a teacher of `schoolId` may see: open to every school, or run for theirs. */
export function sessionVisibleTo(schoolId: string | null) {
  return schoolId === null
    ? isNull(events.clientSchoolId)
    : or(isNull(events.clientSchoolId), eq(events.clientSchoolId, schoolId));
}

/** What the form needs beside the options: the service's rules and the session's nomination count. */
export async function loadResponseContext(
  db: DbOrTx,
  o: { serviceId?: string | null | undefined; sessionId?: string | null | undefined },
) {
  let serviceId = o.serviceId ?? null;
  let nominationsCount: number | null = null;
  if (o.sessionId) {
    const [session] = await db
      .select({ serviceId: events.serviceId, nominationsCount: events.nominationsCount })
      .from(events)
      .where(eq(events.id, o.sessionId));
    serviceId ??= session?.serviceId ?? null;
    nominationsCount = session?.nominationsCount ?? null;
  }
  const [service] = serviceId
    ? await db
        .select({
          id: services.id,
          isAllowProposeDates: services.isAllowProposeDates,
          currIntakeYear: services.currIntakeYear,
          nominationDeadline: services.nominationDeadline,
        })
        .from(services)
        .where(eq(services.id, serviceId))
    : [];
  return {
    service: service
      ? { ...service, nominationDeadline: service.nominationDeadline?.toISOString() ?? null }
      : null,
    nominationsCount,
  };
}
