import type { OpenDb } from '@waypoint/db';

type Listener = (payload: string) => void;

interface ChannelState {
  listeners: Set<Listener>;
  /** Resolves to the function that stops LISTENing; set while at least one listener is attached. */
  stop: Promise<() => Promise<void>> | null;
}

/**
 * One LISTEN per channel per process, shared by every subscriber of that process. PostgreSQL delivers a
 * NOTIFY to every listening connection, so subscribers on other server processes get it as well. The LISTEN
 * starts with the first subscriber and ends with the last: a pooled connection is held only while needed,
 * and closing the app never waits for a forgotten listener.
 */
export class ChannelHub {
  private readonly channels = new Map<string, ChannelState>();

  constructor(private readonly database: Pick<OpenDb, 'listen'>) {}

  /** Attaches a listener; resolves once LISTEN is in place, to the function that detaches it. */
  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    let state = this.channels.get(channel);
    if (!state) {
      state = { listeners: new Set(), stop: null };
      this.channels.set(channel, state);
    }
    state.listeners.add(listener);
    if (!state.stop) {
      const current = state;
      current.stop = this.database.listen(channel, (payload) => {
        for (const l of [...current.listeners]) l(payload);
      });
      current.stop.catch(() => {
        current.stop = null;
      });
    }
    try {
      await state.stop;
    } catch (err) {
      // LISTEN failed (connection lost): leave nothing behind; the next subscriber tries again.
      state.listeners.delete(listener);
      if (state.listeners.size === 0 && this.channels.get(channel) === state) this.channels.delete(channel);
      throw err;
    }
    let detached = false;
    return async () => {
      if (detached) return;
      detached = true;
      await this.detach(channel, listener);
    };
  }

  /** Listeners attached in this process, per channel (for tests and health). */
  listenerCount(channel: string): number {
    return this.channels.get(channel)?.listeners.size ?? 0;
  }

  private async detach(channel: string, listener: Listener): Promise<void> {
    const state = this.channels.get(channel);
    if (!state) return;
    state.listeners.delete(listener);
    if (state.listeners.size > 0 || !state.stop) return;
    const stop = state.stop;
    this.channels.delete(channel);
    await (await stop)();
  }
}

const hubs = new WeakMap<object, ChannelHub>();

/** The hub of one open database (one per app process; tests open several). */
export function channelHub(database: OpenDb): ChannelHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new ChannelHub(database);
    hubs.set(database, hub);
  }
  return hub;
}

/**
 * Turns a hub subscription into an async iterable that ends when `signal` aborts (the client went away).
 * It first yields null once LISTEN is in place (nothing sent earlier can be missed after that); payloads
 * arriving while the consumer is busy are queued, in order.
 */
export async function* listenUntilAborted(
  hub: ChannelHub,
  channel: string,
  signal: AbortSignal | undefined,
  accept: (payload: string) => boolean = () => true,
): AsyncGenerator<string | null> {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = await hub.subscribe(channel, (payload) => {
    if (!accept(payload)) return;
    queue.push(payload);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    yield null;
    while (!signal?.aborted) {
      const next = queue.shift();
      if (next !== undefined) {
        yield next;
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await unsubscribe();
  }
}
