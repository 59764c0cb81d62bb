import { type Db, schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import { fail } from '../errors.ts';
import { loadTag } from './list-tags.ts';
import { loadStudentTags } from './load-student-plan.ts';
import type { TagRow } from './shapes.ts';
import { addStudentsToTag, findOrCreateTag, tagFitsStudent } from './upsert-teacher-tag.ts';

const { userTags } = schema;

/**
 * Spec addStudentToTeacherDefinedTag: puts a tag on one student, by id or by name (the header's add-tag
 * input: a name no tag has yet makes a new tag of the student's school). The caller has checked that
 * they may manage the student.
 */
export async function addStudentToTag(
  db: Db,
  {
    student,
    tagId,
    tagName,
    actorId,
  }: { student: UserRow; tagId?: number | undefined; tagName?: string | undefined; actorId: string },
): Promise<{ tag: TagRow; tags: TagRow[] }> {
  return db.transaction(async (tx) => {
    let tag: TagRow;
    if (tagId !== undefined) {
      const found = await loadTag(tx, tagId);
      if (!found) fail('NOT_FOUND', 'errors.tagNotFound');
      tag = found;
    } else {
      if (!student.schoolId) fail('BAD_REQUEST', 'errors.tagSchoolRequired');
      tag = await findOrCreateTag(tx, {
        schoolId: student.schoolId,
        name: tagName ?? '',
        createdBy: actorId,
      });
    }
    if (!tagFitsStudent(tag, student)) fail('FORBIDDEN', 'errors.tagOfAnotherSchool');
    await addStudentsToTag(tx, { tagId: tag.id, userIds: [student.id], addedBy: actorId });
    return { tag, tags: await loadStudentTags(tx, { userId: student.id, schoolId: student.schoolId }) };
  });
}

/** Spec removeStudentFromTeacherDefinedTag. Removing a tag the student does not have changes nothing. */
export async function removeStudentFromTag(
  db: Db,
  { student, tagId }: { student: UserRow; tagId: number },
): Promise<TagRow[]> {
  return db.transaction(async (tx) => {
    const tag = await loadTag(tx, tagId);
    if (!tag) fail('NOT_FOUND', 'errors.tagNotFound');
    if (!tagFitsStudent(tag, student)) fail('FORBIDDEN', 'errors.tagOfAnotherSchool');
    await tx.delete(userTags).where(and(eq(userTags.tagId, tag.id), eq(userTags.userId, student.id)));
    return loadStudentTags(tx, { userId: student.id, schoolId: student.schoolId });
  });
}
