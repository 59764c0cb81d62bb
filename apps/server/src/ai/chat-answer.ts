import { sensitiveTopic, stripPersonalData } from '@waypoint/domain';
import { translate } from '../i18n/translate.ts';
import { listChatMessages, saveChatExchange, typesOfMode } from '../services/ai/chat-messages.ts';
import { type AnswerJob, line } from './answer-lines.ts';
import { OutputGuard } from './output-guard.ts';
import { AiProviderError, type ChatInput, type ChatMode, type ChatType } from './types.ts';

/**
 * The conversation so far that a model may see: no failed or safety exchanges, no message that named
 * self-harm or abuse, personal data stripped.
 */
async function historyFor(job: AnswerJob, mode: ChatMode, professionId: number) {
  return (await listChatMessages(job.deps.db, { userId: job.user.row.id, mode, professionId }))
    .filter(
      (m) =>
        m.provider !== 'error' && m.provider !== 'safety' && typesOfMode(mode).includes(m.type as ChatType),
    )
    .filter((m) => !(m.fromUser && sensitiveTopic(m.content)))
    .map((m) => ({ fromUser: m.fromUser, content: stripPersonalData(m.content).text }));
}

/**
 * A chat answer (/ai/ab4 chat, /ai/image, /ai/cvcl): the text streamed through the output guard, or one
 * image; the exchange is saved with the conversation, including what arrived before the student stopped.
 */
export async function* chatLines(job: AnswerJob): AsyncIterable<string> {
  const { shape } = job;
  const type = shape.chatType;
  const professionId = shape.body.professionId ?? 0;
  const mode: ChatMode = shape.path === 'image' ? 'image' : shape.path === 'cvcl' ? 'cvcl' : 'ab4';
  yield line({ type: 'meta', provider: job.provider.name, requestId: job.requestId });
  const input: ChatInput = {
    type,
    profession: job.catalogue.professionById.get(professionId) ?? null,
    history: await historyFor(job, mode, professionId),
    message: stripPersonalData(shape.text).text,
    catalogue: job.catalogue,
    student: job.student,
    lang: job.lang,
    coverLetter: job.coverLetter,
  };
  const save = (reply: string, provider: string) =>
    saveChatExchange(job.deps.db, {
      userId: job.user.row.id,
      professionId,
      type,
      message: shape.text || translate(job.lang, 'ai.imageRequest'),
      reply,
      provider,
      now: job.deps.now(),
    });
  if (type === 'image') yield* imageLines(job, input, save);
  else yield* textLines(job, input, save);
}

type Save = (reply: string, provider: string) => ReturnType<typeof saveChatExchange>;

async function* imageLines(job: AnswerJob, input: ChatInput, save: Save): AsyncIterable<string> {
  try {
    const url = await job.provider.image(input, job.signal);
    const reply = url ?? translate(job.lang, 'ai.imageUnavailable');
    const saved = await save(reply, url ? job.provider.name : 'unavailable');
    await job.finish(url ? 'ok' : 'failed', url ? 'OK' : 'No image model', url ? 1 : 0);
    yield line(url ? { type: 'image', url } : { type: 'text', text: reply });
    yield line({ type: 'done', count: url ? 1 : 0, messageId: saved.botMessageId });
  } catch (error) {
    await job.finish(
      job.signal.aborted ? 'aborted' : 'failed',
      error instanceof AiProviderError ? error.statusText : 'Internal error',
      0,
    );
    if (!job.signal.aborted)
      yield line({ type: 'error', message: translate(job.lang, 'ai.errors.chatFailed') });
  }
}

async function* textLines(job: AnswerJob, input: ChatInput, save: Save): AsyncIterable<string> {
  let reply = '';
  const guard = new OutputGuard();
  try {
    for await (const piece of job.provider.chat(input, job.signal)) {
      const shown = guard.push(piece);
      if (shown) {
        reply += shown;
        yield line({ type: 'text', text: shown });
      }
      // Long enough: the provider stops here (leaving the loop ends its stream).
      if (guard.full) break;
    }
    const tail = guard.end();
    if (tail) {
      reply += tail;
      yield line({ type: 'text', text: tail });
    }
    if (!reply.trim()) throw new AiProviderError('No data');
  } catch (error) {
    const statusText = error instanceof AiProviderError ? error.statusText : 'Internal error';
    if (!(error instanceof AiProviderError) && !job.signal.aborted)
      job.deps.log.error({ err: error }, 'AI chat failed');
    if (job.signal.aborted) {
      // Stopped by the student: what arrived so far stays in the conversation.
      if (reply.trim()) await save(reply, job.provider.name);
      await job.finish('aborted', 'Stopped', reply.length);
      return;
    }
    await job.finish('failed', statusText, reply.length);
    if (!reply) {
      yield line({ type: 'error', message: translate(job.lang, 'ai.errors.chatFailed') });
      return;
    }
    const text = translate(job.lang, 'ai.errors.botIssue');
    const saved = await save(text, 'error');
    yield line({ type: 'botError', text, messageId: saved.botMessageId });
    return;
  }
  const saved = await save(reply, job.provider.name);
  await job.finish('ok', 'OK', reply.length);
  yield line({ type: 'done', count: reply.length, messageId: saved.botMessageId });
}
