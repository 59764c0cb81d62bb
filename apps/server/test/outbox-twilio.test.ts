import { schema } from '@waypoint/db';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../src/outbox/enqueue.ts';
import { twilioSignature } from '../src/outbox/signatures.ts';
import { LogTransport } from '../src/outbox/transports/log.ts';
import { type TwilioSettings, TwilioSmsTransport } from '../src/outbox/transports/twilio-sms.ts';
import { deliverDueMessages, type TransportMap } from '../src/outbox/worker.ts';
import { startFakeProvider } from './fake-provider.ts';
import { createTestApp, type TestApp } from './harness.ts';

const log = pino({ level: 'silent' });
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-for-tests';

describe('Twilio SMS transport and webhooks', () => {
  let t: TestApp;
  let twilio: Awaited<ReturnType<typeof startFakeProvider>>;
  let transports: TransportMap;
  let settings: TwilioSettings;
  let nextSid = 0;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    twilio = await startFakeProvider({ status: 201, body: {} });
    settings = {
      accountSid: SID,
      authToken: TOKEN,
      from: '+85230001234',
      messagingServiceSid: undefined,
      apiUrl: twilio.url,
      statusCallback: `${t.deps.config.publicUrl}/webhooks/twilio`,
    };
    const logT = new LogTransport(log);
    transports = { whatsapp: logT, sms: new TwilioSmsTransport(settings), email: logT };
    t.deps.config.outbox.twilio = settings;
  });
  afterAll(async () => {
    await twilio.close();
    await t.close();
  });
  beforeEach(() => {
    twilio.requests.length = 0;
    twilio.answers.length = 0;
  });

  function accepted() {
    nextSid += 1;
    const sid = `SM${String(nextSid).padStart(32, '0')}`;
    twilio.answers.push({ status: 201, body: { sid, status: 'queued', account_sid: SID } });
    return sid;
  }

  async function row(id: number) {
    const [r] = await t.deps.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.id, id));
    return r!;
  }

  function post(fields: Record<string, string>, signature?: string) {
    const params = new URLSearchParams(fields);
    const url = `${t.deps.config.publicUrl}/webhooks/twilio`;
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/twilio',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilioSignature(TOKEN, url, params),
      },
      payload: params.toString(),
    });
  }

  const statusCallback = (sid: string, status: string, extra: Record<string, string> = {}) => ({
    AccountSid: SID,
    ApiVersion: '2010-04-01',
    From: '+85230001234',
    MessageSid: sid,
    MessageStatus: status,
    SmsSid: sid,
    SmsStatus: status,
    To: '+85291234567',
    ...extra,
  });
  const reply = (from: string, body: string, extra: Record<string, string> = {}) => ({
    AccountSid: SID,
    ApiVersion: '2010-04-01',
    Body: body,
    From: from,
    MessageSid: `SMin${Date.now()}`,
    NumMedia: '0',
    SmsStatus: 'received',
    To: '+85230001234',
    ...extra,
  });

  it('computes the signature as Twilio documents it (its published example)', () => {
    // twilio.com/docs/usage/security: this URL, these parameters and auth token 12345 sign to this value.
    const params = new URLSearchParams({
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    });
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    );
  });

  it('posts the Messages resource form-encoded with basic auth and a status callback', async () => {
    const sid = accepted();
    const id = await enqueueMessage(t.deps.db, {
      channel: 'sms',
      recipient: '91234567',
      body: 'Waypoint code 123456 & more',
      meta: { kind: 'sms-code' },
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(twilio.requests).toHaveLength(1);
    const [req] = twilio.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req!.body).toBe(
      'To=%2B85291234567&From=%2B85230001234&Body=Waypoint+code+123456+%26+more&StatusCallback=http%3A%2F%2Flocalhost%3A3000%2Fwebhooks%2Ftwilio',
    );
    expect(await row(id)).toMatchObject({
      status: 'sent',
      transport: 'twilio-sms',
      providerMessageId: sid,
      deliveryState: 'accepted',
    });
  });

  it('sends from a messaging service instead of a number when one is configured', () => {
    const viaService = new TwilioSmsTransport({
      ...settings,
      messagingServiceSid: 'MG9752274e9e519418a7406176694466fa',
    });
    const form = viaService.requestForm({
      id: 1,
      channel: 'sms',
      recipient: '91234567',
      subject: null,
      body: 'Hi',
      meta: null,
    });
    expect(form.get('MessagingServiceSid')).toBe('MG9752274e9e519418a7406176694466fa');
    expect(form.has('From')).toBe(false);
  });

  it('retries 429 and 5xx and then sends; a 400 fails at once', async () => {
    twilio.answers.push(
      { status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } },
      { status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } },
    );
    const sid = accepted();
    const id = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '91234567', body: 'Retry me' });
    for (const expected of [
      { status: 'pending', attempts: 1, lastError: 'Twilio HTTP 429: 20429 Too Many Requests' },
      { status: 'pending', attempts: 2, lastError: 'Twilio HTTP 500: 20500 Internal Server Error' },
      { status: 'sent', attempts: 3, lastError: null, providerMessageId: sid },
    ]) {
      await t.deps.db
        .update(schema.outboxMessages)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(schema.outboxMessages.id, id));
      await deliverDueMessages(t.deps.db, transports, log);
      expect(await row(id)).toMatchObject(expected);
    }
    expect(twilio.requests).toHaveLength(3);

    twilio.answers.push({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not valid.", status: 400 },
    });
    const bad = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '91234567', body: 'Bad' });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(await row(bad)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('refuses a callback without a valid X-Twilio-Signature (401) and changes nothing', async () => {
    const sid = accepted();
    const id = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '91234567', body: 'Signed?' });
    await deliverDueMessages(t.deps.db, transports, log);
    const fields = statusCallback(sid, 'delivered');
    const url = `${t.deps.config.publicUrl}/webhooks/twilio`;
    const otherToken = twilioSignature('not-our-token', url, new URLSearchParams(fields));
    expect((await post(fields, otherToken)).statusCode).toBe(401);
    // Signed for other values (the status changed on the way) does not pass.
    const signedForSent = twilioSignature(TOKEN, url, new URLSearchParams(statusCallback(sid, 'sent')));
    expect((await post(fields, signedForSent)).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/twilio',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await row(id)).deliveryState).toBe('accepted');
  });

  it('status callbacks move the state forward; duplicates and late ones change nothing', async () => {
    const sid = accepted();
    const id = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '91234567', body: 'Track me' });
    await deliverDueMessages(t.deps.db, transports, log);
    const ok = await post(statusCallback(sid, 'sent'));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/xml/);
    expect((await row(id)).deliveryState).toBe('sent');
    await post(statusCallback(sid, 'delivered'));
    const delivered = await row(id);
    expect(delivered.deliveryState).toBe('delivered');
    expect((await post(statusCallback(sid, 'delivered'))).statusCode).toBe(200);
    await post(statusCallback(sid, 'sent'));
    expect(await row(id)).toMatchObject({
      deliveryState: 'delivered',
      deliveryUpdatedAt: delivered.deliveryUpdatedAt,
    });

    const lost = accepted();
    const lostId = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '91234567', body: 'Lost' });
    await deliverDueMessages(t.deps.db, transports, log);
    await post(statusCallback(lost, 'undelivered', { ErrorCode: '30003' }));
    expect(await row(lostId)).toMatchObject({ deliveryState: 'failed', deliveryError: '30003 undelivered' });
  });

  it('a STOP reply opts the number out of SMS; START resumes', async () => {
    const res = await post(reply('+85296665555', 'Stop', { OptOutType: 'STOP' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<Response></Response>');
    expect((await post(reply('+85296665555', 'Stop', { OptOutType: 'STOP' }))).statusCode).toBe(200);
    const id = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '96665555', body: 'Your code' });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(twilio.requests).toHaveLength(0);
    expect((await row(id)).status).toBe('opted_out');

    await post(reply('+85296665555', 'START', { OptOutType: 'START' }));
    accepted();
    const again = await enqueueMessage(t.deps.db, {
      channel: 'sms',
      recipient: '96665555',
      body: 'Welcome back',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect((await row(again)).status).toBe('sent');
  });

  it('a number Twilio refuses as unsubscribed (21610) is settled as opted out and remembered', async () => {
    twilio.answers.push({
      status: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
    });
    const id = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '97778888', body: 'One' });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(await row(id)).toMatchObject({ status: 'opted_out', attempts: 1 });
    const next = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '97778888', body: 'Two' });
    await deliverDueMessages(t.deps.db, transports, log);
    expect((await row(next)).status).toBe('opted_out');
    expect(twilio.requests).toHaveLength(1);
  });

  it('answers 404 while Twilio is not configured', async () => {
    t.deps.config.outbox.twilio = undefined;
    try {
      expect((await post(statusCallback('SMx', 'sent'))).statusCode).toBe(404);
    } finally {
      t.deps.config.outbox.twilio = settings;
    }
  });
});
