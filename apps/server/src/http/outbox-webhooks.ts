import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { twilioDeliveryState, whatsappDeliveryState } from '../outbox/delivery-state.ts';
import { twilioSignatureValid, whatsappSignatureValid } from '../outbox/signatures.ts';
import { storedAddressOf } from '../outbox/transports/http.ts';
import { recordDeliveryReport, recordInboundMessage } from '../services/outbox/delivery-reports.ts';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

interface WhatsAppPayload {
  entry?: {
    changes?: {
      value?: {
        statuses?: {
          id?: string;
          status?: string;
          errors?: { code?: number; title?: string; message?: string }[];
        }[];
        messages?: {
          from?: string;
          timestamp?: string;
          type?: string;
          text?: { body?: string };
          button?: { text?: string };
        }[];
      };
    }[];
  }[];
}

/**
 * The providers' delivery-status and reply webhooks. Each answers 404 until its secret is configured and
 * 401 to a request whose signature does not match the raw body, before reading anything in it.
 */
export function registerOutboxWebhooks(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scope) => {
    // Signatures cover the bytes the provider sent: keep them, and parse after checking.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    // Meta's subscription handshake: echo the challenge when the verify token is ours.
    scope.get('/webhooks/whatsapp', async (req, reply) => {
      const { verifyToken } = deps.config.outbox.whatsappWebhook;
      if (!verifyToken) return reply.code(404).send();
      const q = req.query as Record<string, string | undefined>;
      if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== verifyToken)
        return reply.code(403).send();
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    });

    scope.post('/webhooks/whatsapp', async (req, reply) => {
      const { appSecret } = deps.config.outbox.whatsappWebhook;
      if (!appSecret) return reply.code(404).send();
      const raw = rawBody(req);
      if (!whatsappSignatureValid(appSecret, raw, header(req, 'x-hub-signature-256')))
        return reply.code(401).send();
      let payload: WhatsAppPayload;
      try {
        payload = JSON.parse(raw.toString('utf8')) as WhatsAppPayload;
      } catch {
        return reply.code(400).send();
      }
      for (const entry of payload.entry ?? [])
        for (const change of entry.changes ?? []) {
          for (const status of change.value?.statuses ?? []) {
            const state = status.status ? whatsappDeliveryState(status.status) : null;
            if (!status.id || !state) continue;
            const error = status.errors?.[0];
            await recordDeliveryReport(deps.db, {
              providerMessageId: status.id,
              state,
              error: error ? `${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trim() : null,
            });
          }
          for (const message of change.value?.messages ?? []) {
            if (!message.from) continue;
            await recordInboundMessage(deps.db, {
              channel: 'whatsapp',
              address: storedAddressOf(message.from),
              at: timeOf(message.timestamp, deps.now()),
              text: message.text?.body ?? message.button?.text ?? '',
            });
          }
        }
      return reply.code(200).send();
    });

    // Twilio posts both the status callbacks of our messages and the replies to our number here.
    scope.post('/webhooks/twilio', async (req, reply) => {
      const twilio = deps.config.outbox.twilio;
      if (!twilio) return reply.code(404).send();
      const params = new URLSearchParams(rawBody(req).toString('utf8'));
      // The URL Twilio called is the public one; behind a proxy the request line may name another.
      const url = `${deps.config.publicUrl}${req.url}`;
      if (!twilioSignatureValid(twilio.authToken, url, params, header(req, 'x-twilio-signature')))
        return reply.code(401).send();
      const sid = params.get('MessageSid') ?? params.get('SmsSid');
      const status = params.get('MessageStatus') ?? params.get('SmsStatus');
      const state = status ? twilioDeliveryState(status) : null;
      if (sid && state && status !== 'received') {
        const code = params.get('ErrorCode');
        await recordDeliveryReport(deps.db, {
          providerMessageId: sid,
          state,
          error: code ? `${code} ${status}` : status,
        });
      }
      const from = params.get('From');
      if (status === 'received' || (from && params.has('Body') && !params.has('MessageStatus'))) {
        if (from) {
          const optOut = params.get('OptOutType')?.toUpperCase();
          await recordInboundMessage(deps.db, {
            channel: 'sms',
            address: storedAddressOf(from),
            at: deps.now(),
            text: params.get('Body') ?? '',
            providerIntent: optOut === 'STOP' ? 'stop' : optOut === 'START' ? 'start' : undefined,
          });
        }
      }
      // An empty TwiML answer: no automatic reply (Twilio's own opt-out confirmation still goes out).
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });
  });
}

function rawBody(req: FastifyRequest): Buffer {
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function timeOf(seconds: string | undefined, fallback: Date): Date {
  const n = Number(seconds);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : fallback;
}
