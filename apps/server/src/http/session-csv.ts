import { schema } from '@waypoint/db';
import { formatHkDateTime } from '@waypoint/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n/translate.ts';
import { recordStaffAccess } from '../services/privacy/staff-access.ts';
import { isStaffOfSchool } from '../services/teacher/school-access.ts';
import { createContext } from '../trpc/context.ts';
import { schoolId as schoolIdFormat } from '../trpc/inputs.ts';

const { events, eventResponses, users } = schema;
const nominators = sql`nominator`;

const COLUMNS = [
  'name',
  'chineseName',
  'class',
  'studentNumber',
  'phone',
  'response',
  'confirmed',
  'attended',
  'nominatedBy',
  'rollCallTime',
  'updatedAt',
] as const;

/** A spreadsheet cell: quoted, and never read as a formula (=, +, -, @ start one in Excel). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * GET /api/events/:id/school.csv — one school's people in a session: applicants, nominations,
 * attendance. Teachers of the school get their own school; admins name one with ?schoolId=.
 */
export function registerSessionCsv(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string }; Querystring: { schoolId?: string } }>(
    '/api/events/:id/school.csv',
    async (req, reply) => {
      const ctx = await createContext(deps, req, reply);
      if (!ctx.user) return reply.code(401).send({ message: translate(ctx.lang, 'errors.unauthorized') });
      if (!ctx.user.isAdmin && !ctx.user.isActiveTeacher)
        return reply.code(403).send({ message: translate(ctx.lang, 'errors.forbidden') });
      const schoolId = ctx.user.isAdmin ? (req.query.schoolId ?? null) : (ctx.user.teacher?.schoolId ?? null);
      // The id goes into the file name header: a non-Latin or CR/LF one would make Node refuse it (a 500).
      if (!schoolId || !schoolIdFormat.safeParse(schoolId).success)
        return reply.code(400).send({ message: translate(ctx.lang, 'errors.schoolRequired') });
      if (!isStaffOfSchool(ctx.user, schoolId))
        return reply.code(403).send({ message: translate(ctx.lang, 'errors.notStaffOfSchool') });
      // Only a real UUID is looked up: PostgreSQL refuses anything else with an error (a 500).
      if (!z.uuid().safeParse(req.params.id).success)
        return reply.code(404).send({ message: translate(ctx.lang, 'teacherEvents.errors.sessionNotFound') });
      const [event] = await deps.db
        .select({ id: events.id, name: events.name, clientSchoolId: events.clientSchoolId })
        .from(events)
        .where(eq(events.id, req.params.id));
      if (!event || (event.clientSchoolId && event.clientSchoolId !== schoolId && !ctx.user.isAdmin))
        return reply.code(404).send({ message: translate(ctx.lang, 'teacherEvents.errors.sessionNotFound') });

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
      const yes = translate(ctx.lang, 'teacherEvents.csv.yes');
      const header = COLUMNS.map((c) => csvCell(translate(ctx.lang, `teacherEvents.csv.${c}`))).join(',');
      const lines = rows.map((r) =>
        [
          r.name,
          r.chineseName,
          r.class,
          r.studentNumber,
          r.phone,
          r.response,
          r.confirmed ? yes : '',
          r.attended ? yes : '',
          r.nominatedBy,
          r.rollCallTime ? formatHkDateTime(r.rollCallTime, ctx.lang) : '',
          formatHkDateTime(r.updatedAt, ctx.lang),
        ]
          .map(csvCell)
          .join(','),
      );
      const filename = `${event.name.replace(/[^\w\- ]+/g, '').trim() || 'session'}-${schoolId}.csv`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // The byte-order mark makes Excel read the Chinese names as UTF-8.
          .send(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`)
      );
    },
  );
}
