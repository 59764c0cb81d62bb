import { canManageSafeguarding, isPrincipal } from '@waypoint/domain';
import { z } from 'zod';
import { listSchools } from '../services/schools/list-schools.ts';
import { loadSchool } from '../services/schools/load-school.ts';
import {
  loadSafeguardingSetting,
  saveSafeguardingSetting,
} from '../services/schools/safeguarding-setting.ts';
import { updateSchool } from '../services/schools/update-school.ts';
import type { SessionUser } from '../services/session-user.ts';
import { fail } from '../trpc/errors.ts';
import { router } from '../trpc/init.ts';
import { optionalText, schoolId as schoolIdInput } from '../trpc/inputs.ts';
import { publicProcedure, signedInProcedure } from '../trpc/procedures.ts';

export const schoolsRouter = router({
  /** The school selector: hidden ids only with show-all (admins), 50 a page, search on every name. */
  getSchools: publicProcedure
    .input(
      z.object({
        search: z.string().max(100).optional(),
        showAll: z.boolean().optional(),
        cursor: z.number().int().min(0).optional(),
      }),
    )
    .query(({ ctx, input }) =>
      listSchools(ctx.deps.db, {
        search: input.search,
        includeHidden: !!(input.showAll && ctx.user?.isAdmin),
        offset: input.cursor ?? 0,
      }),
    ),

  getSchoolById: publicProcedure
    .input(z.object({ schoolId: z.string().max(64) }))
    .query(({ ctx, input }) => loadSchool(ctx.deps.db, input.schoolId)),

  /** Admins, or the principal of that school. */
  updateSchool: signedInProcedure
    .input(
      z.object({
        schoolId: z.string().max(64),
        data: z.object({
          name: z.string().trim().min(1).max(120).optional(),
          nameChi: optionalText(120),
          nameShort: optionalText(40),
          district: optionalText(60),
          band: optionalText(10),
          showPredictedScoresToStudents: z.boolean().optional(),
          achievejupasNeedParentConsent: z.boolean().optional(),
        }),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const u = ctx.user;
      const principalHere =
        u.isActiveTeacher &&
        u.teacher?.schoolId === input.schoolId &&
        isPrincipal(u.teacher?.schoolRoles ?? []);
      if (!u.isAdmin && !principalHere) fail('FORBIDDEN', 'errors.forbidden');
      const { showPredictedScoresToStudents, achievejupasNeedParentConsent, ...fields } = input.data;
      await updateSchool(ctx.deps.db, {
        schoolId: input.schoolId,
        fields,
        settings: { showPredictedScoresToStudents, achievejupasNeedParentConsent },
      });
      return { ok: true as const };
    }),

  /** Issue 22: the safeguarding setting and the staff it alerts; admins, or the principal of that school. */
  getSafeguardingSetting: signedInProcedure
    .input(z.object({ schoolId: schoolIdInput }))
    .query(({ ctx, input }) => {
      refuseUnlessSafeguardingManager(ctx.user, input.schoolId);
      return loadSafeguardingSetting(ctx.deps.db, input.schoolId);
    }),

  updateSafeguardingSetting: signedInProcedure
    .input(
      z.object({
        schoolId: schoolIdInput,
        safeguardingEnabled: z.boolean(),
        // The domain's limit (10) answers with its own sentence; this bound only keeps the input small.
        staffIds: z.array(z.uuid()).max(100),
      }),
    )
    .mutation(({ ctx, input }) => {
      refuseUnlessSafeguardingManager(ctx.user, input.schoolId);
      return saveSafeguardingSetting(ctx.deps.db, {
        schoolId: input.schoolId,
        enabled: input.safeguardingEnabled,
        staffIds: input.staffIds,
      });
    }),
});

function refuseUnlessSafeguardingManager(user: SessionUser, schoolId: string): void {
  const actor = {
    isAdmin: user.isAdmin,
    activeTeacherSchoolId: user.isActiveTeacher ? (user.teacher?.schoolId ?? null) : null,
    schoolRoles: user.teacher?.schoolRoles ?? [],
  };
  if (!canManageSafeguarding(actor, schoolId)) fail('FORBIDDEN', 'errors.forbidden');
}
