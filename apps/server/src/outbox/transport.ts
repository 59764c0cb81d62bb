export interface OutgoingMessage {
  id: number;
  channel: 'whatsapp' | 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown> | null;
  /** When the recipient last wrote to us on this channel (WhatsApp's 24-hour customer-service window). */
  lastInboundAt?: Date | null;
}

export interface SendResult {
  /** The provider's id for the message, which its delivery-status webhooks name. */
  providerMessageId?: string;
}

/** Delivers one message or throws; the worker records the outcome and retries with back-off. */
export interface Transport {
  readonly name: string;
  // biome-ignore lint/suspicious/noConfusingVoidType: transports without a provider id return nothing
  send(message: OutgoingMessage): Promise<SendResult | void>;
}

/**
 * A failure the transport understood. Permanent ones (the provider refused the request itself: a bad number,
 * no approved template) are not retried; a provider's `Retry-After` replaces the worker's own back-off.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly permanent: boolean;
  readonly retryAfterSeconds: number | undefined;
  /** The provider says the recipient opted out: the message is settled as opted out, and so is the number. */
  readonly optedOut: boolean;

  constructor(
    message: string,
    opts: { permanent?: boolean; retryAfterSeconds?: number | undefined; optedOut?: boolean } = {},
  ) {
    super(message);
    this.permanent = opts.permanent ?? false;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.optedOut = opts.optedOut ?? false;
  }
}

/** 429 and 5xx are the provider's own trouble and worth retrying; any other refusal repeats itself. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** `Retry-After` in seconds (or an HTTP date), capped at an hour; undefined when absent or unreadable. */
export function retryAfterOf(res: Response, now: Date = new Date()): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim())
    ? Number(value.trim())
    : (Date.parse(value) - now.getTime()) / 1000;
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(3600, Math.ceil(seconds));
}
