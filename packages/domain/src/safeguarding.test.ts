import { describe, expect, it } from 'vitest';
import {
  canManageSafeguarding,
  isSafeguardingStaffOf,
  SAFEGUARDING_MAX_STAFF,
  safeguardingSettingProblem,
} from './safeguarding.ts';

describe('canManageSafeguarding', () => {
  const teacher = (schoolRoles: string[], activeTeacherSchoolId: string | null = 'beacon1') => ({
    isAdmin: false,
    activeTeacherSchoolId,
    schoolRoles,
  });

  it('lets an admin manage any school', () => {
    expect(
      canManageSafeguarding({ isAdmin: true, activeTeacherSchoolId: null, schoolRoles: [] }, 'beacon1'),
    ).toBe(true);
  });

  it("lets the school's own principal or vice principal manage it", () => {
    expect(canManageSafeguarding(teacher(['Principal']), 'beacon1')).toBe(true);
    expect(canManageSafeguarding(teacher(['Vice Principal']), 'beacon1')).toBe(true);
  });

  it("refuses other teachers, another school's principal and a principal who is not active", () => {
    expect(canManageSafeguarding(teacher(['Career Teacher']), 'beacon1')).toBe(false);
    expect(canManageSafeguarding(teacher(['Principal'], 'beacon3'), 'beacon1')).toBe(false);
    expect(canManageSafeguarding(teacher(['Principal'], null), 'beacon1')).toBe(false);
  });
});

describe('safeguardingSettingProblem', () => {
  it('allows off with nobody named, and on with someone named', () => {
    expect(safeguardingSettingProblem({ enabled: false, staffIds: [] })).toBeNull();
    expect(safeguardingSettingProblem({ enabled: true, staffIds: ['a'] })).toBeNull();
  });

  it('refuses on with nobody named, counting repeated ids once', () => {
    expect(safeguardingSettingProblem({ enabled: true, staffIds: [] })).toBe('noStaff');
    const many = Array.from({ length: SAFEGUARDING_MAX_STAFF + 1 }, (_, i) => `t${i}`);
    expect(safeguardingSettingProblem({ enabled: true, staffIds: many })).toBe('tooManyStaff');
    const repeated = Array.from({ length: SAFEGUARDING_MAX_STAFF + 1 }, () => 'same');
    expect(safeguardingSettingProblem({ enabled: true, staffIds: repeated })).toBeNull();
  });
});

describe('isSafeguardingStaffOf', () => {
  it('accepts only Active staff of that same school', () => {
    expect(isSafeguardingStaffOf({ schoolId: 'beacon1', employmentStatus: 'Active' }, 'beacon1')).toBe(true);
    expect(isSafeguardingStaffOf({ schoolId: 'beacon3', employmentStatus: 'Active' }, 'beacon1')).toBe(false);
    expect(isSafeguardingStaffOf({ schoolId: 'beacon1', employmentStatus: 'Inactive' }, 'beacon1')).toBe(
      false,
    );
    expect(isSafeguardingStaffOf({ schoolId: 'beacon1', employmentStatus: 'Unverified' }, 'beacon1')).toBe(
      false,
    );
  });
});
