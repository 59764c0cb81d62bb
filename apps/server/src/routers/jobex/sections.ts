import { deleteSection, reorderSections, upsertSection } from '../../services/jobex/sections.ts';
import { universityStudentProcedure } from './access.ts';
import { deleteSectionInput, updateSectionsInput, upsertSectionInput } from './inputs.ts';

/** jobEX-upsertUserSection: adds a CV section of one of the 12 kinds, or renames the caller's heading of it. */
export const upsertUserSection = universityStudentProcedure
  .input(upsertSectionInput)
  .mutation(async ({ ctx, input }) => ({
    id: await upsertSection(ctx.deps.db, { userId: ctx.user.row.id, ...input.section }),
  }));

/** jobEX-updateUserSections: the caller's sections in their new order (every one of them, once). */
export const updateUserSections = universityStudentProcedure
  .input(updateSectionsInput)
  .mutation(async ({ ctx, input }) => {
    await reorderSections(ctx.deps.db, {
      userId: ctx.user.row.id,
      sectionIds: input.sections.map((s) => s.id),
    });
    return { updated: true };
  });

/** jobEX-deleteUserSection: the section with its credentials. */
export const deleteUserSection = universityStudentProcedure
  .input(deleteSectionInput)
  .mutation(async ({ ctx, input }) => {
    await deleteSection(ctx.deps.db, { userId: ctx.user.row.id, sectionId: input.sectionId });
    return { deleted: true };
  });
