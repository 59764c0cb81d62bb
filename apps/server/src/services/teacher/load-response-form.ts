import { type DbOrTx, schema } from '@waypoint/db';
import { asc, eq, like } from 'drizzle-orm';
import { TEACHER_QUESTION_PREFIX } from './teacher-response-types.ts';

const { teacherResponseOptions, formQuestions, events, services } = schema;

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
          clientId: services.clientId,
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
