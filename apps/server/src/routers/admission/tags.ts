import { z } from 'zod';
import { listTags } from '../../services/admission/list-tags.ts';
import { requireManageStudent } from '../../services/admission/plan-access.ts';
import { addStudentToTag, removeStudentFromTag } from '../../services/admission/tag-student.ts';
import {
  deleteTeacherDefinedTag as deleteTag,
  upsertTeacherDefinedTag as upsertTag,
} from '../../services/admission/upsert-teacher-tag.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import {
  addStudentToTagInput,
  getTagsInput,
  tagIdInput,
  tagRow,
  tagStudentInput,
  upsertTagInput,
} from './shapes.ts';

// Teachers' tags on students (spec 2 §2 tag chip strip). Default tags are shared by every school and
// cannot be renamed or deleted; a teacher-defined tag belongs to the teacher's school.

/** The tags a teacher can use: the defaults and their school's. Admins: a school's, or every tag. */
export const getTags = staffProcedure
  .input(getTagsInput)
  .output(z.array(tagRow))
  .query(async ({ ctx, input }) => {
    if (ctx.user.isAdmin) {
      return listTags(ctx.deps.db, { schoolId: input?.schoolId ?? null, allSchools: !input?.schoolId });
    }
    const own = ctx.user.teacher?.schoolId ?? null;
    if (input?.schoolId && input.schoolId !== own) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    return listTags(ctx.deps.db, { schoolId: own });
  });

/** Spec upsertTeacherDefinedTag: create (or rename, with tagId) a school tag and add students to it. */
export const upsertTeacherDefinedTag = staffProcedure
  .input(upsertTagInput)
  .output(z.object({ tag: tagRow, userIds: z.array(z.string()) }))
  .mutation(({ ctx, input }) =>
    upsertTag(ctx.deps.db, {
      actor: ctx.user,
      tagId: input.tagId,
      tagName: input.tagName,
      userIds: input.userIds,
      schoolId: input.schoolId,
      now: ctx.deps.now(),
    }),
  );

/** Spec deleteTeacherDefinedTag: a school's own tag, from every student who has it. */
export const deleteTeacherDefinedTag = staffProcedure
  .input(z.object({ tagId: tagIdInput }))
  .output(z.object({ tagId: z.number().int() }))
  .mutation(async ({ ctx, input }) => {
    await deleteTag(ctx.deps.db, { actor: ctx.user, tagId: input.tagId });
    return { tagId: input.tagId };
  });

/** Spec addStudentToTeacherDefinedTag: by tag id, or by name (found or created for the student's school). */
export const addStudentToTeacherDefinedTag = staffProcedure
  .input(addStudentToTagInput)
  .output(z.object({ tag: tagRow, tags: z.array(tagRow) }))
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireManageStudent(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    return addStudentToTag(ctx.deps.db, {
      student: target,
      tagId: input.tagId,
      tagName: input.tagName,
      actorId: ctx.user.row.id,
    });
  });

/** Spec removeStudentFromTeacherDefinedTag. */
export const removeStudentFromTeacherDefinedTag = staffProcedure
  .input(tagStudentInput)
  .output(z.object({ tags: z.array(tagRow) }))
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireManageStudent(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    return { tags: await removeStudentFromTag(ctx.deps.db, { student: target, tagId: input.tagId }) };
  });
