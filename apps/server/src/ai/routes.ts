import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { loadAiCatalogue } from '../services/ai/load-ai-catalogue.ts';
import { loadStudentSignals } from '../services/ai/load-student-signals.ts';
import { type Context, createContext } from '../trpc/context.ts';
import { type AnswerJob, finisher, sendLines } from './answer-lines.ts';
import { chatLines } from './chat-answer.ts';
import { warmRetrieval } from './offline/retrieval.ts';
import { providerFor } from './providers.ts';
import { Refusal, sendRefusal } from './refusal.ts';
import { checkSlpAccess, loadAnswerFacts, logStart, openRequestLog } from './request-facts.ts';
import { AI_PATHS, type AiPath, checkQuestion, readAiBody, shapeOf, whoAsks } from './request-shape.ts';
import { safetyLines } from './safety-answer.ts';
import { suggestionLines } from './suggestion-answer.ts';

/**
 * The AI gateway: POST /ai/ab3 (disciplines), /ai/ab4 (professions, and the profession chat with a type
 * other than 'query'), /ai/slp (professions for the SLP), /ai/image and /ai/cvcl (chatbot modes). A request
 * passes named steps in order, each of which may refuse it before any provider is called:
 *
 *   1 sign-in (`whoAsks`) · 2 validation (`readAiBody`) · 3 safety and kind (`shapeOf`) · 4 SLP access
 *   (`checkSlpAccess`) · 5 the question (`checkQuestion`) · 6 the facts (`loadAnswerFacts`) · 7 quota and
 *   log row (`openRequestLog`) · 8 the streamed answer: `safetyLines`, `suggestionLines` or `chatLines`,
 *   which also save the exchange and send suggestions to WhatsApp.
 *
 * A client that goes away stops the provider.
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
  for (const path of AI_PATHS) {
    app.post(`/ai/${path}`, { bodyLimit: 64 * 1024, compress: false }, async (req, reply) => {
      const ctx = await createContext(deps, req, reply);
      const taken = await takeRequest(deps, ctx, path, req.body);
      if (taken instanceof Refusal) return sendRefusal(reply, ctx.lang, taken);
      const abort = new AbortController();
      // The student closed the page or pressed stop: the provider stops too (no tokens spent for nobody).
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort(new Error('client went away'));
      });
      const job: AnswerJob = {
        ...taken,
        student: await loadStudentSignals(deps.db, taken.user.row.id),
        signal: abort.signal,
        finish: finisher(deps, taken.requestId, taken.started, taken.provider.name),
      };
      return sendLines(reply, answerLines(job));
    });
  }
}

/** A request that passed steps 1 to 7: logged (and charged, unless it gets the safety answer). */
type TakenRequest = Omit<AnswerJob, 'student' | 'signal' | 'finish'>;

/** Steps 1 to 7, in order: the first refusal, or the request taken. */
async function takeRequest(
  deps: AppDeps,
  ctx: Context,
  path: AiPath,
  raw: unknown,
): Promise<TakenRequest | Refusal> {
  const user = whoAsks(ctx);
  if (user instanceof Refusal) return user;
  const body = readAiBody(raw);
  if (body instanceof Refusal) return body;
  const shape = shapeOf(path, body);
  const slpRefusal = await checkSlpAccess(deps, user, shape);
  if (slpRefusal) return slpRefusal;
  const question = checkQuestion(shape);
  if (question instanceof Refusal) return question;
  const facts = await loadAnswerFacts(deps, user, shape);
  if (facts instanceof Refusal) return facts;
  const provider = providerFor(deps.config.ai);
  const started = performance.now();
  const start = logStart(shape, question.tagWords, provider.name);
  const requestId = await openRequestLog(deps, user, shape, start);
  if (requestId instanceof Refusal) return requestId;
  return { deps, user, lang: ctx.lang, shape, requestId, provider, ...facts, prompt: start.prompt, started };
}

/** Step 8: the safety answer whatever was asked, else a chat or suggestions. */
function answerLines(job: AnswerJob): AsyncIterable<string> {
  if (job.shape.safety) return safetyLines(job, job.shape.safety);
  return job.shape.chat ? chatLines(job) : suggestionLines(job);
}
