import { schema } from '@waypoint/db';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../src/outbox/enqueue.ts';
import { whatsappSignature } from '../src/outbox/signatures.ts';
import { LogTransport } from '../src/outbox/transports/log.ts';
import { parseWhatsAppTemplates, WhatsAppCloudTransport } from '../src/outbox/transports/whatsapp-cloud.ts';
import { deliverDueMessages, type TransportMap } from '../src/outbox/worker.ts';
import { listOutboxMessages } from '../src/services/admin/list-outbox-messages.ts';
import { startFakeProvider } from './fake-provider.ts';
import { createTestApp, type TestApp } from './harness.ts';

const log = pino({ level: 'silent' });
const APP_SECRET = 'meta-app-secret-for-tests';

describe('WhatsApp Business Cloud API transport and webhooks', () => {
  let t: TestApp;
  let meta: Awaited<ReturnType<typeof startFakeProvider>>;
  let transports: TransportMap;
  let nextWamid = 0;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    meta = await startFakeProvider({ status: 200, body: {} });
    const whatsapp = new WhatsAppCloudTransport({
      token: 'EAAG-test-token',
      phoneNumberId: '106540352242922',
      apiVersion: 'v23.0',
      apiUrl: meta.url,
      templates: parseWhatsAppTemplates('*=waypoint_notice:zh_HK,slpDraft=waypoint_slp_draft:en'),
    });
    const logT = new LogTransport(log);
    transports = { whatsapp, sms: logT, email: logT };
    t.deps.config.outbox.whatsappWebhook = { appSecret: APP_SECRET, verifyToken: 'verify-me-please' };
  });
  afterAll(async () => {
    await meta.close();
    await t.close();
  });
  beforeEach(() => {
    meta.requests.length = 0;
    meta.answers.length = 0;
  });

  function accepted() {
    nextWamid += 1;
    const id = `wamid.HBgLODUyOTEyMzQ1Njc4FQIAERgS${nextWamid}`;
    meta.answers.push({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '85291234567', wa_id: '85291234567' }],
        messages: [{ id }],
      },
    });
    return id;
  }

  async function row(id: number) {
    const [r] = await t.deps.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.id, id));
    return r!;
  }

  async function makeDue(id: number) {
    await t.deps.db
      .update(schema.outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(schema.outboxMessages.id, id));
  }

  function postWebhook(payload: unknown, signature?: string) {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? { 'x-hub-signature-256': whatsappSignature(APP_SECRET, body) } : {}),
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: body,
    });
  }

  const change = (value: unknown) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value }] }],
  });
  const statusEvent = (id: string, status: string, extra: Record<string, unknown> = {}) =>
    change({
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '85230001234', phone_number_id: '106540352242922' },
      statuses: [
        {
          id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: '85291234567',
          ...extra,
        },
      ],
    });
  const inbound = (from: string, text: string, at = Date.now()) =>
    change({
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '85230001234', phone_number_id: '106540352242922' },
      contacts: [{ profile: { name: 'Student' }, wa_id: from }],
      messages: [
        {
          from,
          id: `wamid.in${at}`,
          timestamp: String(Math.floor(at / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });

  it('outside the 24-hour window sends the template configured for the kind, exactly as Meta documents', async () => {
    const wamid = accepted();
    const id = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91234567',
      body: 'Your SLP draft is ready.\nOpen Waypoint to read it.',
      meta: { kind: 'slpDraft' },
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(meta.requests).toHaveLength(1);
    const [req] = meta.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/v23.0/106540352242922/messages');
    expect(req!.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '85291234567',
      type: 'template',
      template: {
        name: 'waypoint_slp_draft',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [{ type: 'text', text: 'Your SLP draft is ready. · Open Waypoint to read it.' }],
          },
        ],
      },
    });
    expect(await row(id)).toMatchObject({
      status: 'sent',
      transport: 'whatsapp-cloud',
      providerMessageId: wamid,
      deliveryState: 'accepted',
    });
  });

  it('a kind with no template of its own uses the default template', async () => {
    accepted();
    await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91234567',
      body: 'Booking confirmed',
      meta: { kind: 'booking.confirmed' },
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(JSON.parse(meta.requests[0]!.body).template).toMatchObject({
      name: 'waypoint_notice',
      language: { code: 'zh_HK' },
    });
  });

  it('within 24 hours of the person writing to us, sends plain text', async () => {
    expect((await postWebhook(inbound('85291112222', 'Hi, a question about my booking'))).statusCode).toBe(
      200,
    );
    accepted();
    await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91112222',
      body: 'Line one\nLine two',
      meta: { kind: 'slpDraft' },
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(JSON.parse(meta.requests[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '85291112222',
      type: 'text',
      text: { preview_url: false, body: 'Line one\nLine two' },
    });
  });

  it('a reply older than 24 hours no longer opens the window', async () => {
    await postWebhook(inbound('85291113333', 'old question', Date.now() - 25 * 3600_000));
    accepted();
    await enqueueMessage(t.deps.db, { channel: 'whatsapp', recipient: '91113333', body: 'Hello' });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(JSON.parse(meta.requests[0]!.body).type).toBe('template');
  });

  it('retries 429 (after its Retry-After) and 5xx, then sends; a 400 fails at once', async () => {
    meta.answers.push(
      {
        status: 429,
        body: { error: { message: 'Rate limit hit', code: 130429 } },
        headers: { 'retry-after': '42' },
      },
      { status: 503, body: { error: { message: 'Service unavailable', code: 2 } } },
    );
    const wamid = accepted();
    const id = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91234567',
      body: 'Retry me',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toBe('WhatsApp HTTP 429: 130429 Rate limit hit');
    const wait = (first.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(35);
    expect(wait).toBeLessThan(50);
    await makeDue(id);
    await deliverDueMessages(t.deps.db, transports, log);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'WhatsApp HTTP 503: 2 Service unavailable',
    });
    await makeDue(id);
    await deliverDueMessages(t.deps.db, transports, log);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      providerMessageId: wamid,
    });
    expect(meta.requests).toHaveLength(3);
    expect(new Set(meta.requests.map((r) => r.body)).size).toBe(1);

    meta.answers.push({ status: 400, body: { error: { message: 'Invalid parameter', code: 100 } } });
    const bad = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91234567',
      body: 'Refused',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(await row(bad)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'WhatsApp HTTP 400: 100 Invalid parameter',
    });
  });

  it('answers the verify-token handshake and refuses a wrong token', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe('');
  });

  it('refuses a status report without a valid X-Hub-Signature-256 and changes nothing', async () => {
    const wamid = accepted();
    const id = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91234567',
      body: 'Signed?',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    const payload = statusEvent(wamid, 'delivered');
    const body = JSON.stringify(payload);
    const forged = whatsappSignature('not-the-app-secret', body);
    expect((await postWebhook(payload, forged)).statusCode).toBe(401);
    expect((await postWebhook(payload, 'sha256=')).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed over other bytes (the same JSON re-serialised with a space) does not pass either.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': whatsappSignature(APP_SECRET, body),
      },
      payload: `${body} `,
    });
    expect(tampered.statusCode).toBe(401);
    expect((await row(id)).deliveryState).toBe('accepted');
  });

  it('moves the delivery state forward; duplicates and late reports change nothing', async () => {
    const wamid = accepted();
    const id = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91234567',
      body: 'Track me',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect((await postWebhook(statusEvent(wamid, 'delivered'))).statusCode).toBe(200);
    const delivered = await row(id);
    expect(delivered.deliveryState).toBe('delivered');
    expect(delivered.deliveryUpdatedAt).not.toBeNull();
    // Meta retries a webhook it thinks was lost: the same report again is harmless.
    expect((await postWebhook(statusEvent(wamid, 'delivered'))).statusCode).toBe(200);
    expect((await row(id)).deliveryUpdatedAt).toEqual(delivered.deliveryUpdatedAt);
    // `sent` arriving after `delivered` is old news.
    await postWebhook(statusEvent(wamid, 'sent'));
    expect((await row(id)).deliveryState).toBe('delivered');
    await postWebhook(statusEvent(wamid, 'read'));
    expect((await row(id)).deliveryState).toBe('read');
    // A report about a message we never sent is acknowledged and ignored.
    expect((await postWebhook(statusEvent('wamid.unknown', 'read'))).statusCode).toBe(200);
  });

  it('records why WhatsApp could not deliver a sent message', async () => {
    const wamid = accepted();
    const id = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '91234567',
      body: 'Will fail',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    await postWebhook(statusEvent(wamid, 'sent'));
    await postWebhook(
      statusEvent(wamid, 'failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] }),
    );
    expect(await row(id)).toMatchObject({
      deliveryState: 'failed',
      deliveryError: '131026 Message undeliverable',
    });
  });

  it('a STOP reply opts the number out: its messages are settled as opted out and never sent; START resumes', async () => {
    expect((await postWebhook(inbound('85298765432', 'STOP'))).statusCode).toBe(200);
    // The same reply delivered twice by Meta is harmless.
    expect((await postWebhook(inbound('85298765432', 'STOP'))).statusCode).toBe(200);
    const id = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '98765432',
      body: 'Not wanted',
    });
    const sms = await enqueueMessage(t.deps.db, { channel: 'sms', recipient: '98765432', body: 'Your code' });
    await deliverDueMessages(t.deps.db, transports, log);
    expect(meta.requests).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: 'opted_out', attempts: 1, providerMessageId: null });
    // Opting out of WhatsApp says nothing about SMS.
    expect((await row(sms)).status).toBe('sent');

    await postWebhook(inbound('85298765432', 'start'));
    accepted();
    const again = await enqueueMessage(t.deps.db, {
      channel: 'whatsapp',
      recipient: '98765432',
      body: 'Welcome back',
    });
    await deliverDueMessages(t.deps.db, transports, log);
    expect((await row(again)).status).toBe('sent');
    expect(meta.requests).toHaveLength(1);
  });

  it("lists the delivery state and the opted-out status for the admin's Outbox page", async () => {
    const { items } = await listOutboxMessages(t.deps.db, {});
    expect(items.find((m) => m.body === 'Not wanted')).toMatchObject({
      status: 'opted_out',
      deliveryState: null,
    });
    expect(items.find((m) => m.body === 'Track me')).toMatchObject({ status: 'sent', deliveryState: 'read' });
    expect(items.find((m) => m.body === 'Will fail')).toMatchObject({
      deliveryState: 'failed',
      deliveryError: '131026 Message undeliverable',
    });
  });
});
