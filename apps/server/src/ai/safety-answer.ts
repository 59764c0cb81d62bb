import type { SafetyTopic } from '@waypoint/domain';
import { translate } from '../i18n/translate.ts';
import { saveChatExchange } from '../services/ai/chat-messages.ts';
import { raiseSafeguardingAlert } from '../services/ai/safeguarding.ts';
import { type AnswerJob, line } from './answer-lines.ts';

/**
 * The answer to a message about self-harm or abuse: the counsellor and hotline text, never a model's. The
 * school's named staff are told (who and the kind of risk, never the words) when the school asked; a chat
 * keeps the exchange like any other.
 */
export async function* safetyLines(job: AnswerJob, topic: SafetyTopic): AsyncIterable<string> {
  const { deps, shape, requestId } = job;
  yield line({ type: 'meta', provider: 'safety', requestId });
  const { schoolTold } = await raiseSafeguardingAlert(deps.db, {
    studentId: job.user.row.id,
    topic,
    requestId,
    now: deps.now(),
  });
  const text = [
    translate(job.lang, `ai.safety.${topic}`),
    schoolTold ? translate(job.lang, 'ai.safety.schoolTold') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  yield line({ type: 'safety', text });
  let messageId: number | undefined;
  if (shape.chat) {
    const saved = await saveChatExchange(deps.db, {
      userId: job.user.row.id,
      professionId: shape.body.professionId ?? 0,
      type: shape.chatType,
      message: shape.text,
      reply: text,
      provider: 'safety',
      now: deps.now(),
    });
    messageId = saved.botMessageId;
  }
  await job.finish('refused', topic, 0);
  yield line({ type: 'done', count: 0, ...(messageId ? { messageId } : {}) });
}
