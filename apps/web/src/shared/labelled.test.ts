import { describe, expect, it } from 'vitest';
import { labelled, listSeparator } from './labelled';

describe('labelled: a label and its value in the reader’s punctuation', () => {
  it('uses the full-width colon in Chinese and the half-width one in English', () => {
    expect(labelled('zh-HK', '學校', '燈塔書院（示範）')).toBe('學校：燈塔書院（示範）');
    expect(labelled('en', 'School', 'Beacon College (Demo)')).toBe('School: Beacon College (Demo)');
    expect(labelled('zh-HK', '文憑試年份', 2027)).toBe('文憑試年份：2027');
  });

  it('separates list items with 、 in Chinese and a comma in English', () => {
    expect(['班主任', '中文科老師'].join(listSeparator('zh-HK'))).toBe('班主任、中文科老師');
    expect(['Class teacher', 'Chinese teacher'].join(listSeparator('en'))).toBe(
      'Class teacher, Chinese teacher',
    );
  });
});
