import { schema } from '@waypoint/db';
import { canManageSafeguarding, HIDDEN_SCHOOL_IDS, isPrincipal, SCHOOL_LIST_PAGE } from '@waypoint/domain';
import { and, asc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  loadSafeguardingSetting,
  saveSafeguardingSetting,
} from '../services/schools/safeguarding-setting.ts';
import type { SessionUser } from '../services/session-user.ts';
import { fail } from '../trpc/errors.ts';
import { router } from '../trpc/init.ts';
import { optionalText, schoolId as schoolIdInput } from '../trpc/inputs.ts';
import { publicProcedure, signedInProcedure } from '../trpc/procedures.ts';

const { schools, schoolSettings } = schema;

const schoolColumns = {
  id: schools.id,
  name: schools.name,
  nameChi: schools.nameChi,
  nameShort: schools.nameShort,
  district: schools.district,
  band: schools.band,
};

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
    .query(async ({ ctx, input }) => {
      const conditions: SQL[] = [];
      if (!(input.showAll && ctx.user?.isAdmin))
        conditions.push(notInArray(schools.id, [...HIDDEN_SCHOOL_IDS]));
      const term = input.search?.trim();
      if (term) {
        const like = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(ilike(schools.name, like), ilike(schools.nameChi, like), ilike(schools.nameShort, like))!,
        );
      }
      const offset = input.cursor ?? 0;
      const rows = await ctx.deps.db
        .select(schoolColumns)
        .from(schools)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(schools.name))
        .limit(SCHOOL_LIST_PAGE + 1)
        .offset(offset);
      const hasMore = rows.length > SCHOOL_LIST_PAGE;
      return {
        items: rows.slice(0, SCHOOL_LIST_PAGE),
        nextCursor: hasMore ? offset + SCHOOL_LIST_PAGE : null,
      };
    }),

  getSchoolById: publicProcedure
    .input(z.object({ schoolId: z.string().max(64) }))
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.deps.db
        .select(schoolColumns)
        .from(schools)
        .where(eq(schools.id, input.schoolId));
      if (!row) fail('NOT_FOUND', 'errors.notFound');
      return row;
    }),

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
      await ctx.deps.db.transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: schools.id })
          .from(schools)
          .where(eq(schools.id, input.schoolId));
        if (!exists) fail('NOT_FOUND', 'errors.notFound');
        const schoolPatch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        if (Object.keys(schoolPatch).length)
          await tx.update(schools).set(schoolPatch).where(eq(schools.id, input.schoolId));
        const settingsPatch = Object.fromEntries(
          Object.entries({ showPredictedScoresToStudents, achievejupasNeedParentConsent }).filter(
            ([, v]) => v !== undefined,
          ),
        );
        if (Object.keys(settingsPatch).length) {
          await tx
            .insert(schoolSettings)
            .values({ schoolId: input.schoolId, ...settingsPatch })
            .onConflictDoUpdate({ target: schoolSettings.schoolId, set: settingsPatch });
        }
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
