import { MAX_AI_MESSAGE_CHARS } from '@waypoint/domain';
import { z } from 'zod';

const queryMessage = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string().max(MAX_AI_MESSAGE_CHARS, 'ai.errors.tooLong'),
  timestamp: z.union([z.string(), z.number()]).optional(),
  message_id: z.string().max(100).optional(),
});

/**
 * Spec 2 §7 (/ab3, version 1.0, type query) and spec 3 §7 (chatbot, version 3.0.0): the request shapes of
 * the AI service, with Waypoint's additions (tag, profession, chat type, WhatsApp). `user_id` is accepted
 * for compatibility and ignored: the session says who asks.
 */
export const aiRequestBody = z.object({
  version: z.string().max(20).optional(),
  type: z.string().max(30).default('query'),
  query: z.array(queryMessage).min(1).max(60),
  user_id: z.string().max(100).optional(),
  conversation_id: z.string().max(100).optional(),
  message_id: z.string().max(100).optional(),
  tagId: z.string().max(50).nullish(),
  tagText: z.string().max(200).nullish(),
  professionId: z.number().int().min(0).max(1_000_000).nullish(),
  chatType: z.enum(['ab4', 'cv', 'cl', 'cvcl-custom', 'image']).optional(),
  /** A cover letter (chatType 'cl') for this saved jobEX job: the server reads the job and the CV itself. */
  jobId: z.uuid().nullish(),
  sendToWhatsApp: z.boolean().optional(),
  devicePlatforms: z.array(z.string().max(30)).max(10).optional(),
});
export type AiRequestBody = z.infer<typeof aiRequestBody>;

/** The student's newest words: the last user message of the query list. */
export function lastUserText(body: AiRequestBody): string {
  for (let i = body.query.length - 1; i >= 0; i -= 1) {
    const m = body.query[i]!;
    if (m.role === 'user') return m.content.trim();
  }
  return '';
}
