import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../src/outbox/enqueue.ts';
import { addressOf, HttpTransport } from '../src/outbox/transports/http.ts';
import { LogTransport } from '../src/outbox/transports/log.ts';
import { SmtpTransport } from '../src/outbox/transports/smtp.ts';
import { deliverDueMessages, MAX_ATTEMPTS, type TransportMap } from '../src/outbox/worker.ts';
import { createTestApp, type TestApp } from './harness.ts';

const log = pino({ level: 'silent' });

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

describe('outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  async function statusOf(id: number) {
    const [row] = await t.deps.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.id, id));
    return row!;
  }

  it('delivers with the log transport by default and records it', async () => {
    const id = await enqueueMessage(t.deps.db, { channel: 'whatsapp', recipient: '91000001', body: 'Hello' });
    const logT = new LogTransport(log);
    const sent = await deliverDueMessages(t.deps.db, { whatsapp: logT, sms: logT, email: logT }, log);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', transport: 'log', attempts: 1 });
  });

  it('a stopping worker sends the message in hand and gives back the rest of its round, due at once', async () => {
    // Nothing else due, so that the round holds exactly these.
    await deliverDueMessages(
      t.deps.db,
      { whatsapp: new LogTransport(log), sms: new LogTransport(log), email: new LogTransport(log) },
      log,
    );
    const ids = [];
    for (let i = 0; i < 4; i += 1)
      ids.push(
        await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '91000003', body: `Round ${i}` }),
      );
    let stopping = false;
    const sent: number[] = [];
    const stopsDuringFirst: TransportMap['sms'] = {
      name: 'stops',
      async send(message) {
        sent.push(message.id);
        stopping = true; // SIGTERM arrives while the first message is being sent
      },
    };
    const transports: TransportMap = {
      whatsapp: stopsDuringFirst,
      sms: stopsDuringFirst,
      email: stopsDuringFirst,
    };
    expect(await deliverDueMessages(t.deps.db, transports, log, () => stopping)).toBe(1);
    expect(sent).toEqual([ids[0]]);
    expect(await statusOf(ids[0]!)).toMatchObject({ status: 'sent', attempts: 1 });
    for (const id of ids.slice(1)) {
      const row = await statusOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // Another process's next round sends them, each once.
    stopping = false;
    const after: number[] = [];
    const plain: TransportMap['sms'] = { name: 'plain', send: async (m) => void after.push(m.id) };
    await deliverDueMessages(t.deps.db, { whatsapp: plain, sms: plain, email: plain }, log);
    expect(after).toEqual(ids.slice(1));
  });

  it('posts to an HTTP gateway, and retries with back-off when it fails', async () => {
    const received: unknown[] = [];
    let fail = true;
    const server = createServer(async (req, res) => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(await readBody(req)) });
      res.statusCode = fail ? 502 : 200;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    const http = new HttpTransport(url, 'secret-token', 'http-sms');
    const transports: TransportMap = { whatsapp: http, sms: http, email: http };
    const id = await enqueueMessage(t.deps.db, {
      channel: 'sms',
      recipient: '91000002',
      body: 'Code 123456',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    const failed = await statusOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 502 from gateway' });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent.
    expect(await deliverDueMessages(t.deps.db, transports, log)).toBe(0);
    await t.deps.db
      .update(schema.outboxMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(schema.outboxMessages.id, id));
    fail = false;
    await deliverDueMessages(t.deps.db, transports, log);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2, transport: 'http-sms' });
    expect(received[1]).toEqual({
      auth: 'Bearer secret-token',
      body: { id, channel: 'sms', to: '+85291000002', subject: null, text: 'Code 123456', meta: null },
    });
    server.close();
  });

  it('prefixes +852 to Hong Kong phones only, never to a WhatsApp group id or an e-mail address', () => {
    expect(addressOf({ channel: 'whatsapp', recipient: '91000001' })).toBe('+85291000001');
    expect(addressOf({ channel: 'whatsapp', recipient: '120363041234567890@g.us' })).toBe(
      '120363041234567890@g.us',
    );
    expect(addressOf({ channel: 'email', recipient: 'a@example.com' })).toBe('a@example.com');
  });

  it('gives up after the last attempt', async () => {
    const broken = { name: 'broken', send: async () => Promise.reject(new Error('down')) };
    const id = await enqueueMessage(t.deps.db, { channel: 'email', recipient: 'a@example.com', body: 'x' });
    await t.deps.db
      .update(schema.outboxMessages)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(schema.outboxMessages.id, id));
    await deliverDueMessages(t.deps.db, { whatsapp: broken, sms: broken, email: broken }, log);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'down' });
  });

  it('sends e-mail over SMTP to a local server', async () => {
    const transcript: string[] = [];
    const smtp = createTcpServer((socket) => {
      let inData = false;
      socket.write('220 localhost ESMTP test\r\n');
      socket.on('data', (buf) => {
        for (const line of buf.toString().split('\r\n').filter(Boolean)) {
          transcript.push(line);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 OK queued\r\n');
            }
            continue;
          }
          const cmd = line.slice(0, 4).toUpperCase();
          if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 localhost\r\n');
          else if (cmd === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.address() as AddressInfo).port;
    const mail = new SmtpTransport(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Waypoint <no-reply@waypoint.local>',
    );
    await mail.send({
      id: 1,
      channel: 'email',
      recipient: 'teacher@example.com',
      subject: 'Reset',
      body: 'Open the link',
      meta: null,
    });
    expect(transcript.some((l) => l.includes('RCPT TO:<teacher@example.com>'))).toBe(true);
    expect(transcript).toContain('Open the link');
    smtp.close();
  });
});
