import { type Db, queryRows, schema } from '@waypoint/db';
import { sql } from 'drizzle-orm';
import type { Metrics } from './metrics.ts';

const { outboxMessages } = schema;

/**
 * The outbox as every process sees it, read from its table when Prometheus scrapes: messages by state
 * (pending is the backlog, failed gave up after the last attempt), those that have failed at least once
 * and wait to be retried, and the age of the oldest message still to be sent (a stuck worker or gateway
 * shows as a growing age).
 */
export function watchOutbox(metrics: Metrics, db: Db): void {
  metrics.gauge('waypoint_outbox_messages', 'Outbox messages by state.', ['state'], async (set) => {
    const rows = await queryRows<{ status: string; n: number }>(
      db,
      sql`select ${outboxMessages.status} as status, count(*)::int as n from ${outboxMessages} group by 1`,
    );
    for (const state of ['pending', 'sent', 'failed', 'opted_out']) set(0, { state });
    for (const row of rows) set(Number(row.n), { state: row.status });
  });
  metrics.gauge(
    'waypoint_outbox_retrying',
    'Pending outbox messages that failed at least once.',
    [],
    async (set) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${outboxMessages}
        where ${outboxMessages.status} = 'pending' and ${outboxMessages.lastError} is not null`,
      );
      set(Number(row?.n ?? 0));
    },
  );
  metrics.gauge(
    'waypoint_outbox_oldest_pending_seconds',
    'Age of the oldest outbox message not yet sent (0 when none).',
    [],
    async (set) => {
      const [row] = await queryRows<{ age: number | null }>(
        db,
        sql`select extract(epoch from now() - min(${outboxMessages.createdAt}))::float8 as age
          from ${outboxMessages} where ${outboxMessages.status} = 'pending'`,
      );
      set(Math.max(0, Number(row?.age ?? 0)));
    },
  );
}
