import { canManageSafeguarding, isPrincipal } from '@waypoint/domain';
import { z } from 'zod';
import { loadDataRequestContact, saveDataRequestContact } from '../services/schools/data-request-contact.ts';
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
import { adminProcedure, publicProcedure, signedInProcedure } from '../trpc/procedures.ts';

const isEmail = (v: string | null) => v === null || z.email().safeParse(v).success;

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

  /** Issue 23: the school's own contact for data requests, shown on /privacy; only an admin reads and sets it. */
  getDataRequestContact: adminProcedure
    .input(z.object({ schoolId: schoolIdInput }))
    .query(({ ctx, input }) => loadDataRequestContact(ctx.deps.db, input.schoolId)),

  updateDataRequestContact: adminProcedure
    .input(
      z.object({
        schoolId: schoolIdInput,
        contactName: optionalText(100),
        contactEmail: optionalText(254).refine(isEmail, 'errors.invalidContactEmail'),
        contactPhone: optionalText(30),
      }),
    )
    .mutation(({ ctx, input }) =>
      saveDataRequestContact(ctx.deps.db, {
        schoolId: input.schoolId,
        contact: { name: input.contactName, email: input.contactEmail, phone: input.contactPhone },
      }),
    ),

  /** The contact of the caller's own school, for the /privacy page; none for a person without a school. */
  getMyDataRequestContact: signedInProcedure.query(({ ctx }) =>
    loadDataRequestContact(ctx.deps.db, ctx.user.row.schoolId),
  ),
});

function refuseUnlessSafeguardingManager(user: SessionUser, schoolId: string): void {
  const actor = {
    isAdmin: user.isAdmin,
    activeTeacherSchoolId: user.isActiveTeacher ? (user.teacher?.schoolId ?? null) : null,
    schoolRoles: user.teacher?.schoolRoles ?? [],
  };
  if (!canManageSafeguarding(actor, schoolId)) fail('FORBIDDEN', 'errors.forbidden');
}
