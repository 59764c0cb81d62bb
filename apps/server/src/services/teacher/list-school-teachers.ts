import { type DbOrTx, schema } from '@waypoint/db';
import { eventBadgesOf, TEACHER_EVENT_GROUP } from '@waypoint/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SchoolTeacher } from './shapes.ts';

const { users, teachers, events, eventResponses } = schema;

/**
 * The teachers of one school, by name. `includeAdmins` is for admin callers only: everyone else never
 * sees admin users (spec 2 §5), whether flagged or given the admin role.
 */
export async function listSchoolTeachers(
  db: DbOrTx,
  { schoolId, includeAdmins }: { schoolId: string; includeAdmins: boolean },
): Promise<SchoolTeacher[]> {
  const conditions: SQL[] = [eq(teachers.schoolId, schoolId)];
  if (!includeAdmins)
    conditions.push(sql`not ${users.isAdmin} and not (${users.roles} ~ '(^|[\\s,])admin([\\s,]|$)')`);
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      preferredName: users.preferredName,
      chineseName: users.chineseName,
      phone: users.phone,
      email: users.email,
      isAdmin: users.isAdmin,
      schoolId: teachers.schoolId,
      employmentStatus: teachers.employmentStatus,
      schoolRoles: teachers.schoolRoles,
      classRoles: teachers.classRoles,
    })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(...conditions))
    .orderBy(asc(users.fullName), asc(users.id));
  const badges = await teacherEventBadges(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({ ...row, events: badges.get(row.userId) ?? [] })) as SchoolTeacher[];
}

/** Issue 24: after nominating a colleague, the list shows it (Nominated / Applied / Attended / No). */
async function teacherEventBadges(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, SchoolTeacher['events']>> {
  const byUser = new Map<string, SchoolTeacher['events']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: eventResponses.userId,
      eventId: events.id,
      name: events.name,
      nameChi: events.nameChi,
      startTime: events.startTime,
      response: eventResponses.response,
      nominatedBy: eventResponses.nominatedBy,
    })
    .from(eventResponses)
    .innerJoin(events, eq(events.id, eventResponses.eventId))
    .where(and(inArray(eventResponses.userId, userIds), eq(events.group, TEACHER_EVENT_GROUP)))
    .orderBy(desc(events.startTime), asc(events.id));
  for (const row of rows) {
    const badges = eventBadgesOf(row);
    if (badges.length === 0) continue;
    const list = byUser.get(row.userId) ?? [];
    list.push({
      eventId: row.eventId,
      name: row.name,
      nameChi: row.nameChi,
      startTime: row.startTime.toISOString(),
      badges,
    });
    byUser.set(row.userId, list);
  }
  return byUser;
}
