import { describe, expect, it } from 'vitest';
import { registrationPath } from './registration-links';

describe('registrationPath (spec 1 §2.8)', () => {
  it('builds the teacher, student and general links', () => {
    expect(registrationPath('teacher', 'beacon1')).toBe('/t/beacon1');
    expect(registrationPath('student', 'beacon1', 'e1')).toBe('/s/beacon1/e1');
    expect(registrationPath('general', 'beacon1')).toBe('/r');
    expect(registrationPath('student', null)).toBe('/r');
  });
});
