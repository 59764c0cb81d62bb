import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { recordStaffAccess } from '../privacy/staff-access.ts';
import type { SessionUser } from '../session-user.ts';
import { isStaffOfSchool } from '../teacher/school-access.ts';
import { loadTag } from './list-tags.ts';
import { isSecondaryStudent } from './plan-access.ts';
import type { TagRow } from './shapes.ts';

const { tags, userTags, users } = schema;

const asTag = (row: {
  id: number;
  name: string;
  nameChi: string | null;
  schoolId: string | null;
}): TagRow => ({
  ...row,
  isDefault: row.schoolId === null,
});

/**
 * The tag called `name` for a school: a default tag whose English or Chinese name it is, else the school's
 * own, else a new one for the school. Names compare without case; a concurrent creation of the same name
 * ends in the one row the unique index allows.
 */
export async function findOrCreateTag(
  tx: DbOrTx,
  { schoolId, name, createdBy }: { schoolId: string; name: string; createdBy: string },
): Promise<TagRow> {
  const trimmed = name.trim();
  const find = async () => {
    const [row] = await tx
      .select({ id: tags.id, name: tags.name, nameChi: tags.nameChi, schoolId: tags.schoolId })
      .from(tags)
      .where(
        and(
          or(isNull(tags.schoolId), eq(tags.schoolId, schoolId)),
          or(sql`lower(${tags.name}) = lower(${trimmed})`, eq(tags.nameChi, trimmed)),
        ),
      )
      .orderBy(sql`${tags.schoolId} nulls first`)
      .limit(1);
    return row ? asTag(row) : null;
  };
  const existing = await find();
  if (existing) return existing;
  await tx.insert(tags).values({ name: trimmed, schoolId, createdBy }).onConflictDoNothing();
  const created = await find();
  if (!created) fail('INTERNAL_SERVER_ERROR', 'errors.internal');
  return created;
}

/**
 * Students a tag may go on: secondary students of the tag's school whom the actor teaches (admins: any
 * school's). A default tag takes the students of any school the actor may act for.
 */
export async function assertTaggableStudents(
  tx: DbOrTx,
  { actor, tag, userIds }: { actor: SessionUser; tag: TagRow; userIds: readonly string[] },
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await tx
    .select({ id: users.id, roles: users.roles, schoolId: users.schoolId })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  if (rows.length !== new Set(userIds).size) fail('NOT_FOUND', 'errors.notFound');
  for (const row of rows) {
    if (!isSecondaryStudent(row)) fail('BAD_REQUEST', 'errors.notAStudent');
    if (!isStaffOfSchool(actor, row.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    if (tag.schoolId !== null && row.schoolId !== tag.schoolId)
      fail('FORBIDDEN', 'errors.tagOfAnotherSchool');
  }
}

export async function addStudentsToTag(
  tx: DbOrTx,
  { tagId, userIds, addedBy }: { tagId: number; userIds: readonly string[]; addedBy: string },
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(userTags)
    .values([...new Set(userIds)].map((userId) => ({ tagId, userId, addedBy })))
    .onConflictDoNothing();
}

/**
 * Spec upsertTeacherDefinedTag: with `tagId` renames the school's tag; without, finds or creates the tag
 * `tagName` for the school. Either way the given students get the tag (students who have it keep it).
 * Default tags cannot be renamed.
 */
export async function upsertTeacherDefinedTag(
  db: Db,
  {
    actor,
    tagId,
    tagName,
    userIds,
    schoolId,
    now,
  }: {
    actor: SessionUser;
    tagId?: number | undefined;
    tagName: string;
    userIds: readonly string[];
    schoolId?: string | undefined;
    now: Date;
  },
): Promise<{ tag: TagRow; userIds: string[] }> {
  return db.transaction(async (tx) => {
    let tag: TagRow;
    if (tagId !== undefined) {
      const found = await loadTag(tx, tagId);
      if (!found) fail('NOT_FOUND', 'errors.tagNotFound');
      if (found.isDefault) fail('FORBIDDEN', 'errors.defaultTagLocked');
      if (!isStaffOfSchool(actor, found.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
      const name = tagName.trim();
      if (name !== found.name) {
        const [clash] = await tx
          .select({ id: tags.id })
          .from(tags)
          .where(
            and(
              eq(tags.schoolId, found.schoolId!),
              sql`lower(${tags.name}) = lower(${name})`,
              ne(tags.id, found.id),
            ),
          );
        if (clash) fail('CONFLICT', 'errors.tagNameTaken');
        await tx.update(tags).set({ name }).where(eq(tags.id, found.id));
      }
      tag = { ...found, name };
    } else {
      const owner = await tagSchoolFor(tx, { actor, userIds, schoolId });
      tag = await findOrCreateTag(tx, { schoolId: owner, name: tagName, createdBy: actor.row.id });
    }
    await assertTaggableStudents(tx, { actor, tag, userIds });
    // In the transaction: the students' record of the change commits with the change, or neither does.
    await recordStaffAccess(tx, actor, { area: 'plan', action: 'change', studentIds: userIds }, now);
    await addStudentsToTag(tx, { tagId: tag.id, userIds, addedBy: actor.row.id });
    return { tag, userIds: [...new Set(userIds)] };
  });
}

/** A teacher's tags belong to the teacher's school; an admin names the school or tags its students. */
async function tagSchoolFor(
  tx: DbOrTx,
  {
    actor,
    userIds,
    schoolId,
  }: { actor: SessionUser; userIds: readonly string[]; schoolId?: string | undefined },
): Promise<string> {
  if (!actor.isAdmin) {
    const own = actor.teacher?.schoolId ?? null;
    if (!own || (schoolId !== undefined && schoolId !== own)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    return own;
  }
  if (schoolId) {
    const [school] = await tx
      .select({ id: schema.schools.id })
      .from(schema.schools)
      .where(eq(schema.schools.id, schoolId));
    if (!school) fail('NOT_FOUND', 'errors.notFound');
    return school.id;
  }
  const [first] = userIds.length
    ? await tx.select({ schoolId: users.schoolId }).from(users).where(eq(users.id, userIds[0]!))
    : [];
  if (!first?.schoolId) fail('BAD_REQUEST', 'errors.tagSchoolRequired');
  return first.schoolId;
}

/** Spec deleteTeacherDefinedTag: the school's own tags only; default tags stay. */
export async function deleteTeacherDefinedTag(
  db: Db,
  { actor, tagId }: { actor: SessionUser; tagId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const tag = await loadTag(tx, tagId);
    if (!tag) fail('NOT_FOUND', 'errors.tagNotFound');
    if (tag.isDefault) fail('FORBIDDEN', 'errors.defaultTagLocked');
    if (!isStaffOfSchool(actor, tag.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    await tx.delete(tags).where(eq(tags.id, tag.id));
  });
}

/** A tag may sit on a student when it is a default or the student's school's own. */
export function tagFitsStudent(tag: TagRow, student: { schoolId: string | null }): boolean {
  return tag.schoolId === null || tag.schoolId === student.schoolId;
}
