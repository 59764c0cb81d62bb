import type { OpenDb } from '@waypoint/db';
import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, SESSIONS_CHANNEL, SessionCache } from '../src/auth/session-cache.ts';

/** An embedded-style database whose LISTEN the test controls: it can deliver notices or fail. */
function fakeDatabase(opts: { failListen?: boolean } = {}) {
  let deliver: ((payload: string) => void) | null = null;
  const database = {
    kind: 'pglite',
    async listen(channel: string, cb: (payload: string) => void) {
      if (opts.failListen) throw new Error('no connection');
      expect(channel).toBe(SESSIONS_CHANNEL);
      deliver = cb;
      return async () => {
        deliver = null;
      };
    },
  } as unknown as OpenDb;
  return { database, notify: (payload: string) => deliver?.(payload), listening: () => deliver !== null };
}

const entry = (userId: string, readAt: number) => ({ userId, row: { userId }, readAt, seenAt: readAt });

describe('SessionCache', () => {
  it('keeps nothing until it listens, and nothing when LISTEN fails', async () => {
    const failing = new SessionCache(fakeDatabase({ failListen: true }).database, { onError: () => {} });
    failing.set('t', entry('u', 0), failing.ticket());
    await failing.start();
    failing.set('t', entry('u', 0), failing.ticket());
    expect(failing.isListening).toBe(false);
    expect(failing.size).toBe(0);
    await failing.stop();

    const fake = fakeDatabase();
    const cache = new SessionCache(fake.database);
    await cache.start();
    cache.set('t', entry('u', 0), cache.ticket());
    expect(cache.get('t', 1)?.userId).toBe('u');
    await cache.stop();
    expect(fake.listening()).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('drops every session of the person a notice names, and only theirs', async () => {
    const fake = fakeDatabase();
    const cache = new SessionCache(fake.database);
    await cache.start();
    cache.set('a1', entry('a', 0), cache.ticket());
    cache.set('a2', entry('a', 0), cache.ticket());
    cache.set('b1', entry('b', 0), cache.ticket());
    fake.notify('a');
    expect([cache.get('a1', 1), cache.get('a2', 1), cache.get('b1', 1)?.userId]).toEqual([
      undefined,
      undefined,
      'b',
    ]);
    await cache.stop();
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const fake = fakeDatabase();
    const cache = new SessionCache(fake.database);
    await cache.start();
    const ticket = cache.ticket();
    fake.notify('a'); // arrives while the read is on its way
    cache.set('a1', entry('a', 0), ticket);
    expect(cache.get('a1', 1)).toBeUndefined();
    await cache.stop();
  });

  it('serves an entry for less than the bound only, and never one read in the future', async () => {
    const fake = fakeDatabase();
    const cache = new SessionCache(fake.database);
    await cache.start();
    cache.set('t', entry('u', 1_000), cache.ticket());
    expect(cache.get('t', 999)).toBeUndefined();
    cache.set('t', entry('u', 1_000), cache.ticket());
    expect(cache.get('t', 1_000 + SESSION_CACHE_MS - 1)).toBeDefined();
    expect(cache.get('t', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
    // Older entries leave as newer ones are stored.
    cache.set('old', entry('u', 0), cache.ticket());
    cache.set('new', entry('v', SESSION_CACHE_MS + 1), cache.ticket());
    expect(cache.size).toBe(1);
    await cache.stop();
  });
});
