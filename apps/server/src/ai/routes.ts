import { Readable } from 'node:stream';
import {
  type AiKind,
  MAX_DISCIPLINE_SUGGESTIONS,
  MAX_PROFESSION_SUGGESTIONS,
  sensitiveTopic,
  stripPersonalData,
  suggestionTagWords,
} from '@waypoint/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { type Lang, translate } from '../i18n/translate.ts';
import { isSecondaryStudent } from '../services/admission/plan-access.ts';
import { finishAiRequest, logRefusedRequest, startAiRequest } from '../services/ai/ai-requests.ts';
import { listChatMessages, saveChatExchange, typesOfMode } from '../services/ai/chat-messages.ts';
import { loadAiCatalogue } from '../services/ai/load-ai-catalogue.ts';
import { loadStudentSignals } from '../services/ai/load-student-signals.ts';
import { raiseSafeguardingAlert } from '../services/ai/safeguarding.ts';
import { enqueueSuggestionsMessage } from '../services/ai/send-suggestions.ts';
import { AppError } from '../services/errors.ts';
import { type CoverLetterFacts, loadCoverLetterFacts } from '../services/jobex/cover-letter-facts.ts';
import type { SessionUser } from '../services/session-user.ts';
import { loadSlpAccess } from '../services/slp/slp-access.ts';
import { createContext } from '../trpc/context.ts';
import { inputProblemKey, rawInputProblem } from '../trpc/raw-input.ts';
import type { AiCatalogue } from './catalogue.ts';
import { coverLetterFactsForAi } from './cover-letter-facts.ts';
import { warmRetrieval } from './offline/retrieval.ts';
import { guardText, OutputGuard } from './output-guard.ts';
import { providerFor } from './providers.ts';
import { type AiRequestBody, aiRequestBody, lastUserText } from './request-body.ts';
import { type AiProvider, AiProviderError, type ChatType, type StudentSignals } from './types.ts';

const PATHS = ['ab3', 'ab4', 'slp', 'image', 'cvcl'] as const;
type AiPath = (typeof PATHS)[number];

/** One line of the streamed answer (application/x-ndjson); chat text travels in `text` as the spec says. */
type Line =
  | { type: 'meta'; provider: string; requestId: number | null }
  | ({ type: 'item' } & Record<string, unknown>)
  | { type: 'text'; text: string }
  | { type: 'image'; url: string }
  | { type: 'safety'; text: string }
  | { type: 'botError'; text: string; messageId: number }
  | { type: 'error'; message: string }
  | { type: 'noMatch'; message: string }
  | { type: 'done'; count: number; messageId?: number };

const line = (l: Line) => `${JSON.stringify(l)}\n`;

interface Job {
  deps: AppDeps;
  user: SessionUser;
  lang: Lang;
  body: AiRequestBody;
  text: string;
  kind: AiKind;
  path: AiPath;
  provider: AiProvider;
  catalogue: AiCatalogue;
  student: StudentSignals;
  /** A cover letter's CV and job (chat type 'cl'), personal data stripped; null for every other request. */
  coverLetter: CoverLetterFacts | null;
  signal: AbortSignal;
  started: number;
}

function isChat(path: AiPath, body: AiRequestBody): boolean {
  return path === 'image' || path === 'cvcl' || (path === 'ab4' && body.type !== 'query');
}

function kindOf(path: AiPath, chat: boolean): AiKind {
  if (path === 'ab4' && chat) return 'chat';
  return path;
}

function chatTypeOf(path: AiPath, body: AiRequestBody): ChatType {
  if (path === 'image') return 'image';
  if (path === 'cvcl')
    return body.chatType === 'cv' || body.chatType === 'cl' ? body.chatType : 'cvcl-custom';
  return 'ab4';
}

/**
 * The AI gateway: POST /ai/ab3 (disciplines), /ai/ab4 (professions, and the profession chat with a type
 * other than 'query'), /ai/slp (professions for the SLP), /ai/image and /ai/cvcl (chatbot modes). Checks
 * who asks, the body, the safety topics, the cooldown and the quota before any provider is called, logs
 * every request, and streams the answer as JSON lines; a client that goes away stops the provider.
 */
