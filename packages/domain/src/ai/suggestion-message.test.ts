import { describe, expect, it } from 'vitest';
import { suggestionMessageLines } from './suggestion-message.ts';

const nursing = {
  name: 'Nursing',
  nameChi: '護理',
  explanation: '你喜歡生物，護理讓你照顧病人。',
  explanationEn: 'You like biology; nursing lets you care for patients.',
};

describe('suggestionMessageLines: one language, the reader’s', () => {
  it('writes names and explanations in Chinese for a Chinese reader', () => {
    expect(suggestionMessageLines([nursing], 'zh-HK')).toEqual(['1. 護理 – 你喜歡生物，護理讓你照顧病人。']);
  });

  it('writes names and explanations in English for an English reader', () => {
    expect(suggestionMessageLines([nursing], 'en')).toEqual([
      '1. Nursing – You like biology; nursing lets you care for patients.',
    ]);
  });

  it('leaves out a Chinese-only explanation for an English reader rather than mix languages', () => {
    const lines = suggestionMessageLines(
      [nursing, { ...nursing, name: 'Medicine', nameChi: '醫學', explanationEn: null }],
      'en',
    );
    expect(lines).toEqual([
      '1. Nursing – You like biology; nursing lets you care for patients.',
      '2. Medicine',
    ]);
    expect(lines.join('\n')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
