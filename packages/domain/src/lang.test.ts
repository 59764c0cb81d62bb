import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGS, toLang } from './lang.ts';

describe('toLang', () => {
  it('has the two languages of the spec, Traditional Chinese first and by default', () => {
    expect(LANGS).toEqual(['zh-HK', 'en']);
    expect(DEFAULT_LANG).toBe('zh-HK');
  });

  it('reads English from any en tag', () => {
    for (const tag of ['en', 'EN', 'en-GB', 'en-us', 'en_US', ' en ']) expect(toLang(tag), tag).toBe('en');
  });

  it('reads Traditional Chinese from any zh tag, Simplified and mainland ones included', () => {
    for (const tag of ['zh', 'zh-HK', 'zh-hk', 'zh-TW', 'zh-Hant', 'zh-Hant-HK', 'zh-CN', 'zh-Hans', 'zh_HK'])
      expect(toLang(tag), tag).toBe('zh-HK');
  });

  it('refuses every other value, including words that only start like a language', () => {
    for (const value of ['fr', 'english', 'zhx', 'e', '', '   ', null, undefined])
      expect(toLang(value), String(value)).toBeNull();
  });
});
