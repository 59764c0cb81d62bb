import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { and, asc, inArray, or, sql } from 'drizzle-orm';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../errors.ts';

const { users } = schema;
const MAX_USERS = 2000;

/** Roles are text joined by ' , '; match whole words (as list-school-students does). */
const hasRole = (role: string) => sql`${users.roles} ~ ${`(^|[\\s,])${role}([\\s,]|$)`}`;

export async function queryUsersBySchools(db: DbOrTx, o: { schoolIds: string[]; roles: string[] }) {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      phone: users.phone,
      schoolId: users.schoolId,
      class: users.class,
      roles: users.roles,
      waGroupId: users.waGroupId,
    })
    .from(users)
    .where(
      and(
        inArray(users.schoolId, o.schoolIds),
        or(...o.roles.map(hasRole)),
        sql`not ${users.accessDisabled}`,
      ),
    )
    .orderBy(asc(users.schoolId), sql`${users.class} nulls last`, asc(users.fullName))
    .limit(MAX_USERS);
  return rows.map(({ waGroupId, ...r }) => ({ ...r, hasWhatsAppGroup: !!waGroupId }));
}

/** One outbox message per person, all in one transaction: every message is queued or none is. */
export async function sendWhatsAppToUsers(
  db: Db,
  o: { userIds: string[]; msg: string; imgLink?: string | null | undefined; senderId: string; now: Date },
): Promise<{ queued: number }> {
  const msg = o.msg.trim();
  if (!msg) fail('BAD_REQUEST', 'teacherEvents.errors.messageRequired');
  const imgLink = o.imgLink?.trim() || null;
  if (imgLink && !/^https:\/\/\S+$/.test(imgLink))
    fail('BAD_REQUEST', 'teacherEvents.errors.invalidImageLink');
  const ids = [...new Set(o.userIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, phone: users.phone, waGroupId: users.waGroupId })
      .from(users)
      .where(inArray(users.id, ids));
    if (rows.length !== ids.length) fail('NOT_FOUND', 'teacherEvents.errors.recipientNotFound');
    for (const r of rows) {
      await enqueueMessage(tx, {
        channel: 'whatsapp',
        recipient: r.waGroupId ?? r.phone,
        body: msg,
        meta: {
          kind: 'internal-broadcast',
          userId: r.id,
          senderId: o.senderId,
          ...(imgLink ? { imgLink } : {}),
        },
      });
    }
    return { queued: rows.length };
  });
}