export function registerAiRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The catalogue and its search index (~2 s on a cold process) are built in the background once the server
  // listens (not before: it delayed the listening), so that the first student's words still appear within
  // a second.
  app.addHook('onListen', async () => {
    void loadAiCatalogue(deps.db)
      .then(warmRetrieval)
      .catch((err: unknown) => deps.log.warn({ err }, 'AI catalogue warm-up failed'));
  });
  for (const path of PATHS) {
    app.post(`/ai/${path}`, { bodyLimit: 64 * 1024, compress: false }, async (req, reply) => {
      const ctx = await createContext(deps, req, reply);
      const lang = ctx.lang;
      const refuse = (code: number, key: string, vars: Record<string, string | number> = {}) =>
        reply.code(code).send({ message: translate(lang, key, vars), ...vars });
      if (!ctx.user) return refuse(ctx.sessionProblem === 'disabled' ? 403 : 401, 'errors.unauthorized');
      const user = ctx.user;
      // The same rule as every tRPC input (trpc/raw-input.ts): text PostgreSQL cannot store is a 400.
      const problem = rawInputProblem(req.body);
      if (problem) return refuse(400, inputProblemKey(problem));
      const parsed = aiRequestBody.safeParse(req.body);
      if (!parsed.success) {
        const key = parsed.error.issues.find((i) => i.message.startsWith('ai.'))?.message;
        return refuse(400, key ?? 'ai.errors.badRequest');
      }
      const body = parsed.data;
      const chat = isChat(path, body);
      const kind = kindOf(path, chat);
      const text = lastUserText(body);
      const safety = sensitiveTopic(`${text} ${body.tagText ?? ''}`);
      // The SLP's own rule: admin, or full access whose window (23:59 the day after the event) is still open.
      // A message about self-harm or abuse is answered whatever the access, the quota or the wait (below).
      if (
        !safety &&
        path === 'slp' &&
        !(await loadSlpAccess(deps.db, { userId: user.row.id, isAdmin: user.isAdmin, now: deps.now() }))
          .canEdit
      )
        return refuse(403, 'ai.errors.slpAccess');
      const tagWords = suggestionTagWords(body.tagId);
      if (body.tagId && !tagWords && body.tagId !== 'other') return refuse(400, 'ai.errors.unknownTag');
      if (chat ? !text && path !== 'image' : !text && !tagWords) return refuse(400, 'ai.errors.emptyQuery');

      const catalogue = await loadAiCatalogue(deps.db);
      const professionId = body.professionId ?? 0;
      if (professionId && !catalogue.professionById.has(professionId))
        return refuse(400, 'ai.errors.professionNotFound');
      // A cover letter is written from the person's CV and the saved job as the database holds them, read
      // before anything is logged or charged: a job the student has not saved is refused here.
      let coverLetter: CoverLetterFacts | null = null;
      if (!safety && chat && chatTypeOf(path, body) === 'cl') {
        try {
          coverLetter = coverLetterFactsForAi(
            await loadCoverLetterFacts(deps.db, { userId: user.row.id, jobId: body.jobId ?? null }),
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return refuse(404, error.messageKey);
          throw error;
        }
      }
      const provider = providerFor(deps.config.ai);
      const started = performance.now();
      const prompt = stripPersonalData([tagWords, text].filter(Boolean).join('\n')).text;
      const start = {
        kind,
        provider: safety ? 'safety' : provider.name,
        prompt,
        botUrl: `/ai/${path}`,
        tagId: body.tagId ?? null,
        tagText: body.tagText ? stripPersonalData(body.tagText).text : null,
        userElaboration: text ? stripPersonalData(text).text : null,
        devicePlatforms: body.devicePlatforms?.map((d) => stripPersonalData(d).text) ?? null,
      };

      let requestId: number;
      try {
        // The safety answer is logged but never refused nor charged: no quota, no cooldown.
        requestId = safety
          ? await logRefusedRequest(deps.db, { user, now: deps.now(), start })
          : await startAiRequest(deps.db, { user, now: deps.now(), start });
      } catch (error) {
        if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
          if (error.vars.seconds) reply.header('retry-after', String(error.vars.seconds));
          return refuse(429, error.messageKey, error.vars);
        }
        throw error;
      }

      const abort = new AbortController();
      // The student closed the page or pressed stop: the provider stops too (no tokens spent for nobody).
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort(new Error('client went away'));
      });
      const job: Job = {
        deps,
        user,
        lang,
        body,
        text,
        kind,
        path,
        provider,
        catalogue,
        student: await loadStudentSignals(deps.db, user.row.id),
        coverLetter,
        signal: abort.signal,
        started,
      };
      const finish = (
        status: 'ok' | 'failed' | 'aborted' | 'refused',
        statusText: string,
        resultCount: number,
      ) =>
        finishAiRequest(deps.db, {
          id: requestId,
          status,
          statusText,
          resultCount,
          durationMs: performance.now() - started,
        }).catch((err: unknown) => deps.log.error({ err }, 'AI request log update failed'));

      const lines = safety
        ? safetyLines(job, requestId, safety, finish)
        : chat
          ? chatLines(job, requestId, finish)
          : suggestionLines(job, requestId, prompt, finish);
      return sendLines(reply, lines);
    });
  }
}

