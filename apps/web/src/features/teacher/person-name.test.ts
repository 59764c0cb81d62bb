import { describe, expect, it } from 'vitest';
import { personNames } from './person-name';

const person = { fullName: 'Chan Mei Ling', preferredName: 'May', chineseName: '陳美玲' };

describe('personNames', () => {
  it('puts the Chinese name first in zh-HK and the English name first in en', () => {
    expect(personNames(person, 'zh-HK')).toEqual({ primary: '陳美玲', secondary: 'Chan Mei Ling · May' });
    expect(personNames(person, 'en')).toEqual({ primary: 'Chan Mei Ling', secondary: '陳美玲 · May' });
  });

  it('falls back to the full name and leaves out what is missing', () => {
    const plain = { fullName: 'Ho Wing Yan', preferredName: ' ', chineseName: null };
    expect(personNames(plain, 'zh-HK')).toEqual({ primary: 'Ho Wing Yan', secondary: '' });
  });
});
