import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { writeBackup } from './backup.ts';

function same(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * `POST /ops/backup { path }` for `npm run backup` on the same machine while this process holds the
 * embedded database (nothing else may open it). Only from the loopback address (the socket's own, not a
 * proxy's header) and with the token this process wrote into DATA_DIR at start, readable only by the user
 * who runs the server; the archive is written where the command asks, as that user could anyway.
 */
export function registerOpsRoutes(app: FastifyInstance, deps: AppDeps, token: string): void {
  app.post('/ops/backup', async (req, reply) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!isLoopback(req.socket.remoteAddress) || !same(given, token))
      return reply.code(401).send({ message: 'Unauthorized' });
    const file = (req.body as { path?: unknown } | undefined)?.path;
    if (typeof file !== 'string' || !path.isAbsolute(file))
      return reply.code(400).send({ message: 'path: an absolute file name' });
    const { manifest } = await writeBackup({
      db: deps.db,
      database: deps.database.kind,
      storage: deps.storage,
      filesStore: deps.config.storage.kind,
      path: file,
      now: deps.now(),
    });
    return manifest;
  });
}
