import { describe, expect, it } from 'vitest';
import {
  CLASS_GROUP_SCHOOL_ROLES,
  demoAccessRole,
  EMPLOYMENT_STATUSES,
  effectiveAppRole,
  formatRoles,
  formatSchoolRoles,
  isActiveTeacher,
  isPrincipal,
  isStaffMember,
  needsPrincipalToChangeStatus,
  parseRoles,
  parseSchoolRoles,
  ROLE_ADMIN,
  ROLE_CAMX,
  ROLE_SECONDARY,
  ROLE_TEACHER,
  ROLE_UNI_CLIENT,
  ROLE_UNI_STUDENT,
  roleFlags,
  SCHOOL_ROLE_OPTIONS,
  SELECTABLE_EMPLOYMENT_STATUSES,
  SWITCHABLE_APP_ROLES,
} from './roles.ts';

describe('role names', () => {
  it('are the stored words', () => {
    expect([ROLE_ADMIN, ROLE_CAMX, ROLE_SECONDARY, ROLE_UNI_STUDENT, ROLE_UNI_CLIENT, ROLE_TEACHER]).toEqual([
      'admin',
      'camx-applicant',
      'secondary-school-student',
      'university-student',
      'university-client',
      'teacher',
    ]);
  });
});

describe('parseRoles', () => {
  it('reads a single role', () => {
    expect(parseRoles('secondary-school-student')).toEqual(['secondary-school-student']);
  });

  it('reads roles joined by " , ", commas or spaces', () => {
    expect(parseRoles('admin , teacher')).toEqual(['admin', 'teacher']);
    expect(parseRoles('admin,teacher')).toEqual(['admin', 'teacher']);
    expect(parseRoles(' university-client  camx-applicant ')).toEqual([
      'university-client',
      'camx-applicant',
    ]);
  });

  it('drops unknown words and repeats, and ignores case', () => {
    expect(parseRoles('parent , Admin , admin , superuser')).toEqual(['admin']);
  });

  it('gives no roles for empty text', () => {
    expect(parseRoles(null)).toEqual([]);
    expect(parseRoles(undefined)).toEqual([]);
    expect(parseRoles('')).toEqual([]);
  });
});

describe('formatRoles', () => {
  it('joins by " , " and round-trips through parseRoles', () => {
    const text = formatRoles([ROLE_ADMIN, ROLE_TEACHER, ROLE_ADMIN]);
    expect(text).toBe('admin , teacher');
    expect(parseRoles(text)).toEqual([ROLE_ADMIN, ROLE_TEACHER]);
    expect(formatRoles([])).toBe('');
  });
});

describe('roleFlags', () => {
  it('sets one flag per role held', () => {
    expect(roleFlags(parseRoles('secondary-school-student , camx-applicant'))).toEqual({
      isAdmin: false,
      isSecondaryStudent: true,
      isUniversityStudent: false,
      isUniversityClient: false,
      isCamxApplicant: true,
      isTeacher: false,
    });
    expect(roleFlags([ROLE_ADMIN, ROLE_UNI_CLIENT])).toMatchObject({
      isAdmin: true,
      isUniversityClient: true,
    });
  });
});

describe('demoAccessRole', () => {
  it('gives a secondary student with both programme and school', () => {
    expect(demoAccessRole({ programId: '161', schoolId: 'demo' })).toBe(ROLE_SECONDARY);
  });

  it('gives a university student with a programme only', () => {
    expect(demoAccessRole({ programId: 285, schoolId: null })).toBe(ROLE_UNI_STUDENT);
    expect(demoAccessRole({ programId: '285', schoolId: '' })).toBe(ROLE_UNI_STUDENT);
  });

  it('gives a teacher otherwise', () => {
    expect(demoAccessRole({ schoolId: 'demo' })).toBe(ROLE_TEACHER);
    expect(demoAccessRole({})).toBe(ROLE_TEACHER);
    expect(demoAccessRole({ programId: ' ', schoolId: 'demo' })).toBe(ROLE_TEACHER);
  });
});

