import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, type Lang, toLang, translate } from '../i18n/translate.ts';

/** The message a refused request gets, by status: never the error's own text (it may quote SQL or paths). */
const MESSAGE_BY_STATUS: Record<number, string> = {
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.requestTooLarge',
  429: 'errors.tooManyRequests',
};

export function requestLang(req: FastifyRequest): Lang {
  const v = req.headers['x-waypoint-lang'];
  return toLang(Array.isArray(v) ? v[0] : v) ?? DEFAULT_LANG;
}

/** A 4xx answer of a plain route: a sentence in the caller's language. */
export function sendClientError(req: FastifyRequest, reply: FastifyReply, status: number, key?: string) {
  const message = translate(requestLang(req), key ?? MESSAGE_BY_STATUS[status] ?? 'errors.badRequest');
  // The route may have typed its answer already (a picture whose bytes turned out missing).
  return reply.code(status).type('application/json; charset=utf-8').send({ message });
}

/**
 * One error handler for every route outside tRPC (files, CSV, health, static files, body parsing,
 * multipart, rate limit): a 4xx keeps its status with a clean message; anything else is logged in full and
 * answered 500 with the request id only, so no SQL, path or stack reaches a client (issue 9 item 4).
 * tRPC answers its own errors through the error formatter in trpc/init.ts.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    // The browser went away mid-answer (a page left, a stream aborted): nothing failed on our side, and
    // no one is left to answer. 499 is the usual "client closed request".
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      req.log.info({ code: error.code }, 'client closed the request');
      return reply.code(499).send();
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Headers already set on the reply (Retry-After from the rate limit) stay.
      return sendClientError(req, reply, status);
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send({ message: translate(requestLang(req), 'errors.internal'), requestId: req.id });
  });
}
