import { describe, expect, it } from 'vitest';
import { editDistance, englishKey, englishWords } from './english.ts';
import { foldText, toTraditional } from './normalise.ts';
import { ChineseSegmenter } from './segment.ts';

describe('reading what people type', () => {
  it('folds full-width letters, hidden characters, case and spaces between Chinese characters', () => {
    expect(foldText('Ａ１２３４５６（７）')).toBe('a123456(7)');
    expect(foldText('nur\u200Bse')).toBe('nurse');
    expect(foldText('護 士  Nurse')).toBe('護士 nurse');
  });

  it('reads simplified characters of the words Waypoint knows as traditional ones', () => {
    expect(toTraditional('护士')).toBe('護士');
    expect(toTraditional('会计师')).toBe('會計師');
    expect(foldText('医生')).toBe('醫生');
  });

  it('gives plurals and forms of a word one key, never shown to anyone', () => {
    expect(englishKey('nurses')).toBe(englishKey('nurse'));
    expect(englishKey('nursing')).toBe(englishKey('nurse'));
    expect(englishKey('children')).toBe(englishKey('child'));
    expect(englishKey('engineering')).toBe(englishKey('engineer'));
    expect(englishWords("I don't like Maths").map((w) => w.word)).toEqual(['i', "don't", 'like', 'maths']);
  });

  it('counts typos, a swap as one', () => {
    expect(editDistance('nurce', 'nurse', 1)).toBe(1);
    expect(editDistance('acountant', 'accountant', 2)).toBe(1);
    expect(editDistance('nusre', 'nurse', 1)).toBe(1);
    expect(editDistance('pilot', 'police', 1)).toBe(2);
  });
});

describe('the Chinese segmenter', () => {
  const segmenter = new ChineseSegmenter(['鍾意', '數學', '同埋', '砌模型', '護士', '註冊護士']);
  it('keeps the longest known word whole', () => {
    const words = segmenter.segment('我鍾意數學同埋砌模型').map((s) => s.text);
    expect(words).toContain('鍾意');
    expect(words).toContain('砌模型');
    expect(words).not.toContain('意');
    expect(segmenter.segment('註冊護士').map((s) => s.text)).toEqual(['註冊護士']);
  });

  it('hands what it does not know to the platform segmenter as words', () => {
    const parts = segmenter.segment('我想成為護士並在醫院工作');
    expect(parts.find((p) => p.text === '護士')?.known).toBe(true);
    expect(parts.map((p) => p.text).join('')).toBe('我想成為護士並在醫院工作');
  });
});
