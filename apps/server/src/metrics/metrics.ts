import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast read (~2 ms) to a slow AI answer or export (~1 min). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const STATEMENT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export type AiOutcome = 'ok' | 'failed' | 'aborted' | 'safety' | 'refused' | 'quota';

/**
 * The process's Prometheus metrics (issue 26 item 4), one registry per app so that tests may build several
 * apps in one process. What is counted where:
 * - requests: `http/request-metrics.ts` (every answer, by route or tRPC procedure, method and status);
 * - AI outcomes: the AI routes (answered, failed, stopped, the safety answer) and the request hook (refused,
 *   quota);
 * - uploads: the upload route;
 * - database statements and pool: `metrics/database-metrics.ts` (PostgreSQL);
 * - the outbox: read from its table at each scrape (`metrics/outbox-metrics.ts`), so that every process
 *   reports the same backlog;
 * - the event loop, memory and CPU: prom-client's default metrics.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requestSeconds = new Histogram({
    name: 'waypoint_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route (or tRPC procedure), method and status code.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly aiRequests = new Counter({
    name: 'waypoint_ai_requests_total',
    help: 'AI requests by provider and outcome (ok, failed, aborted, safety, refused, quota).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly uploadBytes = new Counter({
    name: 'waypoint_upload_bytes_total',
    help: 'Bytes of files accepted by the upload route.',
    registers: [this.registry],
  });

  readonly uploads = new Counter({
    name: 'waypoint_uploads_total',
    help: 'Files accepted by the upload route.',
    registers: [this.registry],
  });

  readonly statementSeconds = new Histogram({
    name: 'waypoint_db_statement_duration_seconds',
    help: 'Time of each database statement, from sending it to its result (PostgreSQL).',
    buckets: STATEMENT_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'waypoint_', eventLoopMonitoringPrecision: 10 });
    // Gauges that prom-client names like counters: `promtool check metrics` refuses the names, and the
    // counts of handles and requests say little that the event loop's delay does not.
    for (const name of [
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
    ])
      this.registry.removeSingleMetric(`waypoint_${name}`);
  }

  /** A gauge whose value is read when Prometheus scrapes (pool use, outbox backlog). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (set: (value: number, labels?: Partial<Record<L, string>>) => void) => Promise<void> | void,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await collect((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
      },
    });
  }
}
