import { spawnSync } from 'node:child_process';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { watchDatabase } from '../src/metrics/database-metrics.ts';
import { Metrics } from '../src/metrics/metrics.ts';
import { watchOutbox } from '../src/metrics/outbox-metrics.ts';
import { enqueueMessage } from '../src/outbox/enqueue.ts';
import { chatBody } from './ai-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { PNG_1x1, uploadPicture } from './upload-fixture.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const promtool = spawnSync('promtool', ['--version']).status === 0;

/** The value of one sample line (`name{labels} value`), or undefined when the text has no such line. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

/**
 * Issue 26 item 4: `GET /metrics` in Prometheus's text format, behind a token: requests by procedure and
 * status with latency histograms, database pool and statement time, the outbox backlog, failures and oldest
 * message age, AI requests by provider and outcome, the event loop's delay and upload bytes.
 */
describe('GET /metrics', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const metrics = new Metrics();

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    // The process as main.ts builds it with METRICS_TOKEN set: its own metrics and their database watchers.
    app = await buildApp(
      {
        ...t.deps,
        metrics,
        config: { ...t.deps.config, metricsToken: TOKEN },
        log: pino({ level: 'silent' }),
      },
      { serveWeb: false },
    );
    watchDatabase(metrics, t.database, 20);
    watchOutbox(metrics, t.deps.db);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const scrape = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('does not exist without METRICS_TOKEN, and needs the token when it is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-of-the-same-kind-0123456')).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by procedure, route and status, with latency buckets, and keeps made-up paths to one label', async () => {
    const cookie = await signIn({ ...t, app } as TestApp, '91000001');
    for (let i = 0; i < 3; i += 1)
      await app.inject({ method: 'GET', url: '/api/trpc/users.getLoggedInUser', headers: { cookie } });
    await app.inject({ method: 'GET', url: '/api/trpc/users.getLoggedInUser' }); // signed out: null, 200
    await app.inject({ method: 'GET', url: '/api/trpc/no.such.procedure' });
    await app.inject({ method: 'GET', url: '/api/trpc/made.up,also.made.up' });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/random/path/1234' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const count = 'waypoint_http_request_duration_seconds_count';
    expect(sample(text, count, { route: 'trpc users.getLoggedInUser', method: 'GET', status: '200' })).toBe(
      4,
    );
    expect(sample(text, count, { route: 'trpc unknown', status: '404' })).toBe(2);
    expect(sample(text, count, { route: '/healthz', status: '200' })).toBe(1);
    expect(sample(text, count, { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).toContain('waypoint_http_request_duration_seconds_bucket{le="0.005"');
    expect(text).not.toContain('made.up');
    expect(text).not.toContain('1234');
  });

  it('reports the outbox backlog, retries and the oldest waiting message', async () => {
    await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '91000001', body: 'waiting' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'waypoint_outbox_messages', { state: 'pending' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'waypoint_outbox_messages', { state: 'failed' })).toBe(0);
    expect(sample(text, 'waypoint_outbox_retrying')).toBe(0);
    expect(sample(text, 'waypoint_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts AI requests by provider and outcome, and upload bytes', async () => {
    const cookie = await signIn({ ...t, app } as TestApp, '91000002');
    const ask = (body: unknown, c?: string) =>
      app.inject({
        method: 'POST',
        url: '/ai/ab4',
        headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en', ...(c ? { cookie: c } : {}) },
        payload: JSON.stringify(body),
      });
    expect((await ask(chatBody('What does a nurse do?'), cookie)).statusCode).toBe(200);
    expect((await ask(chatBody('What does a nurse do?'))).statusCode).toBe(401);
    const sent = await uploadPicture(app, { cookie, purpose: 'feedback' });
    expect(sent.statusCode).toBe(201);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'waypoint_ai_requests_total', { provider: 'offline', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'waypoint_ai_requests_total', { provider: 'offline', outcome: 'refused' })).toBe(1);
    expect(sample(text, 'waypoint_uploads_total')).toBe(1);
    expect(sample(text, 'waypoint_upload_bytes_total')).toBe(PNG_1x1.length);
    expect(text).toMatch(/^waypoint_nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('reports the PostgreSQL pool and statement times (PostgreSQL only)', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (t.database.kind !== 'postgres') {
      expect(text).not.toContain('waypoint_db_pool_connections');
      return;
    }
    expect(sample(text, 'waypoint_db_pool_connections', { state: 'max' })).toBe(20);
    expect(sample(text, 'waypoint_db_pool_waiting')).toBe(0);
    expect(sample(text, 'waypoint_db_statement_duration_seconds_count')).toBeGreaterThan(0);
  });

  it.skipIf(!promtool)(
    'passes `promtool check metrics` (skipped where Debian’s prometheus is not installed; .ci/run installs it)',
    async () => {
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      const checked = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(checked.stderr + checked.stdout).toBe('');
      expect(checked.status).toBe(0);
    },
  );
});
