import { randomUUID } from 'node:crypto';
import type { OpenDb } from '@waypoint/db';
import type pg from 'pg';

/** Announced by the triggers of migration 0020: the id of a person whose session rows changed. */
export const SESSIONS_CHANNEL = 'waypoint_sessions';

/** The backstop: no process serves a session it read longer ago than this, announced or not. */
export const SESSION_CACHE_MS = 5_000;

/** Enough for every session active within the backstop on a large school's busiest minute. */
const MAX_ENTRIES = 20_000;
/** A request waits this long at most for its fence; past it the cache is emptied instead. */
const FENCE_TIMEOUT_MS = 2_000;
const RELISTEN_MS = 1_000;

export interface CachedSession<T> {
  userId: string;
  /** What the database answered; shared by every request that hits it, so never changed in place. */
  row: T;
  /** The request clock's time of the read (the backstop counts from it). */
  readAt: number;
  /** When `last_seen_at` was last written for this session; the one field updated in place. */
  seenAt: number;
}

/** Marks when a read started, so that a read overtaken by an invalidation is not kept. */
export interface ReadTicket {
  generation: number;
}

/**
 * The sessions this process resolved in the last few seconds, keyed by token hash (decision 021). Kept only
 * while this process LISTENs on `waypoint_sessions`: a change to a person's session, user or teacher row
 * announces their id through the triggers, and every process drops that person's entries. Before an entry
 * is used, this process makes sure it has received every announcement committed so far (`fence`), so a
 * change committed anywhere holds for every request that starts after it. Entries older than
 * SESSION_CACHE_MS are read again, whatever was or was not announced.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, CachedSession<T>>();
  /** Bumped by every invalidation: a read that started before one is not stored. */
  private generation = 0;
  private listening = false;
  private stopped = false;
  private stopListening: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private relisten: NodeJS.Timeout | null = null;
  /** PostgreSQL only: the LISTENing connection, which also carries the fences. */
  private client: pg.PoolClient | null = null;
  /** This process's own channel for its fences: other processes need not hear them. */
  private readonly fenceChannel = `waypoint_fence_${randomUUID().replaceAll('-', '')}`;
  private fenceSeq = 0;
  private readonly fences = new Map<string, () => void>();
  /** The fence not yet sent, which every request arriving meanwhile joins. */
  private nextFence: Promise<void> | null = null;
  private sending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: OpenDb,
    private readonly opts: { maxAgeMs?: number; onError?: (err: Error) => void } = {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** Starts listening; until it has, nothing is cached. Retries on its own if the connection is lost. */
  start(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.starting ??= this.listen()
      .catch((err: Error) => {
        this.opts.onError?.(err);
        this.scheduleRelisten();
      })
      .finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.relisten) clearTimeout(this.relisten);
    await this.starting;
    this.lose();
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
  }

  /** An entry younger than the backstop, or nothing. */
  get(tokenHash: string, now: number): CachedSession<T> | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.readAt >= (this.opts.maxAgeMs ?? SESSION_CACHE_MS) || now < entry.readAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading the database; `set` refuses the answer if anything was invalidated meanwhile. */
  ticket(): ReadTicket {
    return { generation: this.generation };
  }

  set(tokenHash: string, entry: CachedSession<T>, ticket: ReadTicket): void {
    if (!this.listening || ticket.generation !== this.generation) return;
    // Re-inserted, so that the map's order is the order of reads and the oldest leave first.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    const maxAge = this.opts.maxAgeMs ?? SESSION_CACHE_MS;
    for (const [key, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && entry.readAt - e.readAt < maxAge) break;
      this.entries.delete(key);
    }
  }

  forgetToken(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [key, e] of this.entries) if (e.userId === userId) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Resolves once this process has received every announcement committed before the call. PostgreSQL
   * delivers the notices of all channels from one queue in commit order, so a notice of our own sent now
   * comes back after them. On PGlite (one connection in this process) a notice is handled with the
   * committing statement's own answer, before anything else runs: nothing to wait for.
   */
  fence(): Promise<void> {
    const client = this.client;
    if (!this.listening || !client) return Promise.resolve();
    if (this.nextFence) return this.nextFence;
    const token = String(++this.fenceSeq);
    const fence = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        // Unseen in time: whatever it would have covered is dropped instead.
        this.fences.delete(token);
        this.clear();
        resolve();
      }, FENCE_TIMEOUT_MS);
      this.fences.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.nextFence = fence;
    // One fence on the wire at a time; the requests arriving meanwhile share the next one.
    this.sending = this.sending.then(() => {
      if (this.nextFence === fence) this.nextFence = null;
      if (this.client !== client) return this.settle(token);
      return client
        .query('select pg_notify($1, $2)', [this.fenceChannel, token])
        .catch(() => this.settle(token));
    });
    return fence;
  }

  private settle(token: string): void {
    const done = this.fences.get(token);
    this.fences.delete(token);
    done?.();
  }

  private async listen(): Promise<void> {
    if (this.database.kind === 'postgres' && this.database.pool) {
      // Its own connection rather than the channel hub's, so that fences travel on it: a fence through the
      // pool would queue behind every request waiting for a connection, exactly when writes are many.
      const client = await this.database.pool.connect();
      const onNotification = (msg: pg.Notification) => {
        if (msg.channel === SESSIONS_CHANNEL) this.forgetUser(msg.payload ?? '');
        else if (msg.channel === this.fenceChannel) this.settle(msg.payload ?? '');
      };
      const onLost = (err?: Error) => {
        if (this.client !== client) return;
        this.lose();
        client.off('notification', onNotification);
        client.release(err ?? new Error('listening connection ended'));
        this.stopListening = null;
        if (err) this.opts.onError?.(err);
        this.scheduleRelisten();
      };
      client.on('notification', onNotification);
      client.on('error', onLost);
      client.on('end', () => onLost());
      try {
        // A fence's commit carries nothing worth a WAL flush; it only has to come back in order.
        await client.query(
          `SET synchronous_commit = off; LISTEN ${SESSIONS_CHANNEL}; LISTEN ${this.fenceChannel}`,
        );
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
      this.client = client;
      this.stopListening = async () => {
        client.off('notification', onNotification);
        client.off('error', onLost);
        // Closed rather than returned: the pool must not hand out a connection without synchronous commit.
        client.release(true);
      };
    } else {
      this.stopListening = await this.database.listen(SESSIONS_CHANNEL, (p) => this.forgetUser(p));
    }
    if (this.stopped) {
      const stop = this.stopListening;
      this.stopListening = null;
      this.client = null;
      await stop?.();
      return;
    }
    this.clear();
    this.listening = true;
  }

  /** Without a live LISTEN nothing held can be trusted: drop it all and release waiting requests. */
  private lose(): void {
    this.listening = false;
    this.client = null;
    this.nextFence = null;
    this.clear();
    for (const done of this.fences.values()) done();
    this.fences.clear();
  }

  private scheduleRelisten(): void {
    if (this.stopped || this.relisten) return;
    this.relisten = setTimeout(() => {
      this.relisten = null;
      void this.start();
    }, RELISTEN_MS);
    this.relisten.unref();
  }
}
