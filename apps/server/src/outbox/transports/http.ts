import type { OutgoingMessage, Transport } from '../transport.ts';

const HK_PHONE = /^\d{8}$/;

/** Hong Kong phones are stored as 8 digits; e-mail addresses and WhatsApp group ids pass through as stored. */
export function addressOf(message: Pick<OutgoingMessage, 'channel' | 'recipient'>): string {
  return message.channel !== 'email' && HK_PHONE.test(message.recipient)
    ? `+852${message.recipient}`
    : message.recipient;
}

/**
 * Posts the message as JSON to a gateway (a WhatsApp or SMS provider's webhook, or an adapter in front of
 * one). Any non-2xx answer is a failure the worker retries.
 */
export class HttpTransport implements Transport {
  readonly name: string;

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    name = 'http',
    private readonly timeoutMs = 10_000,
  ) {
    this.name = name;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        'idempotency-key': `waypoint-outbox-${message.id}`,
      },
      body: JSON.stringify({
        id: message.id,
        channel: message.channel,
        to: addressOf(message),
        subject: message.subject,
        text: message.body,
        meta: message.meta,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status} from gateway`);
  }
}

/**
 * The inverse of addressOf for a number a provider names (`+85291234567`, WhatsApp's `85291234567`): the
 * form the outbox stores, so that a reply finds the messages sent to that number.
 */
export function storedAddressOf(providerAddress: string): string {
  const digits = providerAddress.replace(/^whatsapp:/, '').replace(/^\+/, '');
  const hk = /^852(\d{8})$/.exec(digits);
  return hk ? hk[1]! : digits;
}
