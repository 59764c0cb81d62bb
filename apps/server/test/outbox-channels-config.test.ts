import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig, StartRefused } from '../src/config.ts';
import { optOutIntent } from '../src/outbox/delivery-state.ts';
import { storedAddressOf } from '../src/outbox/transports/http.ts';
import { parseWhatsAppTemplates, templateParameter } from '../src/outbox/transports/whatsapp-cloud.ts';
import { transportsFromConfig } from '../src/outbox/worker.ts';

const log = pino({ level: 'silent' });
const base = { DATA_DIR: '/tmp/wp-outbox-config', PUBLIC_URL: 'https://waypoint.example.hk' };
const whatsapp = {
  WHATSAPP_TOKEN: 'EAAG',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_TEMPLATES: '*=waypoint_notice:zh_HK, slpDraft=waypoint_slp_draft:en',
};
const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+85230001234' };

describe('outbox channels from the environment', () => {
  it('keeps the log transport by default', () => {
    const t = transportsFromConfig(loadConfig(base), log);
    expect([t.whatsapp.name, t.sms.name, t.email.name]).toEqual(['log', 'log', 'log']);
  });

  it('chooses the WhatsApp Cloud API and Twilio when configured, over the generic gateway', () => {
    const config = loadConfig({
      ...base,
      ...whatsapp,
      ...twilio,
      OUTBOX_WHATSAPP_URL: 'https://gateway.example/wa',
      OUTBOX_SMS_URL: 'https://gateway.example/sms',
    });
    const t = transportsFromConfig(config, log);
    expect([t.whatsapp.name, t.sms.name]).toEqual(['whatsapp-cloud', 'twilio-sms']);
    expect(config.outbox.whatsappCloud).toMatchObject({
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v23.0',
      templates: {
        '*': { name: 'waypoint_notice', language: 'zh_HK' },
        slpDraft: { name: 'waypoint_slp_draft', language: 'en' },
      },
    });
    expect(config.outbox.twilio?.statusCallback).toBe('https://waypoint.example.hk/webhooks/twilio');
  });

  it('refuses to start half configured, naming what is missing', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(StartRefused);
        return (err as Error).message;
      }
    };
    expect(refused({ WHATSAPP_TOKEN: 'EAAG' })).toContain('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
    expect(refused({ WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '1' })).toContain(
      'WHATSAPP_TEMPLATES: name a default template',
    );
    expect(refused({ ...whatsapp, WHATSAPP_TEMPLATES: 'slpDraft=Bad Name' })).toContain('WHATSAPP_TEMPLATES');
    expect(refused({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'x' })).toContain('TWILIO_FROM');
    expect(refused({ TWILIO_ACCOUNT_SID: 'AC1' })).toContain('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  });

  it('parses template lists and flattens text into a template parameter WhatsApp accepts', () => {
    expect(parseWhatsAppTemplates('')).toEqual({});
    expect(() => parseWhatsAppTemplates('slpDraft=waypoint')).toThrow(/kind=template_name:language/);
    expect(templateParameter('A\n\n  B\tC      D')).toBe('A · B C   D');
    expect(templateParameter('x'.repeat(2000))).toHaveLength(1000);
  });

  it('reads STOP and START replies, and maps provider numbers to stored ones', () => {
    expect(optOutIntent(' stop ')).toBe('stop');
    expect(optOutIntent('停止')).toBe('stop');
    expect(optOutIntent('Unsubscribe.')).toBe('stop');
    expect(optOutIntent('please stop sending')).toBeNull();
    expect(optOutIntent('START')).toBe('start');
    expect(storedAddressOf('85291234567')).toBe('91234567');
    expect(storedAddressOf('+85291234567')).toBe('91234567');
    expect(storedAddressOf('+447700900123')).toBe('447700900123');
  });
});
