import { initTRPC, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { API_MAX_BATCH_CALLS } from '@waypoint/domain';
import { ZodError } from 'zod';
import { DEFAULT_LANG, type Lang, translate } from '../i18n/translate.ts';
import type { Context } from './context.ts';
import { appErrorOf, fail } from './errors.ts';
import { issueMessage } from './input-issues.ts';
import { findRawInputProblem, inputProblemSentence } from './raw-input.ts';

/** tRPC's own text when a batch names more calls than `maxBatchSize` (app.ts); mapped to a sentence below. */
const BATCH_TOO_LARGE = 'Batch call exceeds maximum size';

const t = initTRPC.context<Context>().create({
  // A comment line every 25 s keeps an idle subscription (session voting) open through proxies that close
  // silent connections after 30–60 s.
  sse: { ping: { enabled: true, intervalMs: 25_000 } },
  errorFormatter({ shape, error, ctx }) {
    const lang: Lang = ctx?.lang ?? DEFAULT_LANG;
    // A service's AppError reaches here wrapped as INTERNAL_SERVER_ERROR: its own code decides the answer.
    const app = appErrorOf(error);
    return {
      ...shape,
      code: app ? TRPC_ERROR_CODES_BY_KEY[app.code] : shape.code,
      message: app ? translate(lang, app.messageKey, app.vars) : readableMessage(error, lang),
      data: {
        code: app?.code ?? shape.data.code,
        httpStatus: app
          ? getHTTPStatusCodeFromError(new TRPCError({ code: app.code }))
          : shape.data.httpStatus,
        path: shape.data.path,
        waypointCode: app?.waypointCode ?? null,
        fields: error.cause instanceof ZodError ? fieldNames(error.cause) : null,
        // A 5xx tells the client nothing but the id under which the server logged it.
        requestId: shape.data.httpStatus >= 500 && !app ? (ctx?.req.id ?? null) : null,
      },
    };
  },
});

/** Every message that leaves the server is a sentence in the caller's language; internals never leak. */
function readableMessage(error: Error & { code?: string; cause?: unknown }, lang: Lang): string {
  if (error.cause instanceof ZodError) return issueMessage(lang, error.cause.issues[0]);
  switch (error.code) {
    case 'UNAUTHORIZED':
      return translate(lang, 'errors.unauthorized');
    case 'FORBIDDEN':
      return translate(lang, 'errors.forbidden');
    case 'NOT_FOUND':
      return translate(lang, 'errors.notFound');
    case 'TOO_MANY_REQUESTS':
      return translate(lang, 'errors.tooManyRequests');
    case 'BAD_REQUEST':
      if (error.message === BATCH_TOO_LARGE)
        return translate(lang, 'errors.batchTooLarge', { max: API_MAX_BATCH_CALLS });
      return translate(lang, 'errors.badRequest');
    case 'PARSE_ERROR':
      return translate(lang, 'errors.badRequest');
    default:
      return translate(lang, 'errors.internal');
  }
}

function fieldNames(error: ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path.join('.')))];
}

export const router = t.router;
export const middleware = t.middleware;
/**
 * Every procedure starts here: its raw input, before any schema or database call, may carry no NUL
 * character and no lone surrogate and nest no deeper than MAX_INPUT_DEPTH (issue 9 item 3, issue 22 item
 * 11), so no procedure, old or new, has to remember it.
 */
export const baseProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  const finding = findRawInputProblem(await getRawInput());
  if (finding) {
    const { key, vars } = inputProblemSentence(ctx.lang, finding);
    fail('BAD_REQUEST', key, { vars });
  }
  return next();
});
export const createCallerFactory = t.createCallerFactory;
