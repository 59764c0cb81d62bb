import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { SessionCache } from './session-cache.ts';
import type { SessionRows } from './sessions.ts';

/** One cache per app, found from its deps by every route that resolves a session (tRPC, files, AI). */
const caches = new WeakMap<AppDeps, SessionCache<SessionRows>>();

export function sessionCacheOf(deps: AppDeps): SessionCache<SessionRows> | undefined {
  return caches.get(deps);
}

/** The app's session cache (decision 021), listening from the app's start to its close. */
export function registerSessionCache(app: FastifyInstance, deps: AppDeps): void {
  const cache = new SessionCache<SessionRows>(deps.database, {
    onError: (err) =>
      deps.log.warn(
        { err },
        'session cache: not listening; every request reads its session until it is back',
      ),
  });
  caches.set(deps, cache);
  app.addHook('onReady', () => cache.start());
  app.addHook('onClose', () => cache.stop());
}
