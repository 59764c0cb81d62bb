import { describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import zhHK from '../src/i18n/locales/zh-HK.json' with { type: 'json' };

function flatKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    flatKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('server messages', () => {
  it('have the same keys in both languages and no empty text', () => {
    expect(flatKeys(zhHK).sort()).toEqual(flatKeys(en).sort());
    for (const key of flatKeys(zhHK)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zhHK);
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });

  it('quote the spec English messages exactly', () => {
    expect(en.errors.accessDisabled).toBe('You are not allowed to access this platform.');
    expect(en.errors.invalidLoginLink).toBe('Invalid Login Link. Please log in by phone.');
  });
});
