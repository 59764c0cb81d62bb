import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `locales` folder under src holding an en.json (shared and one per feature). */
function localeDirs(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === 'locales' && readdirSync(full).includes('en.json')) found.push(full);
    else found.push(...localeDirs(full));
  }
  return found;
}

/** { a: { b: 'x' } } → { 'a.b': 'x' }. Plural forms (_one, _other…) stay separate keys. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  );
}

function read(file: string): Record<string, unknown> {
  return flatten(JSON.parse(readFileSync(file, 'utf8')));
}

const dirs = localeDirs(SRC);

describe('locale files', () => {
  it('exist for the shared messages and for every feature', () => {
    const names = dirs.map((dir) => path.relative(SRC, dir));
    expect(names).toContain(path.join('shared', 'i18n', 'locales'));
    expect(names).toContain(path.join('shared', 'forms', 'locales'));
    expect(names).toContain(path.join('shared', 'links', 'locales'));
    for (const feature of [
      'auth',
      'users',
      'home',
      'feedback',
      'admin',
      'teacher',
      'programs',
      'disciplines',
      'admission',
      'booking',
      'consent',
      'events',
      'events/sessions',
      'events/teacher',
      'admin/whatsapp',
      'ai',
      'chatbot',
      'privacy',
    ]) {
      expect(names).toContain(path.join('features', feature, 'locales'));
    }
  });

  for (const dir of dirs) {
    const name = path.relative(SRC, dir);
    describe(name, () => {
      const en = read(path.join(dir, 'en.json'));
      const zh = read(path.join(dir, 'zh-HK.json'));

      it('has the same keys in both languages', () => {
        expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      });

      it('has a non-empty text for every key', () => {
        for (const [key, value] of [...Object.entries(en), ...Object.entries(zh)]) {
          expect(typeof value === 'string' && value.trim() !== '', `${name}: ${key}`).toBe(true);
        }
      });

      it('uses the same {{placeholders}} in both languages', () => {
        const vars = (text: unknown) =>
          [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        for (const key of Object.keys(en)) expect(vars(zh[key]), `${name}: ${key}`).toEqual(vars(en[key]));
      });

      it('gives an English count of a plural noun its _one and _other forms ("1 seat left", not "1 seats")', () => {
        const countsPluralNoun = /{{count}} (?:[a-z]+s|people)\b/;
        for (const [key, value] of Object.entries(en)) {
          if (/_(?:zero|one|two|few|many|other)$/.test(key)) continue;
          expect(countsPluralNoun.test(String(value)), `${name}: ${key}`).toBe(false);
        }
      });
    });
  }
});
