import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createLogger, loggedError } from '../src/logger.ts';
import { createTestApp, type TestApp } from './harness.ts';

const WORDS = 'my-private-words-7731';
const MAIL = 'log-leak-7731@example.com';
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 22 item 12: a failing query's log line carried the statement with every parameter, and PostgreSQL's
 * detail quoted the row ("Failing row contains (…)"): people's words and e-mails in the log. The server's
 * own logger (createLogger) is captured here, a constraint makes real inserts fail, and the lines must
 * name the statement and the SQLSTATE and hold none of the values.
 */
describe('error logs of failed queries', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ ...t.deps, log: createLogger('info', sink) }, { serveWeb: false });
    await app.ready();
    await t.deps.db.execute(
      sql.raw(
        `alter table feedback add constraint i22_refuse_words check (position('${WORDS}' in feedback) = 0)`,
      ),
    );
    await t.deps.db.execute(
      sql.raw(`alter table files add constraint i22_refuse_png check (mime_type <> 'image/png')`),
    );
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const failedLines = () => lines.filter((l) => /"level":50/.test(l));

  it('logs a failed procedure by statement and SQLSTATE, without its parameters or the row', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/trpc/feedback.createNewFeedback',
      headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en' },
      payload: JSON.stringify({ name: 'Chan Tai Man', email: MAIL, feedback: `I said ${WORDS}` }),
    });
    expect(res.statusCode).toBe(500);
    const logged = failedLines().filter((l) => l.includes('procedure failed'));
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0]!) as { err: Record<string, unknown>; path: string };
    expect(entry.path).toBe('feedback.createNewFeedback');
    expect(entry.err).toMatchObject({
      message: 'database query failed',
      code: '23514',
      constraint: 'i22_refuse_words',
      table: 'feedback',
      statement: { verb: 'insert', table: 'feedback', hash: expect.stringMatching(/^[0-9a-f]{12}$/) },
    });
    expect(entry.err.stack).toMatch(/^\s+at /);
    for (const leak of [WORDS, MAIL, 'Chan Tai Man', 'Failing row', 'params', 'insert into'])
      expect(logged[0], leak).not.toContain(leak);
  });

  it('logs a failed plain route the same way', async () => {
    const boundary = 'i22logs';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nfeedback\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_1x1,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/files',
      remoteAddress: '203.0.113.77',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-waypoint-lang': 'en' },
    });
    expect(res.statusCode).toBe(500);
    const logged = failedLines().filter((l) => l.includes('request failed'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!).err).toMatchObject({ code: '23514', constraint: 'i22_refuse_png' });
    for (const leak of ['image/png', 'insert into', 'params', 'Failing row'])
      expect(logged[0], leak).not.toContain(leak);
  });

  it('cuts the statement out of an error logged as text, and leaves other errors as they were', () => {
    expect(loggedError(`send failed: Failed query: insert into "x" values ($1)\nparams: ${MAIL}`)).toBe(
      'send failed: Failed query (statement not logged)',
    );
    expect(loggedError(new Error('the gateway answered 502'))).toMatchObject({
      type: 'Error',
      message: 'the gateway answered 502',
    });
  });
});
