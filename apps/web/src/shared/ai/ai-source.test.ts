import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { aiSourceOf, aiSourceWords } from './ai-source';
import en from './locales/en.json';
import zhHK from './locales/zh-HK.json';

const NS = 'aiSource';

async function translator(lng: 'en' | 'zh-HK') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { [NS]: en }, 'zh-HK': { [NS]: zhHK } },
    ns: [NS],
    defaultNS: NS,
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(lng, NS);
  return (key: string, vars?: Record<string, string>) => t(key, vars ?? {});
}

describe('the one label of every AI output', () => {
  it('reads the provider id the gateway sends', () => {
    expect(aiSourceOf('offline')).toEqual({ kind: 'offline' });
    expect(aiSourceOf('safety')).toEqual({ kind: 'safety' });
    expect(aiSourceOf('openai:gpt-4o-mini')).toEqual({ kind: 'model', model: 'gpt-4o-mini' });
    expect(aiSourceOf(null)).toBeNull();
    expect(aiSourceOf('')).toBeNull();
  });

  it('says in English whether a model wrote it, and which', async () => {
    const t = await translator('en');
    expect(aiSourceWords('offline', t)).toBe('Source: Offline guide (no AI model)');
    expect(aiSourceWords('openai:gpt-4o-mini', t)).toBe('Source: AI model gpt-4o-mini');
    expect(aiSourceWords('safety', t)).toBe("Source: Waypoint's safety message (no AI model)");
    expect(aiSourceWords(null, t)).toBeNull();
  });

  it('says it in Chinese, never showing the raw id', async () => {
    const t = await translator('zh-HK');
    expect(aiSourceWords('offline', t)).toBe('來源：離線指引（沒有使用 AI 模型）');
    expect(aiSourceWords('openai:gpt-4o-mini', t)).toBe('來源：AI 模型 gpt-4o-mini');
    expect(aiSourceWords('safety', t)).toBe('來源：Waypoint 安全訊息（沒有使用 AI 模型）');
    expect(aiSourceWords('offline', t)).not.toContain('offline');
  });
});
