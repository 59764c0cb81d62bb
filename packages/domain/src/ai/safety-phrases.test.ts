import { describe, expect, it } from 'vitest';
import { SAFETY_ORDINARY, SAFETY_PHRASES, type SafetyPhrase } from './safety-phrases.ts';

/**
 * The folding the matcher applies before these lists run, minus simplified → Traditional (not needed for
 * the sentences below): NFKC, zero-width characters out, lower case, curly apostrophes → ', leetspeak in
 * words that hold a Latin letter, spaces between two Chinese characters out, runs of spaces collapsed.
 */
const LEET: Record<string, string> = {
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '0': 'o',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[a-z0-9@$!]+/g, (word) =>
      /[a-z]/.test(word) ? word.replace(/[013457@$!]/g, (c) => LEET[c] ?? c) : word,
    )
    .replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1')
    .replace(/\s+/g, ' ');
}

const compiled = SAFETY_PHRASES.map((p) => ({ ...p, re: new RegExp(p.pattern, 'u') }));
const ordinary = SAFETY_ORDINARY.map((source) => new RegExp(source, 'gu'));

/** What the matcher does: fold, take ordinary sayings out, then list the phrases that still match. */
function hits(text: string): (SafetyPhrase & { re: RegExp })[] {
  let t = fold(text);
  for (const re of ordinary) t = t.replace(re, ' ');
  return compiled.filter((p) => p.re.test(t));
}

describe('SAFETY_PHRASES data', () => {
  it('compiles every pattern and every ordinary saying with the u flag', () => {
    for (const p of SAFETY_PHRASES) expect(() => new RegExp(p.pattern, 'u'), p.pattern).not.toThrow();
    for (const o of SAFETY_ORDINARY) expect(() => new RegExp(o, 'gu'), o).not.toThrow();
  });

  it('holds 150-300 distinct, lower-case phrases of the two topics, none matching empty text', () => {
    expect(SAFETY_PHRASES.length).toBeGreaterThanOrEqual(150);
    expect(SAFETY_PHRASES.length).toBeLessThanOrEqual(300);
    expect(new Set(SAFETY_PHRASES.map((p) => p.pattern)).size).toBe(SAFETY_PHRASES.length);
    for (const p of SAFETY_PHRASES) {
      expect(['selfHarm', 'abuse']).toContain(p.topic);
      expect(p.pattern, 'text arrives lower-cased').not.toMatch(/(?<!\\)[A-Z]/);
      expect(new RegExp(p.pattern, 'u').test(''), p.pattern).toBe(false);
    }
    for (const o of SAFETY_ORDINARY) expect(new RegExp(o, 'u').test(''), o).toBe(false);
  });
});

describe('phrasings the old list missed', () => {
  const cases: [string, SafetyPhrase['topic']][] = [
    ["I don't want to live anymore", 'selfHarm'],
    ['i wanna die', 'selfHarm'],
    ['I want to jump off a building', 'selfHarm'],
    ['Someone is hurting me at home', 'abuse'],
    ['My stepfather touches me at night', 'abuse'],
    ['我唔想活落去', 'selfHarm'],
    ['我想了結自己', 'selfHarm'],
    ['我想尋死', 'selfHarm'],
    ['活著沒有意義', 'selfHarm'],
    ['爸爸打到我流血', 'abuse'],
    ['有人摸我下體', 'abuse'],
    ['他侵犯了我', 'abuse'],
    ['我被欺負', 'abuse'],
    // evasions: full-width, leetspeak, zero-width characters, curly apostrophes, "!" folded to i
    ['ｉ　ｗａｎｎａ　ｄｉｅ！', 'selfHarm'],
    ['I w@nt to k1ll mys3lf', 'selfHarm'],
    ['我想\u200b死', 'selfHarm'],
    ['I don\u2019t want to be here anymore!!', 'selfHarm'],
  ];
  it.each(cases)('%s → %s', (text, topic) => {
    expect(hits(text).map((p) => p.topic)).toContain(topic);
  });
});

describe('characters the simplified → Traditional table rewrites', () => {
  const cases: [string, SafetyPhrase['topic']][] = [
    ['我想食晒啲藥', 'selfHarm'],
    ['我想食曬啲藥', 'selfHarm'],
    ['我想由天台跳落去', 'selfHarm'],
    ['我想由天枱跳落去', 'selfHarm'],
    ['屋企有家暴', 'abuse'],
    ['屋企有傢暴', 'abuse'],
    ['佢摸我私處', 'abuse'],
    ['佢摸我俬處', 'abuse'],
  ];
  it.each(cases)('%s → %s', (text, topic) => {
    expect(hits(text).map((p) => p.topic)).toContain(topic);
  });
});

describe('ordinary careers talk', () => {
  const sayings = [
    "I'm dying to study medicine",
    'this exam is killing me',
    "I'd kill for a place at HKU",
    '笑死我',
    '悶死',
    '攰到死',
    '殺手鐧',
    '死線',
    'kill time',
    'my dad hits the gym',
    'the teacher beat me at chess',
    'abuse of power',
    'cut costs',
    'forensic pathologist',
    'suicide prevention research',
    'I want to help abused children',
    '想做社工幫受虐兒童',
    'die-hard fan',
    'dead end job',
  ];
  it.each(sayings)('%s matches no phrase', (text) => {
    expect(hits(text).map((p) => p.pattern)).toEqual([]);
  });

  it.each([
    "I'm thinking about suicide prevention research as a career",
    'my dad hits the gym every morning before work',
    'we need to cut costs in the business plan',
    "I'm a die-hard fan of engineering and don't want a dead end job",
  ])('in a sentence: %s', (text) => {
    expect(hits(text).map((p) => p.pattern)).toEqual([]);
  });

  it('a career word in the same message does not hide a disclosure', () => {
    expect(hits("I'm dying to study medicine but honestly I want to kill myself").length).toBeGreaterThan(0);
    expect(hits('suicide prevention research sounds fine, but I want to die').length).toBeGreaterThan(0);
    expect(hits('the teacher beat me at chess and my dad beat me at home').map((p) => p.topic)).toContain(
      'abuse',
    );
    expect(hits('我想做社工幫受虐兒童，因為爸爸成日打我').map((p) => p.topic)).toContain('abuse');
  });
});