describe('effectiveAppRole', () => {
  it('lets an admin switch to any of the four app roles', () => {
    expect(SWITCHABLE_APP_ROLES).toEqual([ROLE_TEACHER, ROLE_UNI_STUDENT, ROLE_UNI_CLIENT, ROLE_SECONDARY]);
    for (const role of SWITCHABLE_APP_ROLES) {
      expect(effectiveAppRole({ roles: [ROLE_ADMIN], isAdmin: true }, role)).toBe(role);
    }
  });

  it('shows an admin the admin view without a request or with one that is not switchable', () => {
    expect(effectiveAppRole({ roles: [ROLE_ADMIN], isAdmin: true })).toBe(ROLE_ADMIN);
    expect(effectiveAppRole({ roles: [ROLE_ADMIN], isAdmin: true }, null)).toBe(ROLE_ADMIN);
    expect(effectiveAppRole({ roles: [ROLE_ADMIN], isAdmin: true }, 'camx-applicant')).toBe(ROLE_ADMIN);
  });

  it('treats the admin role in the text like the isAdmin flag', () => {
    expect(effectiveAppRole({ roles: [ROLE_ADMIN], isAdmin: false }, ROLE_TEACHER)).toBe(ROLE_TEACHER);
  });

  it('ignores a request from anyone but an admin', () => {
    expect(effectiveAppRole({ roles: [ROLE_SECONDARY], isAdmin: false }, ROLE_TEACHER)).toBe(ROLE_SECONDARY);
    expect(effectiveAppRole({ roles: [ROLE_TEACHER], isAdmin: false }, 'admin')).toBe(ROLE_TEACHER);
  });

  it('picks the primary role in the order student, university student, university client, teacher', () => {
    expect(effectiveAppRole({ roles: [ROLE_TEACHER, ROLE_SECONDARY], isAdmin: false })).toBe(ROLE_SECONDARY);
    expect(effectiveAppRole({ roles: [ROLE_TEACHER, ROLE_UNI_STUDENT], isAdmin: false })).toBe(
      ROLE_UNI_STUDENT,
    );
    expect(effectiveAppRole({ roles: [ROLE_TEACHER, ROLE_UNI_CLIENT], isAdmin: false })).toBe(
      ROLE_UNI_CLIENT,
    );
    expect(effectiveAppRole({ roles: [ROLE_TEACHER], isAdmin: false })).toBe(ROLE_TEACHER);
  });

  it('falls back to the student view for someone with no app role', () => {
    expect(effectiveAppRole({ roles: [ROLE_CAMX], isAdmin: false })).toBe(ROLE_SECONDARY);
    expect(effectiveAppRole({ roles: [], isAdmin: false })).toBe(ROLE_SECONDARY);
  });
});

describe('school roles', () => {
  it('counts any school role containing "principal"', () => {
    expect(isPrincipal(['Principal'])).toBe(true);
    expect(isPrincipal(['Career Teacher', 'Vice Principal'])).toBe(true);
    expect(isPrincipal(['PRINCIPAL'])).toBe(true);
    expect(isPrincipal(['Career Teacher', 'Class teacher'])).toBe(false);
    expect(isPrincipal([])).toBe(false);
  });

  it('reads and writes school roles joined by " , "', () => {
    expect(parseSchoolRoles('Principal , Career Teacher')).toEqual(['Principal', 'Career Teacher']);
    expect(parseSchoolRoles(null)).toEqual([]);
    expect(formatSchoolRoles(['Principal', 'Career Teacher'])).toBe('Principal , Career Teacher');
  });

  it('offers the roles the spec names', () => {
    for (const role of [
      'Principal',
      'Career Teacher',
      'Class teacher',
      'Ethics and Religious Studies teacher',
    ]) {
      expect(SCHOOL_ROLE_OPTIONS).toContain(role);
    }
    for (const role of CLASS_GROUP_SCHOOL_ROLES) expect(SCHOOL_ROLE_OPTIONS).toContain(role);
  });
});

describe('employment status', () => {
  it('has four statuses, of which Unverified cannot be picked', () => {
    expect(EMPLOYMENT_STATUSES).toEqual(['Active', 'Inactive', 'Unverified', 'Unrecognized']);
    expect(SELECTABLE_EMPLOYMENT_STATUSES).toEqual(['Active', 'Inactive', 'Unrecognized']);
  });

  it('needs a principal or admin to change Unverified and Unrecognized teachers only', () => {
    expect(EMPLOYMENT_STATUSES.filter(needsPrincipalToChangeStatus)).toEqual(['Unverified', 'Unrecognized']);
  });

  it('lets only an Active teacher act for the school', () => {
    expect(EMPLOYMENT_STATUSES.filter((employmentStatus) => isActiveTeacher({ employmentStatus }))).toEqual([
      'Active',
    ]);
    expect(isActiveTeacher(null)).toBe(false);
    expect(isActiveTeacher(undefined)).toBe(false);
  });

  it('counts admins and Active teachers as staff, whatever else the account is', () => {
    expect(isStaffMember({ isAdmin: true, teacher: null })).toBe(true);
    expect(isStaffMember({ isAdmin: false, teacher: { employmentStatus: 'Active' } })).toBe(true);
    for (const employmentStatus of ['Inactive', 'Unverified', 'Unrecognized'])
      expect(isStaffMember({ isAdmin: false, teacher: { employmentStatus } })).toBe(false);
    expect(isStaffMember({ isAdmin: false })).toBe(false);
  });
});
