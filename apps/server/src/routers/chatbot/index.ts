import { MAX_STORED_PROMPT_CHARS } from '@waypoint/domain';
import { z } from 'zod';
import { listChatMessages, sendChatMessageToWhatsApp } from '../../services/ai/chat-messages.ts';
import { insertChatbotPrompts, listChatbotPrompts } from '../../services/ai/chatbot-prompts.ts';
import { router } from '../../trpc/init.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';

const chatType = z.enum(['ab4', 'cv', 'cl', 'cvcl-custom', 'image']);
const professionId = z.number().int().min(0).max(1_000_000);

/** The chatbot's records belong to the signed-in person only: every call reads and writes their own rows. */
export const chatbotRouter = router({
  /** The last 50 messages of one chat window (mode and profession), oldest first. */
  getChatbotMessages: signedInProcedure
    .input(z.object({ mode: z.enum(['ab4', 'image', 'cvcl']), professionId: professionId.default(0) }))
    .query(({ ctx, input }) =>
      listChatMessages(ctx.deps.db, {
        userId: ctx.user.row.id,
        mode: input.mode,
        professionId: input.professionId,
      }),
    ),
  /** Spec chat-getUserChatbotPrompts. */
  getUserChatbotPrompts: signedInProcedure
    .input(z.object({ type: chatType, professionId: professionId.optional() }))
    .query(({ ctx, input }) =>
      listChatbotPrompts(ctx.deps.db, {
        userId: ctx.user.row.id,
        type: input.type,
        professionId: input.professionId,
      }),
    ),
  /** Spec chat-insertUserChatbotPrompts. */
  insertUserChatbotPrompts: signedInProcedure
    .input(
      z.object({
        prompts: z
          .array(
            z.object({
              prompt: z
                .string()
                .trim()
                .min(1, 'ai.errors.emptyQuery')
                .max(MAX_STORED_PROMPT_CHARS, 'ai.errors.tooLong'),
              botResponse: z.string().max(20_000).nullish(),
              type: chatType,
              professionId: professionId.nullish(),
            }),
          )
          .min(1)
          .max(20),
      }),
    )
    .mutation(({ ctx, input }) =>
      insertChatbotPrompts(ctx.deps.db, {
        userId: ctx.user.row.id,
        prompts: input.prompts,
        now: ctx.deps.now(),
      }),
    ),
  /** Spec 3 §8 'Send this message to your WhatsApp group for records?'. */
  sendChatbotMessageToWhatsApp: signedInProcedure
    .input(z.object({ messageId: z.number().int().positive() }))
    .mutation(async ({ ctx, input }) => ({
      outboxMessageId: await sendChatMessageToWhatsApp(ctx.deps.db, {
        user: ctx.user.row,
        messageId: input.messageId,
      }),
    })),
});
