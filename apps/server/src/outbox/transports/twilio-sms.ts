import {
  DeliveryError,
  isRetryableStatus,
  type OutgoingMessage,
  retryAfterOf,
  type SendResult,
  type Transport,
} from '../transport.ts';
import { addressOf } from './http.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender; or a messaging service instead. */
  from: string | undefined;
  messagingServiceSid: string | undefined;
  /** https://api.twilio.com (a test points it at its fake server). */
  apiUrl: string;
  /** Where Twilio posts the message's status: PUBLIC_URL + /webhooks/twilio. */
  statusCallback: string;
}

/** Twilio refuses a number that replied STOP with this error code. */
const UNSUBSCRIBED_RECIPIENT = 21610;

/** Twilio's Messages resource: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, basic auth. */
export class TwilioSmsTransport implements Transport {
  readonly name = 'twilio-sms';

  constructor(
    private readonly settings: TwilioSettings,
    private readonly timeoutMs = 10_000,
  ) {}

  requestForm(message: OutgoingMessage): URLSearchParams {
    const { from, messagingServiceSid, statusCallback } = this.settings;
    const form = new URLSearchParams({ To: addressOf(message) });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    form.set('Body', message.body);
    form.set('StatusCallback', statusCallback);
    return form;
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const { accountSid, authToken, apiUrl } = this.settings;
    const res = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: this.requestForm(message).toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const payload = (await res.json().catch(() => null)) as {
      sid?: string;
      code?: number;
      message?: string;
    } | null;
    if (!res.ok) {
      const detail = payload?.code ? `: ${payload.code} ${payload.message ?? ''}`.trimEnd() : '';
      throw new DeliveryError(`Twilio HTTP ${res.status}${detail}`, {
        permanent: !isRetryableStatus(res.status),
        retryAfterSeconds: retryAfterOf(res),
        optedOut: payload?.code === UNSUBSCRIBED_RECIPIENT,
      });
    }
    return payload?.sid ? { providerMessageId: payload.sid } : {};
  }
}
