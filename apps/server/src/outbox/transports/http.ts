import type { OutgoingMessage, Transport } from '../transport.ts';

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
        to: message.channel === 'email' ? message.recipient : `+852${message.recipient}`,
        subject: message.subject,
        text: message.body,
        meta: message.meta,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status} from gateway`);
  }
}
