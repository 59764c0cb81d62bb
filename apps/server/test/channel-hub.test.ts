import { describe, expect, it } from 'vitest';
import { ChannelHub, listenUntilAborted } from '../src/realtime/channel-hub.ts';

/** A stand-in for OpenDb.listen that counts LISTENs and lets the test deliver payloads. */
function fakeDatabase(opts: { failFirst?: boolean } = {}) {
  const active = new Map<string, (payload: string) => void>();
  let listens = 0;
  let failures = opts.failFirst ? 1 : 0;
  return {
    active,
    listens: () => listens,
    async listen(channel: string, cb: (payload: string) => void) {
      if (failures > 0) {
        failures--;
        throw new Error('connection lost');
      }
      listens++;
      active.set(channel, cb);
      return async () => {
        active.delete(channel);
      };
    },
    send(channel: string, payload: string) {
      active.get(channel)?.(payload);
    },
  };
}

describe('ChannelHub', () => {
  it('shares one LISTEN per channel and stops it with the last subscriber', async () => {
    const db = fakeDatabase();
    const hub = new ChannelHub(db);
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await hub.subscribe('c', (p) => a.push(p));
    const stopB = await hub.subscribe('c', (p) => b.push(p));
    expect(db.listens()).toBe(1);
    db.send('c', 'one');
    expect([a, b]).toEqual([['one'], ['one']]);
    await stopA();
    await stopA(); // twice is harmless
    expect(db.active.has('c')).toBe(true);
    db.send('c', 'two');
    expect([a, b]).toEqual([['one'], ['one', 'two']]);
    await stopB();
    expect(db.active.has('c')).toBe(false);
    expect(hub.listenerCount('c')).toBe(0);
  });

  it('leaves nothing behind when LISTEN fails, and the next subscriber tries again', async () => {
    const db = fakeDatabase({ failFirst: true });
    const hub = new ChannelHub(db);
    await expect(hub.subscribe('c', () => {})).rejects.toThrow('connection lost');
    expect(hub.listenerCount('c')).toBe(0);
    const got: string[] = [];
    await hub.subscribe('c', (p) => got.push(p));
    db.send('c', 'x');
    expect(got).toEqual(['x']);
  });

  it('iterates filtered payloads in order and ends when aborted', async () => {
    const db = fakeDatabase();
    const hub = new ChannelHub(db);
    const controller = new AbortController();
    const it = listenUntilAborted(hub, 'c', controller.signal, (p) => p !== 'skip');
    expect((await it.next()).value).toBeNull(); // listening
    db.send('c', 'a');
    db.send('c', 'skip');
    db.send('c', 'b');
    expect((await it.next()).value).toBe('a');
    expect((await it.next()).value).toBe('b');
    const pending = it.next();
    controller.abort();
    expect((await pending).done).toBe(true);
    expect(hub.listenerCount('c')).toBe(0);
    expect(db.active.has('c')).toBe(false);
  });
});
