import { Readable } from 'node:stream';
import { sensitiveTopic, stripPersonalData } from '@waypoint/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n/translate.ts';
import { logRefusedRequest, startAiRequest } from '../services/ai/ai-requests.ts';
import { raiseSafeguardingAlert } from '../services/ai/safeguarding.ts';
import { AppError } from '../services/errors.ts';
import { loadSlp } from '../services/slp/load-slp.ts';
import { requireSlpEdit } from '../services/slp/slp-access.ts';
import { upsertSlp } from '../services/slp/upsert-slp.ts';
import { createContext } from '../trpc/context.ts';
import { finisher } from './answer-lines.ts';
import { OutputGuard } from './output-guard.ts';
import { providerFor } from './providers.ts';
import { AiProviderError } from './types.ts';

const polishBody = z.object({ userId: z.uuid().optional() }).strict();

/**
 * Spec chatGPTPolish: POST /ai/polish streams the polished SLP as JSON lines (meta, text pieces, done), the
 * same lines as the gateway's chat. The text is the draft as saved (the step 4 → 5 save), not the
 * browser's copy, and the polished version is saved as the draft's gpt when it is complete, so what the
 * GPT tab shows is what a reload, the export and WhatsApp see. Same checks as the gateway: session, edit
 * rights (admin, or the student's open access), daily quota, the request log.
 */
export function registerPolishRoute(app: FastifyInstance, deps: AppDeps): void {
  app.post('/ai/polish', { bodyLimit: 4 * 1024, compress: false }, async (req, reply) => {
    const ctx = await createContext(deps, req, reply);
    const refuse = (code: number, key: string, vars: Record<string, string | number> = {}) =>
      reply.code(code).send({ message: translate(ctx.lang, key, vars), ...vars });
    if (!ctx.user) return refuse(ctx.sessionProblem === 'disabled' ? 403 : 401, 'errors.unauthorized');
    const user = ctx.user;
    const parsed = polishBody.safeParse(req.body ?? {});
    if (!parsed.success) return refuse(400, 'ai.errors.badRequest');
    let rights: Awaited<ReturnType<typeof requireSlpEdit>>;
    try {
      rights = await requireSlpEdit({ deps, user }, parsed.data.userId);
    } catch (error) {
      if (error instanceof AppError) return refuse(error.code === 'NOT_FOUND' ? 404 : 403, error.messageKey);
      throw error;
    }
    const slp = await loadSlp(deps.db, rights);
    if (!slp.original.trim()) return refuse(400, 'ai.errors.polishEmpty');
    const provider = providerFor(deps.config.ai);
    const text = stripPersonalData(slp.original).text;
    const started = performance.now();
    // A draft about self-harm or abuse never goes to a model: it gets the counsellor and hotline answer.
    const safety = sensitiveTopic(slp.original);
    if (safety) {
      const requestId = await logRefusedRequest(deps.db, {
        user,
        now: deps.now(),
        start: { kind: 'polish', provider: 'safety', prompt: text, botUrl: '/ai/polish' },
      });
      deps.metrics.aiRequests.inc({ provider: provider.name, outcome: 'safety' });
      // The draft is the student's own (an admin may be polishing it for them): the student is the one at risk.
      const { schoolTold } = await raiseSafeguardingAlert(deps.db, {
        studentId: rights.target.id,
        topic: safety,
        requestId,
        now: deps.now(),
      });
      const answer = [
        { type: 'meta', provider: 'safety', requestId },
        {
          type: 'safety',
          text: [
            translate(ctx.lang, `ai.safety.${safety}`),
            schoolTold ? translate(ctx.lang, 'ai.safety.schoolTold') : '',
          ]
            .filter(Boolean)
            .join('\n\n'),
        },
        { type: 'done', count: 0 },
      ];
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(answer.map((l) => `${JSON.stringify(l)}\n`).join(''));
    }
    let requestId: number;
    try {
      requestId = await startAiRequest(deps.db, {
        user,
        now: deps.now(),
        start: { kind: 'polish', provider: provider.name, prompt: text, botUrl: '/ai/polish' },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
        return refuse(429, error.messageKey, error.vars);
      throw error;
    }
    const abort = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort(new Error('client went away'));
    });
    const finish = finisher(deps, requestId, started, provider.name);
    const lang = rights.target.preferredLang === 'en' ? 'en' : 'zh-HK';

    async function* lines(): AsyncIterable<string> {
      yield `${JSON.stringify({ type: 'meta', provider: provider.name, requestId })}\n`;
      let polished = '';
      const guard = new OutputGuard();
      try {
        for await (const piece of provider.polish({ text, lang }, abort.signal)) {
          const shown = guard.push(piece);
          if (shown) {
            polished += shown;
            yield `${JSON.stringify({ type: 'text', text: shown })}\n`;
          }
          if (guard.full) break;
        }
        const tail = guard.end();
        if (tail) {
          polished += tail;
          yield `${JSON.stringify({ type: 'text', text: tail })}\n`;
        }
        if (!polished.trim()) throw new AiProviderError('No data');
      } catch (error) {
        // Stopped or failed half-way: the earlier polished version stays as it was.
        if (abort.signal.aborted) return void (await finish('aborted', 'Stopped', polished.length));
        if (!(error instanceof AiProviderError)) deps.log.error({ err: error }, 'AI polish failed');
        await finish('failed', error instanceof AiProviderError ? error.statusText : 'Internal error', 0);
        yield `${JSON.stringify({ type: 'error', message: translate(ctx.lang, 'ai.errors.suggestionFailed') })}\n`;
        return;
      }
      await upsertSlp(deps.db, {
        userId: rights.target.id,
        savedBy: user.row.id,
        gpt: polished,
        now: deps.now(),
      });
      await finish('ok', 'OK', polished.length);
      yield `${JSON.stringify({ type: 'done', count: polished.length })}\n`;
    }
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(Readable.from(lines(), { objectMode: false }));
  });
}