function sendLines(reply: FastifyReply, lines: AsyncIterable<string>) {
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(lines, { objectMode: false }));
}

type Finish = (
  status: 'ok' | 'failed' | 'aborted' | 'refused',
  statusText: string,
  n: number,
) => Promise<void>;

async function* safetyLines(
  job: Job,
  requestId: number,
  topic: 'selfHarm' | 'abuse',
  finish: Finish,
): AsyncIterable<string> {
  yield line({ type: 'meta', provider: 'safety', requestId });
  // The school's named staff are told (who and the kind of risk, never the words) when the school asked.
  const { schoolTold } = await raiseSafeguardingAlert(job.deps.db, {
    studentId: job.user.row.id,
    topic,
    requestId,
    now: job.deps.now(),
  });
  const text = [
    translate(job.lang, `ai.safety.${topic}`),
    schoolTold ? translate(job.lang, 'ai.safety.schoolTold') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  yield line({ type: 'safety', text });
  let messageId: number | undefined;
  if (isChat(job.path, job.body)) {
    const saved = await saveChatExchange(job.deps.db, {
      userId: job.user.row.id,
      professionId: job.body.professionId ?? 0,
      type: chatTypeOf(job.path, job.body),
      message: job.text,
      reply: text,
      provider: 'safety',
      now: job.deps.now(),
    });
    messageId = saved.botMessageId;
  }
  await finish('refused', topic, 0);
  yield line({ type: 'done', count: 0, ...(messageId ? { messageId } : {}) });
}

/** A suggestion card carries our own names and figures, whatever the provider wrote. */
function mergeWithData(catalogue: AiCatalogue, disciplines: boolean, id: number) {
  if (disciplines) {
    const d = catalogue.disciplineById.get(id);
    return d
      ? {
          id: d.id,
          name: d.name,
          nameChi: d.nameChi,
          groupName: d.groupName,
          groupNameChi: d.groupNameChi,
          programCount: d.programCount,
        }
      : null;
  }
  const p = catalogue.professionById.get(id);
  return p ? { id: p.id, name: p.name, nameChi: p.nameChi, iscoCode: p.iscoCode } : null;
}

async function* suggestionLines(
  job: Job,
  requestId: number,
  prompt: string,
  finish: Finish,
): AsyncIterable<string> {
  const disciplines = job.path === 'ab3';
  const max = disciplines ? MAX_DISCIPLINE_SUGGESTIONS : MAX_PROFESSION_SUGGESTIONS;
  yield line({ type: 'meta', provider: job.provider.name, requestId });
  const sent: { name: string; nameChi: string; explanation: string }[] = [];
  try {
    for await (const s of job.provider.suggest(
      {
        kind: disciplines ? 'disciplines' : 'professions',
        query: prompt,
        tagId: job.body.tagId ?? null,
        student: job.student,
        catalogue: job.catalogue,
        max,
        lang: job.lang,
      },
      job.signal,
    )) {
      if (sent.length >= max) break;
      const merged = mergeWithData(job.catalogue, disciplines, s.id);
      if (!merged) continue;
      // A model's words pass the same checks as its chat (personal data, markup, length).
      const explanation = guardText(s.explanation, 1000);
      sent.push({ name: merged.name, nameChi: merged.nameChi, explanation });
      yield line({
        type: 'item',
        ...merged,
        explanation,
        explanationEn: s.explanationEn ? guardText(s.explanationEn, 1000) : null,
      });
    }
    // Spec 3 §8 calls an empty result a failure; Waypoint says instead that nothing matched and offers the
    // tags and the interest profile (decision 017). Logged, and not charged: no quota, no cooldown.
    if (sent.length === 0) {
      await finish('failed', 'No data', 0);
      yield line({ type: 'noMatch', message: translate(job.lang, 'ai.noMatch') });
      yield line({ type: 'done', count: 0 });
      return;
    }
  } catch (error) {
    if (job.signal.aborted) {
      await finish('aborted', 'Client went away', sent.length);
      return;
    }
    await finish(
      'failed',
      error instanceof AiProviderError ? error.statusText : 'Internal error',
      sent.length,
    );
    if (!(error instanceof AiProviderError)) job.deps.log.error({ err: error }, 'AI suggestion failed');
    yield line({ type: 'error', message: translate(job.lang, 'ai.errors.suggestionFailed') });
    return;
  }
  const student = job.user.row;
  const sendToWhatsApp = job.body.sendToWhatsApp !== false && isSecondaryStudent(student);
  await job.deps.db.transaction(async (tx) => {
    await finishAiRequest(tx, {
      id: requestId,
      status: 'ok',
      statusText: 'OK',
      resultCount: sent.length,
      durationMs: performance.now() - job.started,
    });
    if (sendToWhatsApp)
      await enqueueSuggestionsMessage(tx, {
        student,
        kind: disciplines ? 'disciplines' : 'professions',
        requestId,
        items: sent,
      });
  });
  yield line({ type: 'done', count: sent.length });
}

async function* chatLines(job: Job, requestId: number, finish: Finish): AsyncIterable<string> {
  const type = chatTypeOf(job.path, job.body);
  const professionId = job.body.professionId ?? 0;
  const mode = job.path === 'image' ? 'image' : job.path === 'cvcl' ? 'cvcl' : 'ab4';
  yield line({ type: 'meta', provider: job.provider.name, requestId });
  // A message that got the safety answer, and that answer, never go to a model with a later question.
  const history = (await listChatMessages(job.deps.db, { userId: job.user.row.id, mode, professionId }))
    .filter(
      (m) =>
        m.provider !== 'error' && m.provider !== 'safety' && typesOfMode(mode).includes(m.type as ChatType),
    )
    .filter((m) => !(m.fromUser && sensitiveTopic(m.content)))
    .map((m) => ({ fromUser: m.fromUser, content: stripPersonalData(m.content).text }));
  const input = {
    type,
    profession: job.catalogue.professionById.get(professionId) ?? null,
    history,
    message: stripPersonalData(job.text).text,
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
      message: job.text || translate(job.lang, 'ai.imageRequest'),
      reply,
      provider,
      now: job.deps.now(),
    });

  if (type === 'image') {
    try {
      const url = await job.provider.image(input, job.signal);
      const reply = url ?? translate(job.lang, 'ai.imageUnavailable');
      const saved = await save(reply, url ? job.provider.name : 'unavailable');
      await finish(url ? 'ok' : 'failed', url ? 'OK' : 'No image model', url ? 1 : 0);
      yield line(url ? { type: 'image', url } : { type: 'text', text: reply });
      yield line({ type: 'done', count: url ? 1 : 0, messageId: saved.botMessageId });
    } catch (error) {
      await finish(
        job.signal.aborted ? 'aborted' : 'failed',
        error instanceof AiProviderError ? error.statusText : 'Internal error',
        0,
      );
      if (!job.signal.aborted)
        yield line({ type: 'error', message: translate(job.lang, 'ai.errors.chatFailed') });
    }
    return;
  }

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
      await finish('aborted', 'Stopped', reply.length);
      return;
    }
    await finish('failed', statusText, reply.length);
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
  await finish('ok', 'OK', reply.length);
  yield line({ type: 'done', count: reply.length, messageId: saved.botMessageId });
}
