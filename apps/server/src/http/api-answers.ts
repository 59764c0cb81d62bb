import { API_MAX_BATCH_CALLS } from '@waypoint/domain';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/translate.ts';
import { requestLang, sendClientError } from './errors.ts';

/** Bytes of one API answer: ten portal-data calls (the largest answer, ~0.8 MB each) fit ten times over. */
export const MAX_API_RESPONSE_BYTES = 16 * 1024 * 1024;

/**
 * Rules for every answer under /api (issue 9 items 2 and 10). Added before the compression plugin so that
 * it sees the answer uncompressed:
 * - `Cache-Control: no-store` unless the route chose otherwise: API answers carry personal data, and no
 *   browser or proxy cache may keep them.
 * - a tRPC call with a body that is not JSON is refused 415;
 * - a tRPC batch of more than API_MAX_BATCH_CALLS calls is refused 400 before any call runs (tRPC's own
 *   `maxBatchSize` refuses it too, but before the context exists, so not in the caller's language);
 * - a tRPC answer larger than `maxBytes` is replaced by a 413, so that one request cannot make the server
 *   send (and compress) hundreds of megabytes. Subscriptions (event streams) are left alone;
 * - a tRPC answer goes on as bytes of a known size, so that small ones (under 1 KiB) are not compressed.
 */
export function registerApiAnswerRules(app: FastifyInstance, opts: { maxBytes: number }): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/trpc/')) return;
    // Our calls carry JSON or nothing; tRPC's adapter would hand any other body (multipart, form data) to
    // a parser that throws, a 500.
    const type = req.headers['content-type'];
    if (type && !/^application\/json\b/i.test(type)) return sendClientError(req, reply, 415);
    const [pathPart = '', query = ''] = req.url.slice('/api/trpc/'.length).split('?', 2);
    if (new URLSearchParams(query).get('batch') !== '1') return;
    const calls = safeDecode(pathPart).split(',').length;
    if (calls > API_MAX_BATCH_CALLS) {
      const message = translate(requestLang(req), 'errors.batchTooLarge', { max: API_MAX_BATCH_CALLS });
      return reply.code(400).send({ message });
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!(payload instanceof Response) || !req.url.startsWith('/api/trpc/')) return payload;
    if (payload.headers.get('content-type')?.startsWith('text/event-stream')) return payload;
    // tRPC has already built the whole answer as one string; reading it back costs no extra work.
    const body = Buffer.from(await payload.arrayBuffer());
    if (body.length > opts.maxBytes) {
      reply.code(413).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ message: translate(requestLang(req), 'errors.responseTooLarge') });
    }
    // Handed on as bytes, not as a Response: the compression plugin then knows the size and leaves
    // answers under its threshold uncompressed (a streamed Response would be compressed at any size).
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return body;
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
