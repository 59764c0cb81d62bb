import { describe, expect, it } from 'vitest';
import { staffAccessRole } from './staff-access.ts';

describe('staffAccessRole', () => {
  const none = { isAdmin: false, isActiveTeacher: false, schoolRoles: [], isApprovedClient: false };
  it('names the strongest role a person acted in', () => {
    expect(staffAccessRole({ ...none, isAdmin: true, isActiveTeacher: true })).toBe('admin');
    expect(staffAccessRole({ ...none, isActiveTeacher: true, schoolRoles: ['Vice Principal'] })).toBe(
      'principal',
    );
    expect(staffAccessRole({ ...none, isActiveTeacher: true, schoolRoles: ['Career Master'] })).toBe(
      'teacher',
    );
    expect(staffAccessRole({ ...none, isApprovedClient: true })).toBe('client');
  });
  it('is null for a student, a parent or a teacher not yet active', () => {
    expect(staffAccessRole(none)).toBeNull();
    expect(staffAccessRole({ ...none, schoolRoles: ['Principal'] })).toBeNull();
  });
});
