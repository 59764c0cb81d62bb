import { schema } from '@waypoint/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n/translate.ts';
import { recordStaffAccess } from '../services/privacy/staff-access.ts';
import { isStaffOfSchool } from '../services/teacher/school-access.ts';
import { createContext } from '../trpc/context.ts';
import { schoolId as schoolIdFormat } from '../trpc/inputs.ts';
import { classNumber, EXPORT_FORMATS, type ExportColumn, sendTable } from './table-export.ts';

const { events, eventResponses, users } = schema;
const nominators = sql`nominator`;

interface SessionRow {
  name: string | null;
  chineseName: string | null;
  class: string | null;
  studentNumber: string | null;
  phone: string | null;
  response: string;
  confirmed: boolean;
  attended: boolean;
  nominatedBy: string | null;
  rollCallTime: Date | null;
  updatedAt: Date;
}

function columns(yes: string): ExportColumn<SessionRow>[] {
  const col = (key: string, value: ExportColumn<SessionRow>['value'], width = 14) => ({
    header: `teacherEvents.csv.${key}`,
    value,
    width,
  });
  return [
    col('name', (r) => r.name, 24),
    col('chineseName', (r) => r.chineseName),
    col('class', (r) => r.class, 10),
    col('studentNumber', (r) => classNumber(r.studentNumber), 10),
    col('phone', (r) => r.phone),
    col('response', (r) => r.response),
    col('confirmed', (r) => (r.confirmed ? yes : '')),
    col('attended', (r) => (r.attended ? yes : '')),
    col('nominatedBy', (r) => r.nominatedBy, 20),
    col('rollCallTime', (r) => r.rollCallTime, 18),
    col('updatedAt', (r) => r.updatedAt, 18),
  ];
}

/**
 * GET /api/events/:id/school.csv and .xlsx — one school's people in a session: applicants, nominations,
 * attendance, the same columns in both. Teachers of the school get their own school; admins name one
 * with ?schoolId=.
 */
export function registerSessionCsv(app: FastifyInstance, deps: AppDeps): void {
  for (const format of EXPORT_FORMATS)
    app.get<{ Params: { id: string }; Querystring: { schoolId?: string } }>(
      `/api/events/:id/school.${format}`,
      async (req, reply) => {
        const ctx = await createContext(deps, req, reply);
        if (!ctx.user) return reply.code(401).send({ message: translate(ctx.lang, 'errors.unauthorized') });
        if (!ctx.user.isAdmin && !ctx.user.isActiveTeacher)
          return reply.code(403).send({ message: translate(ctx.lang, 'errors.forbidden') });
        const schoolId = ctx.user.isAdmin
          ? (req.query.schoolId ?? null)
          : (ctx.user.teacher?.schoolId ?? null);
        // The id goes into the file name header: a non-Latin or CR/LF one would make Node refuse it (a 500).
        if (!schoolId || !schoolIdFormat.safeParse(schoolId).success)
          return reply.code(400).send({ message: translate(ctx.lang, 'errors.schoolRequired') });
        if (!isStaffOfSchool(ctx.user, schoolId))
          return reply.code(403).send({ message: translate(ctx.lang, 'errors.notStaffOfSchool') });
        // Only a real UUID is looked up: PostgreSQL refuses anything else with an error (a 500).
        if (!z.uuid().safeParse(req.params.id).success)
          return reply
            .code(404)
            .send({ message: translate(ctx.lang, 'teacherEvents.errors.sessionNotFound') });
        const [event] = await deps.db
          .select({ id: events.id, name: events.name, clientSchoolId: events.clientSchoolId })
          .from(events)
          .where(eq(events.id, req.params.id));
        if (!event || (event.clientSchoolId && event.clientSchoolId !== schoolId && !ctx.user.isAdmin))
          return reply
            .code(404)
            .send({ message: translate(ctx.lang, 'teacherEvents.errors.sessionNotFound') });

        const rows = await deps.db
          .select({
            userId: users.id,
            name: users.fullName,
            chineseName: users.chineseName,
            class: users.class,
            studentNumber: users.studentNumber,
            phone: users.phone,
            response: eventResponses.response,
            confirmed: eventResponses.confirmed,
            attended: eventResponses.attended,
            nominatedBy: sql<string | null>`(select ${nominators}.full_name from users ${nominators}
            where ${nominators}.id = ${eventResponses.nominatedBy})`,
            rollCallTime: eventResponses.rollCallTime,
            updatedAt: eventResponses.updatedAt,
          })
          .from(eventResponses)
          .innerJoin(users, eq(users.id, eventResponses.userId))
          .where(
            and(
              eq(eventResponses.eventId, event.id),
              eq(users.schoolId, schoolId),
              ne(eventResponses.response, ''),
            ),
          )
          .orderBy(sql`${users.class} nulls last`, asc(users.studentNumber), asc(users.fullName));

        // The file carries each student's name, class and phone away: a profile export (docs/privacy.md).
        await recordStaffAccess(
          deps.db,
          ctx.user,
          { area: 'profile', action: 'export', studentIds: rows.map((r) => r.userId) },
          deps.now(),
        );
        return sendTable(reply, {
          format,
          filename: `${event.name}-${schoolId}`,
          sheet: event.name,
          columns: columns(translate(ctx.lang, 'teacherEvents.csv.yes')),
          rows,
          lang: ctx.lang,
        });
      },
    );
}
