import {
  DeliveryError,
  isRetryableStatus,
  type OutgoingMessage,
  retryAfterOf,
  type SendResult,
  type Transport,
} from '../transport.ts';
import { addressOf } from './http.ts';

/** An approved message template: its name in WhatsApp Manager and the language it was approved in. */
export interface WhatsAppTemplate {
  name: string;
  language: string;
}

export interface WhatsAppCloudSettings {
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  phoneNumberId: string;
  /** Graph API version, e.g. v23.0. */
  apiVersion: string;
  /** https://graph.facebook.com (a test points it at its fake server). */
  apiUrl: string;
  /** By message kind (meta.kind); `*` for every kind not named. */
  templates: Record<string, WhatsAppTemplate>;
}

/** The business may answer with free text for 24 hours after the person's last message; a margin for clocks. */
export const SERVICE_WINDOW_MS = 24 * 3600_000 - 5 * 60_000;
/** WhatsApp refuses a template parameter with new lines, tabs or more than four spaces in a row. */
const TEMPLATE_PARAMETER_MAX = 1000;

/**
 * Parses WHATSAPP_TEMPLATES: `kind=name:language` pairs separated by commas, `*` for the default, e.g.
 * `*=waypoint_notice:zh_HK,slpDraft=waypoint_slp_draft:en`. Throws with a readable message.
 */
export function parseWhatsAppTemplates(value: string | undefined): Record<string, WhatsAppTemplate> {
  const templates: Record<string, WhatsAppTemplate> = {};
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const match = /^([\w.*-]+)\s*=\s*([a-z0-9_]+)\s*:\s*([A-Za-z]{2,3}(?:_[A-Za-z]{2,4})?)$/.exec(trimmed);
    if (!match)
      throw new Error(`"${trimmed}" is not kind=template_name:language (e.g. *=waypoint_notice:zh_HK)`);
    templates[match[1]!] = { name: match[2]!, language: match[3]! };
  }
  return templates;
}

/** The message's text as the template's one body parameter {{1}}. */
export function templateParameter(body: string): string {
  const flat = body
    .replace(/\s*\n\s*/g, ' · ')
    .replace(/\t/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim();
  return flat.length > TEMPLATE_PARAMETER_MAX ? `${flat.slice(0, TEMPLATE_PARAMETER_MAX - 1)}…` : flat;
}

/**
 * WhatsApp Business Cloud API: `POST /{version}/{phone-number-id}/messages`. Inside the 24-hour window
 * (the person wrote to us, as the webhook recorded) the message goes as text; outside it, as the approved
 * template configured for its kind with the text as the template's parameter.
 */
export class WhatsAppCloudTransport implements Transport {
  readonly name = 'whatsapp-cloud';

  constructor(
    private readonly settings: WhatsAppCloudSettings,
    private readonly now: () => Date = () => new Date(),
    private readonly timeoutMs = 10_000,
  ) {}

  requestBody(message: OutgoingMessage): Record<string, unknown> {
    const to = addressOf(message).replace(/^\+/, '');
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
    const inWindow =
      message.lastInboundAt != null &&
      this.now().getTime() - message.lastInboundAt.getTime() < SERVICE_WINDOW_MS;
    if (inWindow) return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
    const kind = typeof message.meta?.kind === 'string' ? message.meta.kind : undefined;
    const template = (kind && this.settings.templates[kind]) || this.settings.templates['*'];
    if (!template)
      throw new DeliveryError(
        `No WhatsApp template for "${kind ?? 'message'}" outside the 24-hour window (WHATSAPP_TEMPLATES)`,
        { permanent: true },
      );
    return {
      ...base,
      type: 'template',
      template: {
        name: template.name,
        language: { code: template.language },
        components: [{ type: 'body', parameters: [{ type: 'text', text: templateParameter(message.body) }] }],
      },
    };
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const { apiUrl, apiVersion, phoneNumberId, token } = this.settings;
    const res = await fetch(`${apiUrl}/${apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(this.requestBody(message)),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const payload = (await res.json().catch(() => null)) as {
      messages?: { id?: string }[];
      error?: { message?: string; code?: number };
    } | null;
    if (!res.ok) {
      const detail = payload?.error
        ? `: ${payload.error.code ?? ''} ${payload.error.message ?? ''}`.trimEnd()
        : '';
      throw new DeliveryError(`WhatsApp HTTP ${res.status}${detail}`, {
        permanent: !isRetryableStatus(res.status),
        retryAfterSeconds: retryAfterOf(res, this.now()),
      });
    }
    const id = payload?.messages?.[0]?.id;
    return id ? { providerMessageId: id } : {};
  }
}
