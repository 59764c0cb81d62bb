import { type DbOrTx, schema } from '@waypoint/db';
import { and, desc, eq } from 'drizzle-orm';

const { chatbotPrompts } = schema;

export interface StoredPrompt {
  id: number;
  prompt: string;
  botResponse: string | null;
  type: string;
  professionId: number;
  createdAt: string;
}

/** Spec chat-getUserChatbotPrompts: the person's stored prompts of one type (and profession), newest first. */
export async function listChatbotPrompts(
  db: DbOrTx,
  { userId, type, professionId }: { userId: string; type: string; professionId: number | undefined },
): Promise<StoredPrompt[]> {
  const rows = await db
    .select()
    .from(chatbotPrompts)
    .where(
      and(
        eq(chatbotPrompts.userId, userId),
        eq(chatbotPrompts.type, type),
        professionId === undefined ? undefined : eq(chatbotPrompts.professionId, professionId),
      ),
    )
    .orderBy(desc(chatbotPrompts.createdAt), desc(chatbotPrompts.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    prompt: r.prompt,
    botResponse: r.botResponse,
    type: r.type,
    professionId: r.professionId,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Spec chat-insertUserChatbotPrompts. */
export async function insertChatbotPrompts(
  db: DbOrTx,
  {
    userId,
    prompts,
    now,
  }: {
    userId: string;
    prompts: { prompt: string; botResponse?: string | null; type: string; professionId?: number | null }[];
    now: Date;
  },
): Promise<StoredPrompt[]> {
  const rows = await db
    .insert(chatbotPrompts)
    .values(
      prompts.map((p) => ({
        userId,
        prompt: p.prompt,
        botResponse: p.botResponse ?? null,
        type: p.type,
        professionId: p.professionId ?? 0,
        createdAt: now,
      })),
    )
    .returning();
  return rows.map((r) => ({
    id: r.id,
    prompt: r.prompt,
    botResponse: r.botResponse,
    type: r.type,
    professionId: r.professionId,
    createdAt: r.createdAt.toISOString(),
  }));
}
