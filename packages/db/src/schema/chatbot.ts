import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Spec 3 §3 Chatbot message: both sides of a student's conversation with one bot (type ab4, cv, cl,
 * cvcl-custom, image) about one profession. The chat shows and the bot reads the last 50.
 */
export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: professions are reference data reloaded by their own loader; 0 = no profession. */
    professionId: integer('profession_id').notNull().default(0),
    type: text('type').notNull(),
    fromUser: boolean('from_user').notNull(),
    content: text('content').notNull(),
    /** Bot messages: which provider wrote it; 'error' marks "The bot encountered an unexpected issue.". */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chatbot_messages_user_idx').on(t.userId, t.type, t.professionId, t.createdAt)],
);

/** Spec 3 §3 Stored chatbot prompt (chat-getUserChatbotPrompts / chat-insertUserChatbotPrompts). */
export const chatbotPrompts = pgTable(
  'chatbot_prompts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionId: integer('profession_id').notNull().default(0),
    type: text('type').notNull(),
    prompt: text('prompt').notNull(),
    botResponse: text('bot_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chatbot_prompts_user_idx').on(t.userId, t.type, t.professionId, t.createdAt)],
);
