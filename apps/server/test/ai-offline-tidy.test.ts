import { describe, expect, it } from 'vitest';
import { tidyDraft } from '../src/ai/offline/tidy.ts';

describe("the offline provider's polish (a tidy-up, never new words)", () => {
  it('fixes capitals, the pronoun I, spaces around marks and a missing full stop in English', () => {
    expect(tidyDraft('i   led the team .we won!!   i am proud')).toBe('I led the team. We won! I am proud.');
    expect(tidyDraft('e.g. robotics,coding and maths')).toBe('E.g. robotics, coding and maths.');
  });

  it('joins Chinese characters, uses full-width marks after them and ends with 。', () => {
    expect(tidyDraft('我 喜歡 工程,因為可以 解決問題')).toBe('我喜歡工程，因為可以解決問題。');
    expect(tidyDraft('我在 2025 年參加 STEM 比賽!')).toBe('我在 2025 年參加 STEM 比賽！');
  });

  it('keeps paragraphs and drops empty ones', () => {
    expect(tidyDraft('first\r\n\r\n\r\n  \n\nsecond.')).toBe('First.\n\nSecond.');
    expect(tidyDraft('   ')).toBe('');
  });
});
