import { describe, expect, it } from 'vitest';
import { consentChildName } from './consent-view';

describe('consentChildName: the student a consent names', () => {
  const student = { fullName: 'Chan Tai Man', chineseName: '陳大文' };

  it('names the child of a signing link', () => {
    expect(consentChildName('Wong Siu Ming', student, 'en')).toBe('Wong Siu Ming');
  });

  it('names the signed-in student on their own page, in the reader’s language', () => {
    expect(consentChildName(null, student, 'en')).toBe('Chan Tai Man');
    expect(consentChildName(null, student, 'zh-HK')).toBe('陳大文');
    expect(consentChildName(undefined, { fullName: 'Lee Ka Yan', chineseName: null }, 'zh-HK')).toBe(
      'Lee Ka Yan',
    );
  });

  it('names no one for a signer with neither link nor account', () => {
    expect(consentChildName(null, null, 'zh-HK')).toBeNull();
  });
});
