import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { DEFAULT_LANG, hasKey, type Lang, translate } from '../i18n/translate.ts';
import type { Context } from './context.ts';
import { AppError } from './errors.ts';

const t = initTRPC.context<Context>().create({
  // A comment line every 25 s keeps an idle subscription (session voting) open through proxies that close
  // silent connections after 30–60 s.
  sse: { ping: { enabled: true, intervalMs: 25_000 } },
  errorFormatter({ shape, error, ctx }) {
    const lang: Lang = ctx?.lang ?? DEFAULT_LANG;
    return {
      ...shape,
      message: readableMessage(error, lang),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        waypointCode: error instanceof AppError ? (error.waypointCode ?? null) : null,
        fields: error.cause instanceof ZodError ? fieldNames(error.cause) : null,
      },
    };
  },
});

/** Every message that leaves the server is a sentence in the caller's language; internals never leak. */
function readableMessage(error: Error & { code?: string; cause?: unknown }, lang: Lang): string {
  if (error instanceof AppError) return translate(lang, error.messageKey, error.vars);
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
