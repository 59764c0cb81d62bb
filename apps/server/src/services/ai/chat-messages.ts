import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { CHAT_HISTORY_LIMIT } from '@waypoint/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ChatType } from '../../ai/types.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../errors.ts';

const { chatbotMessages } = schema;

export type ChatMode = 'ab4' | 'image' | 'cvcl';

/** The message types one chat window shows (spec 3 §2: three modes). */
export function typesOfMode(mode: ChatMode): ChatType[] {
  if (mode === 'cvcl') return ['cv', 'cl', 'cvcl-custom'];
  return [mode];
}

export interface ChatMessageView {
  id: number;
  fromUser: boolean;
  content: string;
  type: string;
  provider: string | null;
  createdAt: string;
}

/** The last 50 messages of one person's chat with one bot about one profession, oldest first. */
export async function listChatMessages(
  db: DbOrTx,
  { userId, mode, professionId }: { userId: string; mode: ChatMode; professionId: number },
): Promise<ChatMessageView[]> {
  const rows = await db
    .select()
    .from(chatbotMessages)
    .where(
      and(
        eq(chatbotMessages.userId, userId),
        eq(chatbotMessages.professionId, professionId),
        inArray(chatbotMessages.type, typesOfMode(mode)),
      ),
    )
    .orderBy(desc(chatbotMessages.createdAt), desc(chatbotMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse().map((r) => ({
    id: r.id,
    fromUser: r.fromUser,
    content: r.content,
    type: r.type,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The student's message and the bot's answer, stored together once the answer is known. */
export async function saveChatExchange(
  db: Db,
  {
    userId,
    professionId,
    type,
    message,
    reply,
    provider,
    now,
  }: {
    userId: string;
    professionId: number;
    type: ChatType;
    message: string;
    reply: string;
    provider: string;
    now: Date;
  },
): Promise<{ userMessageId: number; botMessageId: number }> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .insert(chatbotMessages)
      .values({ userId, professionId, type, fromUser: true, content: message, createdAt: now })
      .returning({ id: chatbotMessages.id });
    const [bot] = await tx
      .insert(chatbotMessages)
      .values({
        userId,
        professionId,
        type,
        fromUser: false,
        content: reply,
        provider,
        createdAt: new Date(now.getTime() + 1),
      })
      .returning({ id: chatbotMessages.id });
    return { userMessageId: mine!.id, botMessageId: bot!.id };
  });
}

/**
 * Spec 3 §8 'Send this message to your WhatsApp group for records?': one of the person's own bot messages,
 * never the bot's error message nor its safety reply, goes to their group (or phone) through the outbox.
 */
export async function sendChatMessageToWhatsApp(
  db: Db,
  { user, messageId }: { user: UserRow; messageId: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chatbotMessages)
      .where(and(eq(chatbotMessages.id, messageId), eq(chatbotMessages.userId, user.id)));
    if (!row) fail('NOT_FOUND', 'ai.errors.messageNotFound');
    if (row.provider === 'error') fail('BAD_REQUEST', 'ai.errors.errorMessageNotSent');
    // The safety reply stays on the student's screen: a WhatsApp group may be read by others (issue 22).
    if (row.provider === 'safety') fail('BAD_REQUEST', 'ai.errors.safetyMessageNotSent');
    const lang = toLang(user.preferredLang) ?? DEFAULT_LANG;
    return enqueueMessage(tx, {
      channel: 'whatsapp',
      recipient: user.waGroupId ?? user.phone,
      body: `${translate(lang, 'messages.chatbotRecord')}\n${row.content}`,
      meta: {
        kind: 'chatbotRecord',
        recipientType: user.waGroupId ? 'group' : 'phone',
        userId: user.id,
        messageId: row.id,
      },
    });
  });
}
