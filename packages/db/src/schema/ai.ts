import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Spec 3 §3 AI request log: one row per request to the AI gateway, written before the provider is asked
 * (so the cooldown and the daily quota count it even if the stream breaks) and completed when it ends.
 * The prompt is stored as sent, after personal data was stripped.
 */
export const aiRequestLogs = pgTable(
  'ai_request_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The caller's school at the time, for usage per school. */
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    /** 'ab3' | 'ab4' | 'slp' | 'image' | 'cvcl'. */
    kind: text('kind').notNull(),
    /** Which provider answered: 'offline' or 'openai:<model>'. */
    provider: text('provider').notNull(),
    prompt: text('prompt').notNull(),
    botUrl: text('bot_url').notNull(),
    overrideBotName: text('override_bot_name'),
    tagId: text('tag_id'),
    tagText: text('tag_text'),
    userElaboration: text('user_elaboration'),
    devicePlatforms: text('device_platforms').array(),
    /** 'pending' | 'ok' | 'failed' | 'aborted' | 'refused'. */
    status: text('status').notNull().default('pending'),
    responseStatusText: text('response_status_text'),
    /** How many items (suggestions) or characters (chat) the answer held. */
    resultCount: integer('result_count'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_request_logs_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    index('ai_request_logs_school_idx').on(t.schoolId, t.createdAt),
    index('ai_request_logs_created_idx').on(t.createdAt),
  ],
);

/**
 * The offline guide's interest lexicon (packages/db/data/advice, the project's reviewed data): what students
 * say they like, in English, written Chinese and Cantonese, mapped to Holland codes, JUPAS study areas and
 * ISCO-08 minor groups, most relevant first.
 */
export const interestTerms = pgTable('interest_terms', {
  id: text('id').primaryKey(),
  words: text('words').array().notNull(),
  wordsChi: text('words_chi').array().notNull(),
  riasec: text('riasec').notNull(),
  studyAreaCodes: text('study_area_codes').array().notNull(),
  iscoMinorCodes: text('isco_minor_codes').array().notNull(),
});

/** Words the Chinese segmenter keeps whole: 'keep' carries meaning (砌模型), 'ignore' does not (鍾意, 嘅). */
export const segmenterWords = pgTable('segmenter_words', {
  word: text('word').primaryKey(),
  kind: text('kind').notNull(),
});
