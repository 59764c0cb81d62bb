import { describe, expect, it } from 'vitest';
import { headerVariant } from './header-variant';

describe('headerVariant', () => {
  it('gives each app role its own header', () => {
    expect(headerVariant({ appRole: 'admin' })).toBe('admin');
    expect(headerVariant({ appRole: 'teacher' })).toBe('teacher');
    expect(headerVariant({ appRole: 'university-student' })).toBe('university-student');
    expect(headerVariant({ appRole: 'university-client' })).toBe('university-client');
  });

  it('gives students and visitors the default header', () => {
    expect(headerVariant({ appRole: 'secondary-school-student' })).toBe('default');
    expect(headerVariant(null)).toBe('default');
  });
});
