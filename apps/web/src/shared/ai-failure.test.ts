import { describe, expect, it } from 'vitest';
import { type AiFailure, aiFailureKey, aiFailureMessage } from './ai-failure';
import en from './i18n/locales/en.json';
import zhHK from './i18n/locales/zh-HK.json';

const status = (code: number, serverMessage: string | null = null): AiFailure => ({
  kind: 'status',
  status: code,
  serverMessage,
});

describe('AI failure messages', () => {
  it('gives every HTTP status, a lost connection and a broken stream a sentence of its own kind', () => {
    expect(aiFailureKey(status(401))).toBe('signIn');
    expect(aiFailureKey(status(403))).toBe('forbidden');
    expect(aiFailureKey(status(413))).toBe('tooLong');
    expect(aiFailureKey(status(429))).toBe('tooMany');
    for (const code of [400, 404, 409, 422]) expect(aiFailureKey(status(code)), String(code)).toBe('refused');
    for (const code of [502, 503, 504]) expect(aiFailureKey(status(code)), String(code)).toBe('unavailable');
    for (const code of [500, 501, 507, 200, 0])
      expect(aiFailureKey(status(code)), String(code)).toBe('server');
    expect(aiFailureKey({ kind: 'network' })).toBe('network');
    expect(aiFailureKey({ kind: 'cutOff' })).toBe('cutOff');
    expect(aiFailureKey({ kind: 'garbled' })).toBe('server');
  });

  it("says a proxy's 502 in the reader's language, never as the status text", () => {
    expect(aiFailureMessage(status(502), 'zh-HK')).toBe(zhHK.aiErrors.unavailable);
    expect(aiFailureMessage(status(502), 'en')).toBe(en.aiErrors.unavailable);
    expect(zhHK.aiErrors.unavailable).toMatch(/[\u4e00-\u9fff]/);
    expect(aiFailureMessage({ kind: 'network' }, 'zh-HK')).toBe(zhHK.aiErrors.network);
    expect(aiFailureMessage({ kind: 'cutOff' }, 'en')).toBe(en.aiErrors.cutOff);
  });

  it("keeps Waypoint's own refusal sentence (already in the request's language), never a 5xx body", () => {
    expect(aiFailureMessage(status(429, '請等候 30 秒。'), 'zh-HK')).toBe('請等候 30 秒。');
    expect(aiFailureMessage(status(403, 'The SLP is closed.'), 'en')).toBe('The SLP is closed.');
    // A 5xx body may be a proxy's or an internal message: never shown.
    expect(aiFailureMessage(status(502, 'Bad Gateway'), 'en')).toBe(en.aiErrors.unavailable);
    expect(aiFailureMessage(status(500, 'Internal Server Error'), 'zh-HK')).toBe(zhHK.aiErrors.server);
    // An empty sentence is no sentence.
    expect(aiFailureMessage(status(401, '  '), 'zh-HK')).toBe(zhHK.aiErrors.signIn);
  });

  it('has a message in both languages for every key', () => {
    const keys = Object.keys(en.aiErrors).sort();
    expect(Object.keys(zhHK.aiErrors).sort()).toEqual(keys);
    for (const key of keys) {
      expect(en.aiErrors[key as keyof typeof en.aiErrors].length, key).toBeGreaterThan(10);
      expect(zhHK.aiErrors[key as keyof typeof zhHK.aiErrors], key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
