import { ROSTER_MAX_ROWS, ROSTER_ROLES } from '@waypoint/domain';
import { z } from 'zod';
import { fail } from '../../services/errors.ts';
import { importClassList } from '../../services/roster/import-class-list.ts';
import { listRoster } from '../../services/roster/list-roster.ts';
import { mayKeepClassListOf } from '../../services/roster/roster-access.ts';
import { schoolId } from '../../trpc/inputs.ts';
import { staffProcedure } from '../../trpc/procedures.ts';

const text = (max: number) => z.string().max(max);
const rosterRowInput = z.object({
  line: z.number().int().min(1).max(1_000_000).optional(),
  className: text(20).nullable(),
  classNo: z.number().int().min(0).max(999).nullable(),
  nameEn: text(200),
  nameZh: text(200).nullable(),
  phone: text(40).nullable(),
  email: text(254).nullable(),
});

/**
 * Issue 27 item 1: the rows of a class list as the person fixed them in the preview (skipped rows are not
 * sent), imported in one transaction. An admin, or the school's active career teacher or principal.
 */
export const importList = staffProcedure
  .input(
    z.object({
      schoolId,
      role: z.enum(ROSTER_ROLES),
      schoolYear: z.string().regex(/^[0-9]{4}\/[0-9]{2}$/),
      fileName: text(255).trim().min(1),
      rows: z.array(rosterRowInput).min(1).max(ROSTER_MAX_ROWS),
      skipped: z.number().int().min(0).max(ROSTER_MAX_ROWS).default(0),
    }),
  )
  .mutation(({ ctx, input }) => {
    if (!mayKeepClassListOf(ctx.user, input.schoolId)) fail('FORBIDDEN', 'errors.forbidden');
    return importClassList(ctx.deps.db, {
      ...input,
      importedBy: ctx.user.row.id,
      now: ctx.deps.now(),
    });
  });

/** The school's current list (and, on request, those who left), for the class-list page. */
export const list = staffProcedure
  .input(z.object({ schoolId, role: z.enum(ROSTER_ROLES), includeLeft: z.boolean().default(false) }))
  .query(({ ctx, input }) => {
    if (!mayKeepClassListOf(ctx.user, input.schoolId)) fail('FORBIDDEN', 'errors.forbidden');
    return listRoster(ctx.deps.db, input);
  });
