import { dseYearFromForm, PICS_VERSION } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import {
  createUserInput,
  emptyRegisterValues,
  type RegisterValues,
  registerErrors,
  rosterInviteValues,
} from './register-form';

const school = {
  kind: 'existing' as const,
  school: { id: 'hv', name: 'Harbourview', nameChi: null, nameShort: null, district: null, band: null },
};

function student(overrides: Partial<RegisterValues> = {}): RegisterValues {
  return {
    ...emptyRegisterValues({ role: 'secondary-school-student', phone: '91234567' }),
    fullName: ' Chan Tai Man ',
    email: 'tm@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
    school,
    class: '5A',
    studentNumber: '12',
    yearDSE: '2027',
    agreeTerms: true,
    ...overrides,
  };
}

describe('registerErrors', () => {
  it('accepts a complete student', () => {
    expect(registerErrors(student())).toEqual({});
  });

  it('asks for a Hong Kong mobile number', () => {
    expect(registerErrors(student({ phone: '21234567' })).phone).toBe('errors.enterValidHKMobileNumber');
    expect(registerErrors(student({ phone: '9123456' })).phone).toBe('errors.enterValidHKMobileNumber');
  });

  it('needs matching passwords, an e-mail and a name', () => {
    const errors = registerErrors(student({ confirmPassword: 'other', email: 'nope', fullName: ' ' }));
    expect(errors).toMatchObject({
      confirmPassword: 'register.errors.passwordsDiffer',
      email: 'register.errors.email',
      fullName: 'register.errors.required',
    });
  });

  it('needs a school for students and teachers only', () => {
    expect(registerErrors(student({ school: null })).school).toBe('register.errors.school');
    expect(registerErrors(student({ role: 'teacher', school: null })).school).toBe('register.errors.school');
    expect(registerErrors(student({ role: 'university-student', school: null })).school).toBeUndefined();
  });

  it('needs agreement to the terms', () => {
    expect(registerErrors(student({ agreeTerms: false })).agreeTerms).toBe('register.errors.agreeTerms');
  });

  it('needs the DSE year of a student', () => {
    expect(registerErrors(student({ yearDSE: null })).yearDSE).toBe('register.errors.yearDSE');
    expect(registerErrors(student({ role: 'teacher', yearDSE: null })).yearDSE).toBeUndefined();
  });
});

describe('createUserInput', () => {
  it('sends the version of the collection statement the form links to', () => {
    for (const role of [
      'secondary-school-student',
      'teacher',
      'university-student',
      'university-client',
    ] as const) {
      const input = createUserInput({ ...student(), role }, {});
      expect(input.picsVersion).toBe(PICS_VERSION);
    }
  });

  it('sends a student with school, class and DSE year', () => {
    const input = createUserInput({ ...student(), role: 'secondary-school-student' }, { code: '123456' });
    expect(input).toMatchObject({
      phone: '91234567',
      code: '123456',
      role: 'secondary-school-student',
      fullName: 'Chan Tai Man',
      schoolId: 'hv',
      class: '5A',
      studentNumber: '12',
      yearDSE: 2027,
    });
    expect(input.preferredName).toBeUndefined();
    expect(input.schoolRoles).toBeUndefined();
  });

  it('sends a typed school as a new school', () => {
    const input = createUserInput(
      {
        ...student({ school: { kind: 'new', name: 'New School' } }),
        role: 'teacher',
        schoolRoles: ['Principal'],
      },
      { skipVerification: true },
    );
    expect(input).toMatchObject({
      newSchoolName: 'New School',
      schoolRoles: ['Principal'],
      skipVerification: true,
    });
    expect(input.schoolId).toBeUndefined();
    expect(input.class).toBeUndefined();
    expect(input.yearDSE).toBeUndefined();
  });

  it('leaves the school out for university people', () => {
    const input = createUserInput({ ...student({ yearOfStudy: 'Year 2' }), role: 'university-student' }, {});
    expect(input.schoolId).toBeUndefined();
    expect(input.yearOfStudy).toBe('Year 2');
  });
});

describe('rosterInviteValues', () => {
  const prefill = {
    role: 'student' as const,
    schoolId: 'beacon1',
    schoolName: 'Beacon College',
    schoolNameChi: null,
    className: '5A',
    classNo: 12,
    nameEn: 'Chloe Ho',
    nameZh: '何采兒',
    phone: '62220010',
    email: null,
    hasAccount: false,
  };
  it('fills the form with the listing and guesses the DSE year from the form of the class', () => {
    const now = new Date('2026-09-01T02:00:00Z');
    const values = rosterInviteValues(prefill, now);
    expect(values).toMatchObject({
      role: 'secondary-school-student',
      phone: '62220010',
      fullName: 'Chloe Ho',
      chineseName: '何采兒',
      class: '5A',
      studentNumber: '12',
      yearDSE: String(dseYearFromForm('F.5', now)),
      agreeTerms: false,
      password: '',
    });
  });
  it('leaves the DSE year to the student when the class names no form', () => {
    expect(rosterInviteValues({ ...prefill, className: null, classNo: null }).yearDSE).toBeNull();
  });
});
