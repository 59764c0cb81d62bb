import { type DbOrTx, schema } from '@waypoint/db';
import type { SeenKind } from '@waypoint/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { seenItems, userComments, userTags } = schema;

/** Visits move on each time; a comment or a tag stays seen from the first time. */
const VISIT_KINDS: readonly SeenKind[] = ['studentPlans', 'programStudents'];

export interface MarkSeenOptions {
  userId: string;
  kind: SeenKind;
  /** The rows seen: comment ids, tag ids. Ignored for the visit kinds, whose item is the viewer's own. */
  itemIds: readonly string[];
  /** The active teacher's school (for 'studentPlans'), else null. */
  staffSchoolId: string | null;
  /** The approved client's organisation (for 'programStudents'), else null. */
  clientId: string | null;
  now: Date;
}

const asIds = (itemIds: readonly string[]) => itemIds.filter((id) => /^[1-9]\d{0,14}$/.test(id)).map(Number);

/**
 * Issue 28 item 2: records what a person has seen, so "not yet seen" holds on every device. Only their own
 * items: a comment on them, a tag on them; a visit to their school's students (teacher) or their programmes'
 * students (client). One item that is not theirs refuses the whole call, and nothing is written.
 */
export async function markSeen(db: DbOrTx, o: MarkSeenOptions): Promise<{ marked: number }> {
  let items: string[];
  if (o.kind === 'studentPlans' || o.kind === 'programStudents') {
    const own = o.kind === 'studentPlans' ? o.staffSchoolId : o.clientId;
    if (!own) fail('FORBIDDEN', 'errors.forbidden');
    items = [own];
  } else {
    const wanted = [...new Set(o.itemIds)];
    const ids = asIds(wanted);
    if (ids.length !== wanted.length) fail('NOT_FOUND', 'errors.notFound');
    const found =
      o.kind === 'teacherComment'
        ? await db
            .select({ id: userComments.id })
            .from(userComments)
            .where(and(eq(userComments.userId, o.userId), inArray(userComments.id, ids)))
        : await db
            .select({ id: userTags.tagId })
            .from(userTags)
            .where(and(eq(userTags.userId, o.userId), inArray(userTags.tagId, ids)));
    if (found.length !== ids.length) fail('NOT_FOUND', 'errors.notFound');
    items = ids.map(String);
  }
  if (items.length === 0) return { marked: 0 };
  await db
    .insert(seenItems)
    .values(items.map((itemId) => ({ userId: o.userId, kind: o.kind, itemId, seenAt: o.now })))
    .onConflictDoUpdate({
      target: [seenItems.userId, seenItems.kind, seenItems.itemId],
      set: { seenAt: o.now },
      where: inArray(seenItems.kind, [...VISIT_KINDS]),
    });
  return { marked: items.length };
}
