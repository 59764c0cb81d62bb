import type { ServerResponse } from 'node:http';
import type { OpenDb } from '@waypoint/db';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { OutboxWorker } from './outbox/worker.ts';

interface Job {
  stop(): void;
}

export interface StopPlan {
  app: FastifyInstance;
  log: Logger;
  /** How long requests in flight may take to finish (config `SHUTDOWN_GRACE_MS`). */
  graceMs: number;
  worker: OutboxWorker;
  jobs: Job[];
  database: OpenDb;
  lock: { release(): void } | null;
}

/**
 * Follows the answers the server is sending, so that a stopping process can tell a live stream (a
 * subscription's server-sent events, which never end by themselves) from a request still being answered.
 */
export function followOpenAnswers(app: FastifyInstance): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  app.server.on('request', (_req, res: ServerResponse) => {
    // A streamed answer legitimately carries about eleven 'close' listeners, each removed when it closes:
    // this one, @fastify/multipart's, tRPC's abort signal, and Fastify's end-of-stream watchers (two per
    // `await reply`, two more and a pipe for a stream). Node's default of 10 then warned of a leak that is
    // not one on every page load.
    res.setMaxListeners(20);
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return open;
}

function isEventStream(res: ServerResponse): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

/**
 * Stops one process cleanly (issue 26 item 6), for a supervisor's SIGTERM during a deploy:
 * 1. Fastify stops listening; a request arriving on a kept-alive connection is answered 503 with
 *    `Connection: close` (the proxy sends it to another process); idle connections are closed.
 * 2. Live event streams are closed at once: the browser's EventSource reconnects through the proxy to a
 *    process that stays, and a stream holds no work that could be lost.
 * 3. Requests in flight finish, for at most `graceMs`; then their connections are closed, logged.
 * 4. Meanwhile the outbox worker finishes the message it is sending and gives back the others it had
 *    claimed, so that another process sends them now, once, instead of after the claim's lease.
 * 5. The jobs stop, the database closes and the DATA_DIR lock is released for the next process.
 */
export async function stopGracefully(plan: StopPlan, open: Set<ServerResponse>): Promise<void> {
  const { app, log } = plan;
  const closing = app.close();
  for (const res of open) if (isEventStream(res)) res.destroy();
  // Node closes the connections that are idle when closing starts; one whose answer finishes later would
  // stay open for its keep-alive time (72 s), holding the close. So idle ones are closed as they appear.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    log.warn(
      { open: open.size, graceMs: plan.graceMs },
      'requests still open at the end of the grace period: closed',
    );
    app.server.closeAllConnections();
  }, plan.graceMs);
  await Promise.all([closing, plan.worker.stop()]);
  clearTimeout(cut);
  clearInterval(sweep);
  for (const job of plan.jobs) job.stop();
  await plan.database.close();
  plan.lock?.release();
}
