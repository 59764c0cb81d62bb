import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { and, desc, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';

const { userComments, users } = schema;

export interface CommentView {
  id: number;
  comment: string;
  createdAt: string;
  fromUser: { fullName: string } | null;
}

/** Spec getUserComments: the comments on a student of one type, newest first. */
export async function listUserComments(
  db: DbOrTx,
  { userId, type }: { userId: string; type: string },
): Promise<CommentView[]> {
  const rows = await db
    .select({
      id: userComments.id,
      comment: userComments.comment,
      createdAt: userComments.createdAt,
      fromName: users.fullName,
    })
    .from(userComments)
    .leftJoin(users, eq(users.id, userComments.fromUserId))
    .where(and(eq(userComments.userId, userId), eq(userComments.type, type)))
    .orderBy(desc(userComments.createdAt), desc(userComments.id));
  return rows.map((r) => ({
    id: r.id,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    fromUser: r.fromName === null ? null : { fullName: r.fromName },
  }));
}

/**
 * Spec insertUserComment, and the remark box's "send to the student's WhatsApp group": the comment and,
 * when asked, its WhatsApp message commit together. The message goes to the student's group
 * (users.waGroupId); a student with no group gets it on their own phone, so the remark is never lost.
 */
export async function insertUserComment(
  db: Db,
  {
    student,
    author,
    comment,
    sendToWhatsApp,
    now,
  }: { student: UserRow; author: UserRow; comment: string; sendToWhatsApp: boolean; now: Date },
): Promise<CommentView & { outboxMessageId: number | null; sentTo: 'group' | 'phone' | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userComments)
      .values({ userId: student.id, fromUserId: author.id, type: 'achievejupas', comment, createdAt: now })
      .returning({ id: userComments.id, createdAt: userComments.createdAt });
    let outboxMessageId: number | null = null;
    let sentTo: 'group' | 'phone' | null = null;
    if (sendToWhatsApp) {
      sentTo = student.waGroupId ? 'group' : 'phone';
      const lang = toLang(student.preferredLang) ?? DEFAULT_LANG;
      outboxMessageId = await enqueueMessage(tx, {
        channel: 'whatsapp',
        recipient: student.waGroupId ?? student.phone,
        body: translate(lang, 'messages.admissionRemark', {
          teacher: author.fullName,
          student: student.preferredName || student.fullName,
          comment,
        }),
        meta: {
          kind: 'admissionRemark',
          recipientType: sentTo,
          studentId: student.id,
          commentId: row!.id,
        },
      });
    }
    return {
      id: row!.id,
      comment,
      createdAt: row!.createdAt.toISOString(),
      fromUser: { fullName: author.fullName },
      outboxMessageId,
      sentTo,
    };
  });
}
