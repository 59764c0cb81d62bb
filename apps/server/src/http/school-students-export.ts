import { currentIntakeYear } from '@waypoint/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n/translate.ts';
import { recordStaffAccess } from '../services/privacy/staff-access.ts';
import { type ExportedStudent, exportSchoolStudents } from '../services/teacher/export-school-students.ts';
import { isStaffOfSchool } from '../services/teacher/school-access.ts';
import { createContext } from '../trpc/context.ts';
import { schoolId as schoolIdFormat } from '../trpc/inputs.ts';
import { classNumber, EXPORT_FORMATS, type ExportColumn, sendTable } from './table-export.ts';

const VERIFICATION: Record<string, string> = { Yes: 'verified', No: 'notOurStudent' };

function columns(word: (key: string) => string): ExportColumn<ExportedStudent>[] {
  const col = (key: string, value: ExportColumn<ExportedStudent>['value'], width = 14) => ({
    header: `schoolExport.students.${key}`,
    value,
    width,
  });
  const list = (items: string[]) => items.join('; ');
  return [
    col('class', (r) => r.class, 8),
    col('studentNumber', (r) => classNumber(r.studentNumber), 8),
    col('name', (r) => r.fullName, 24),
    col('chineseName', (r) => r.chineseName, 12),
    col('yearDSE', (r) => r.yearDSE, 8),
    col('verification', (r) => word(VERIFICATION[r.verificationResult ?? ''] ?? 'unverified'), 12),
    col('choiceCount', (r) => r.choiceCount, 8),
    col('choices', (r) => list(r.choices), 60),
    col('nominationCount', (r) => r.nominations.length, 8),
    col('nominations', (r) => list(r.nominations), 40),
    col('attendedCount', (r) => r.attended.length, 8),
    col('attended', (r) => list(r.attended), 40),
    col('lastAttendedAt', (r) => r.lastAttendedAt, 18),
  ];
}

/**
 * GET /api/schools/:schoolId/students.csv and .xlsx — the school's students with their verification, JUPAS
 * choices, nominations and attendance (issue 27 item 4). An active teacher of that school or an admin.
 */
export function registerSchoolStudentsExport(app: FastifyInstance, deps: AppDeps): void {
  for (const format of EXPORT_FORMATS)
    app.get<{ Params: { schoolId: string } }>(
      `/api/schools/:schoolId/students.${format}`,
      async (req, reply) => {
        const ctx = await createContext(deps, req, reply);
        if (!ctx.user) return reply.code(401).send({ message: translate(ctx.lang, 'errors.unauthorized') });
        if (!ctx.user.isAdmin && !ctx.user.isActiveTeacher)
          return reply.code(403).send({ message: translate(ctx.lang, 'errors.forbidden') });
        const { schoolId } = req.params;
        // The id goes into the file name header: a non-Latin or CR/LF one would make Node refuse it (a 500).
        if (!schoolIdFormat.safeParse(schoolId).success)
          return reply.code(400).send({ message: translate(ctx.lang, 'errors.schoolRequired') });
        if (!isStaffOfSchool(ctx.user, schoolId))
          return reply.code(403).send({ message: translate(ctx.lang, 'errors.notStaffOfSchool') });
        const rows = await exportSchoolStudents(deps.db, {
          schoolId,
          minYearDSE: currentIntakeYear(deps.now()),
          chinese: ctx.lang === 'zh-HK',
        });
        // The file carries every student's name, class and choices away: a profile export (docs/privacy.md).
        await recordStaffAccess(
          deps.db,
          ctx.user,
          { area: 'profile', action: 'export', studentIds: rows.map((r) => r.id) },
          deps.now(),
        );
        return sendTable(reply, {
          format,
          filename: `students-${schoolId}`,
          sheet: translate(ctx.lang, 'schoolExport.students.sheet'),
          columns: columns((key) => translate(ctx.lang, `schoolExport.students.states.${key}`)),
          rows,
          lang: ctx.lang,
        });
      },
    );
}
