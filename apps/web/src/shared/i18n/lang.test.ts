import * as domain from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { LANGS, readLangParam, toLang } from './lang';

describe('toLang', () => {
  it('is the domain rule the server uses too (one home: packages/domain lang.ts)', () => {
    expect(toLang).toBe(domain.toLang);
    expect(LANGS).toBe(domain.LANGS);
  });

  it('reads the two languages in the forms people type', () => {
    expect(toLang('en')).toBe('en');
    expect(toLang('EN')).toBe('en');
    expect(toLang('en-GB')).toBe('en');
    expect(toLang('zh-HK')).toBe('zh-HK');
    expect(toLang('zh-hk')).toBe('zh-HK');
    expect(toLang('zh')).toBe('zh-HK');
    // The app has no Simplified Chinese: a mainland or Taiwan tag reads Traditional Chinese, as on the server.
    expect(toLang('zh-CN')).toBe('zh-HK');
    expect(toLang('zh-TW')).toBe('zh-HK');
  });

  it('refuses anything else', () => {
    expect(toLang('fr')).toBeNull();
    expect(toLang('')).toBeNull();
    expect(toLang(null)).toBeNull();
    expect(toLang(undefined)).toBeNull();
  });
});

describe('readLangParam', () => {
  it('takes the language and removes only that parameter', () => {
    expect(readLangParam('?lang=en&redirectPath=%2Fab3')).toEqual({
      lang: 'en',
      present: true,
      search: '?redirectPath=%2Fab3',
    });
  });

  it('leaves an empty search when lang was the only parameter', () => {
    expect(readLangParam('?lang=zh-HK')).toEqual({ lang: 'zh-HK', present: true, search: '' });
  });

  it('chooses Traditional Chinese for a Simplified Chinese link', () => {
    expect(readLangParam('?lang=zh-CN')).toEqual({ lang: 'zh-HK', present: true, search: '' });
  });

  it('removes an unknown language without choosing it', () => {
    expect(readLangParam('?lang=klingon&x=1')).toEqual({ lang: null, present: true, search: '?x=1' });
  });

  it('leaves a search without lang untouched', () => {
    expect(readLangParam('?token=abc')).toEqual({ lang: null, present: false, search: '?token=abc' });
    expect(readLangParam('')).toEqual({ lang: null, present: false, search: '' });
  });
});
