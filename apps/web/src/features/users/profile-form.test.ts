import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/api';
import en from './locales/en.json';
import zh from './locales/zh-HK.json';
import {
  electiveLabels,
  electiveOptions,
  profileErrors,
  profileInput,
  profileValues,
  savedMessage,
  showsStudentFields,
} from './profile-form';

const user: User = {
  id: 'u1',
  phone: '91234567',
  fullName: 'Chan Tai Man',
  preferredName: null,
  chineseName: '陳大文',
  email: 'tm@example.com',
  roles: ['secondary-school-student'],
  isAdmin: false,
  isSecondaryStudent: true,
  isUniversityStudent: false,
  isUniversityClient: false,
  isTeacher: false,
  isCamxApplicant: false,
  appRole: 'secondary-school-student',
  schoolId: 'hv',
  school: { id: 'hv', name: 'Harbourview', nameChi: null, nameShort: null },
  programId: null,
  clientId: null,
  clientStanding: 'notClient',
  class: '5A',
  studentNumber: null,
  yearDSE: 2027,
  yearOfStudy: null,
  rankInForm: null,
  studyingElectives: ['Biology', 'Chemistry'],
  waGroupLink: null,
  darkTheme: false,
  preferredLang: null,
  profilePic: null,
  isPhoneVerified: true,
  accessDisabled: false,
  hasPassword: false,
  verificationResult: null,
  teacher: null,
};

describe('profileValues and profileInput', () => {
  it('round-trips a person, turning empty text and years into what the server expects', () => {
    const values = profileValues(user);
    expect(values).toMatchObject({ preferredName: '', studentNumber: '', yearDSE: '2027' });
    expect(profileInput({ ...values, rankInForm: '1 - 20' })).toEqual({
      fullName: 'Chan Tai Man',
      preferredName: '',
      chineseName: '陳大文',
      email: 'tm@example.com',
      phone: '91234567',
      class: '5A',
      studentNumber: '',
      studyingElectives: ['Biology', 'Chemistry'],
      yearDSE: 2027,
      rankInForm: '1 - 20',
    });
  });

  it('sends a cleared DSE year as null', () => {
    expect(profileInput({ ...profileValues(user), yearDSE: null }).yearDSE).toBeNull();
  });
});

describe('profileErrors', () => {
  const values = { ...profileValues(user), rankInForm: 'Not disclosed by school' };

  it('accepts a complete profile', () => {
    expect(profileErrors(values, { rankRequired: true })).toEqual({});
  });

  it('needs a name, a valid e-mail and an 8-digit phone', () => {
    expect(
      profileErrors({ ...values, fullName: ' ', email: 'x', phone: '123' }, { rankRequired: false }),
    ).toEqual({
      fullName: 'edit.errors.required',
      email: 'edit.errors.email',
      phone: 'edit.errors.phone',
    });
  });

  it('needs the rank in form only when required', () => {
    const noRank = { ...values, rankInForm: null };
    expect(profileErrors(noRank, { rankRequired: true }).rankInForm).toBe('edit.errors.rankInForm');
    expect(profileErrors(noRank, { rankRequired: false }).rankInForm).toBeUndefined();
  });
});

describe('showsStudentFields', () => {
  it('is for students and admins', () => {
    expect(showsStudentFields({ isSecondaryStudent: true, isAdmin: false })).toBe(true);
    expect(showsStudentFields({ isSecondaryStudent: false, isAdmin: true })).toBe(true);
    expect(showsStudentFields({ isSecondaryStudent: false, isAdmin: false })).toBe(false);
  });
});

describe('savedMessage', () => {
  it('tells a teacher saving a student whose details changed, not "Your personal information" (issue 24)', () => {
    const message = savedMessage('teacher-1', { id: 'u1', fullName: 'Chan Tai Man' });
    expect(message).toEqual({ key: 'updateInfo.saved', name: 'Chan Tai Man' });
    expect(en.updateInfo.saved.replace('{{name}}', 'Chan Tai Man')).toBe(
      'Chan Tai Man’s details have been updated.',
    );
    expect(zh.updateInfo.saved).toContain('{{name}}');
    expect(en.updateInfo.saved).not.toMatch(/your/i);
  });

  it('keeps "Your personal information has been updated." for one’s own details', () => {
    expect(savedMessage('u1', { id: 'u1', fullName: 'Chan Tai Man' })).toEqual({
      key: 'successUpdatePersonalInfo',
    });
    expect(en.successUpdatePersonalInfo).toBe('Your personal information has been updated.');
  });
});

describe('electiveLabels and electiveOptions (issue 24 item 20)', () => {
  const subjects = [
    { id: 1, code: 'Chi', nameEn: 'Chinese Language', nameChi: '中國語文', category: 'Core', isCore: true },
    {
      id: 3,
      code: 'Bio',
      nameEn: 'Biology',
      nameChi: '生物',
      category: 'Category A (elective)',
      isCore: false,
    },
  ];

  it("names a profile's electives in the reader's language, keeping what names no subject", () => {
    expect(electiveLabels(['bio', 'Marine science'], subjects, 'zh-HK')).toEqual(['生物', 'Marine science']);
    expect(electiveLabels(['生物'], subjects, 'en')).toEqual(['Biology']);
    // A core subject is not an elective, whatever was typed.
    expect(electiveLabels(['Chinese Language'], subjects, 'zh-HK')).toEqual(['Chinese Language']);
  });

  it('offers the electives by English name, or by the spelling already stored', () => {
    expect(electiveOptions(subjects, [], 'zh-HK')).toEqual([{ value: 'Biology', label: '生物' }]);
    expect(electiveOptions(subjects, ['BIO', 'Drama'], 'en')).toEqual([
      { value: 'BIO', label: 'Biology' },
      { value: 'Drama', label: 'Drama' },
    ]);
  });
});
