import { type DbOrTx, schema } from '@waypoint/db';
import { PREVIOUS_RESPONSES_SHOWN } from '@waypoint/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Responder, TeacherResponseRow } from './teacher-response-types.ts';

const { teacherResponses, users } = schema;

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
