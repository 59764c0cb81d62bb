import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, cleanClientErrorReport } from '@waypoint/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { sendClientError } from './errors.ts';

// Loose on purpose (the report is cleaned below); anything longer than the cleaned fields is cut, not refused.
const reportInput = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  stack: z.string().nullish(),
  path: z.string(),
  build: z.string().nullish(),
});

/**
 * POST /client-errors: the web's uncaught errors, unhandled rejections and failed renders
 * (apps/web/src/shared/client-errors.ts), logged at warn with this process's running count, so that a
 * broken release shows in the logs before anyone calls. No personal data: the report is cleaned again
 * here (packages/domain client-errors.ts), and nothing of the caller is logged but the request id.
 */
export function registerClientErrors(app: FastifyInstance, deps: AppDeps): void {
  let reported = 0;
  let dropped = 0;
  app.post('/client-errors', { bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes }, async (req, reply) => {
    // Per address, and from everyone together (auth/request-limits.ts).
    if (
      !(await deps.limiter.take('clientError', req.ip)) ||
      !(await deps.limiter.take('clientErrorAll', 'everyone'))
    ) {
      dropped += 1;
      return sendClientError(req, reply, 429);
    }
    const parsed = reportInput.safeParse(req.body);
    if (!parsed.success) return sendClientError(req, reply, 400);
    reported += 1;
    req.log.warn(
      { clientError: cleanClientErrorReport(parsed.data), clientErrors: { reported, dropped } },
      'client error',
    );
    return reply.code(204).send();
  });
}
