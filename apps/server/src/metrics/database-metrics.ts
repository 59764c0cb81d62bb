import type { OpenDb } from '@waypoint/db';
import type pg from 'pg';
import type { Metrics } from './metrics.ts';

const TIMED = Symbol('waypoint.timedStatements');

type TimedClient = pg.PoolClient & { [TIMED]?: true };

/**
 * The PostgreSQL pool's use (connections open, idle and requests waiting for one) and the time of each
 * statement. Each client is wrapped once, when the pool first hands it out, so every statement through
 * Drizzle (pool queries and transactions alike) is timed. The embedded database has no pool, and its
 * statements run in this process: there, the request times tell the story.
 */
export function watchDatabase(metrics: Metrics, database: OpenDb, poolSize: number): void {
  const pool = database.pool;
  if (!pool) return;
  metrics.gauge(
    'waypoint_db_pool_connections',
    'PostgreSQL connections of this process, by state.',
    ['state'],
    (set) => {
      set(pool.totalCount - pool.idleCount, { state: 'busy' });
      set(pool.idleCount, { state: 'idle' });
      set(poolSize, { state: 'max' });
    },
  );
  metrics.gauge('waypoint_db_pool_waiting', 'Requests waiting for a free PostgreSQL connection.', [], (set) =>
    set(pool.waitingCount),
  );
  pool.on('acquire', (client: TimedClient) => {
    if (client[TIMED]) return;
    client[TIMED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      // Promise-style calls only (Drizzle's); a callback or cursor call is passed through untimed.
      if (result instanceof Promise) {
        const end = metrics.statementSeconds.startTimer();
        const done = () => void end();
        result.then(done, done);
      }
      return result;
    };
  });
}
