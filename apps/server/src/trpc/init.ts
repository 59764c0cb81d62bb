import { initTRPC, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { DEFAULT_LANG, hasKey, type Lang, translate } from '../i18n/translate.ts';
import type { Context } from './context.ts';
import { appErrorOf } from './errors.ts';

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
      },
    };
  },
});

/** Every message that leaves the server is a sentence in the caller's language; internals never leak. */
function readableMessage(error: Error & { code?: string; cause?: unknown }, lang: Lang): string {
  if (error.cause instanceof ZodError) {
    const issue = error.cause.issues[0];
    const field = String(issue?.path[0] ?? '');
    const fieldLabel = hasKey(`fields.${field}`) ? translate(lang, `fields.${field}`) : field;
    if (issue && hasKey(issue.message)) return translate(lang, issue.message, { field: fieldLabel });
    if (issue && (issue.code === 'too_small' || issue.code === 'invalid_type') && issue.input === undefined) {
      return translate(lang, 'errors.required', { field: fieldLabel });
    }
    return translate(lang, 'errors.invalidInput', { field: fieldLabel });
  }
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
    case 'PARSE_ERROR':
      return translate(lang, 'errors.invalidInput', { field: '' });
    default:
      return translate(lang, 'errors.internal');
  }
}

function fieldNames(error: ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path.join('.')))];
}

export const router = t.router;
export const middleware = t.middleware;
export const baseProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
