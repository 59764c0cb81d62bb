import { describe, expect, it } from 'vitest';
import {
  checkRosterRows,
  currentSchoolYear,
  formOfClass,
  mapRosterHeaders,
  normaliseClassName,
  normaliseClassNo,
  normaliseRosterPhone,
  normaliseRosterRow,
  type RosterRowInput,
  recogniseHeader,
  rosterDiff,
} from './class-list.ts';

const row = (o: Partial<RosterRowInput> = {}): RosterRowInput => ({
  className: '5A',
  classNo: 1,
  nameEn: 'Chan Tai Man',
  nameZh: null,
  phone: '91234567',
  email: null,
  ...o,
});
const none = new Set<string>();

describe('recogniseHeader (issue 27: header names in both languages)', () => {
  it.each([
    ['班別', 'className'],
    ['Class', 'className'],
    ['學號', 'classNo'],
    ['班號', 'classNo'],
    ['Class No.', 'classNo'],
    ['英文姓名', 'nameEn'],
    ['English name', 'nameEn'],
    ['中文姓名', 'nameZh'],
    ['Chinese Name', 'nameZh'],
    ['電話', 'phone'],
    ['手提電話', 'phone'],
    ['Phone', 'phone'],
    ['Mobile', 'phone'],
    ['電郵', 'email'],
    ['E-mail', 'email'],
    ['身份', 'role'],
    ['角色', 'role'],
    ['Role', 'role'],
  ] as const)('%s → %s', (cell, field) => {
    expect(recogniseHeader(cell)).toBe(field);
  });

  it('is generous: trimmed, any case, full-width forms', () => {
    expect(recogniseHeader('  CLASS NO  ')).toBe('classNo');
    expect(recogniseHeader('ｃｌａｓｓ　ｎｏ．')).toBe('classNo');
    expect(recogniseHeader(' 英文姓名 ')).toBe('nameEn');
    expect(recogniseHeader('english NAME')).toBe('nameEn');
  });

  it('ignores columns it does not know', () => {
    expect(recogniseHeader('Remarks')).toBeNull();
    expect(recogniseHeader('')).toBeNull();
    expect(recogniseHeader(null)).toBeNull();
  });
});

describe('mapRosterHeaders', () => {
  it('maps columns and names what a student list is missing', () => {
    const { headerMap, missing } = mapRosterHeaders(['班別', 'Remarks', '英文姓名', '電話'], 'student');
    expect(headerMap).toEqual({ className: 0, nameEn: 2, phone: 3 });
    expect(missing).toEqual(['classNo']);
  });
  it('asks a teacher list for the English name only', () => {
    expect(mapRosterHeaders(['English name'], 'teacher').missing).toEqual([]);
    expect(mapRosterHeaders(['Phone'], 'teacher').missing).toEqual(['nameEn']);
  });
});

describe('normalising a row', () => {
  it('class "5a " → "5A", and the forms schools write', () => {
    expect(normaliseClassName('5a ')).toBe('5A');
    expect(normaliseClassName('F.5A')).toBe('5A');
    expect(normaliseClassName('S5 b')).toBe('5B');
    expect(normaliseClassName('中五C')).toBe('5C');
    expect(normaliseClassName('５Ａ')).toBe('5A');
    expect(normaliseClassName('  ')).toBeNull();
    expect(normaliseClassName('7A')).toBe('7A');
  });
  it('"05" class number → 5; text that is no number stays a problem', () => {
    expect(normaliseClassNo('05')).toBe(5);
    expect(normaliseClassNo(' 12 ')).toBe(12);
    expect(normaliseClassNo('12.0')).toBe(12);
    expect(normaliseClassNo('')).toBeNull();
    expect(normaliseClassNo('twelve')).toBeNaN();
    expect(normaliseClassNo('2026-09-01')).toBeNaN();
  });
  it('phone "9123 4567" and "+852 9123-4567" → "91234567"', () => {
    expect(normaliseRosterPhone('9123 4567')).toBe('91234567');
    expect(normaliseRosterPhone('+852 9123-4567')).toBe('91234567');
    expect(normaliseRosterPhone('(852) 9123 4567')).toBe('91234567');
    expect(normaliseRosterPhone('85291234567')).toBe('91234567');
    expect(normaliseRosterPhone('')).toBeNull();
  });
  it('trims trailing spaces and reads numbers stored as text', () => {
    expect(
      normaliseRosterRow({
        className: '5a ',
        classNo: '05',
        nameEn: ' Chan  Tai Man ',
        nameZh: '陳大文 ',
        phone: '9123 4567',
        email: ' Tai.Man@School.HK ',
        role: 'Student ',
      }),
    ).toEqual({
      className: '5A',
      classNo: 5,
      classNoText: '05',
      nameEn: 'Chan Tai Man',
      nameZh: '陳大文',
      phone: '91234567',
      email: 'tai.man@school.hk',
      role: 'student',
    });
  });
  it('gives the form of a class', () => {
    expect(formOfClass('5A')).toBe('F.5');
    expect(formOfClass('7A')).toBeNull();
    expect(formOfClass(null)).toBeNull();
  });
});

describe('checkRosterRows (each row’s problems)', () => {
  const check = (rows: RosterRowInput[], phonesElsewhere = none, schoolClasses?: string[]) =>
    checkRosterRows(rows, { role: 'student', phonesElsewhere, ...(schoolClasses ? { schoolClasses } : {}) });

  it('passes a good row', () => {
    expect(check([row()])).toEqual([[]]);
  });
  it('names a bad phone (a fixed line or too short)', () => {
    expect(check([row({ phone: '21234567' })])[0]).toEqual([{ field: 'phone', code: 'badPhone' }]);
    expect(check([row({ phone: '912345' })])[0]).toEqual([{ field: 'phone', code: 'badPhone' }]);
  });
  it('names a duplicate phone and a duplicate class and number on both rows', () => {
    const problems = check([row(), row({ classNo: 2 }), row({ phone: '98765432', classNo: 2 })]);
    expect(problems[0]).toEqual([{ field: 'phone', code: 'duplicatePhone' }]);
    expect(problems[1]).toEqual([
      { field: 'phone', code: 'duplicatePhone' },
      { field: 'classNo', code: 'duplicateClassNo' },
    ]);
    expect(problems[2]).toEqual([{ field: 'classNo', code: 'duplicateClassNo' }]);
  });
  it('names a phone already listed by another school', () => {
    expect(check([row()], new Set(['91234567']))[0]).toEqual([
      { field: 'phone', code: 'phoneInOtherSchool' },
    ]);
  });
  it('names an unknown class: not a secondary class, or not one of the school’s own', () => {
    expect(check([row({ className: '7A' })])[0]).toEqual([{ field: 'className', code: 'unknownClass' }]);
    expect(check([row({ className: 'PANDA' })])[0]).toEqual([{ field: 'className', code: 'unknownClass' }]);
    expect(check([row({ className: '5E' })], none, ['5A', '5B'])[0]).toEqual([
      { field: 'className', code: 'unknownClass' },
    ]);
    expect(check([row({ className: '5B' })], none, ['5A', '5B'])[0]).toEqual([]);
  });
  it('names a missing English name, phone, class or number on a student list', () => {
    expect(check([row({ nameEn: ' ', phone: null, className: null, classNo: null })])[0]).toEqual([
      { field: 'nameEn', code: 'nameEnMissing' },
      { field: 'phone', code: 'phoneMissing' },
      { field: 'className', code: 'classMissing' },
      { field: 'classNo', code: 'classNoMissing' },
    ]);
  });
  it('lets a teacher list leave class and phone empty', () => {
    expect(
      checkRosterRows([row({ phone: null, className: null, classNo: null })], {
        role: 'teacher',
        phonesElsewhere: none,
      }),
    ).toEqual([[]]);
  });
  it('names a class number that is no number, and a wrong role or e-mail', () => {
    expect(check([row({ classNo: Number.NaN, email: 'nope', role: 'teacher' })])[0]).toEqual([
      { field: 'classNo', code: 'badClassNo' },
      { field: 'email', code: 'badEmail' },
      { field: 'role', code: 'wrongRole' },
    ]);
  });
  it('keeps the reader’s cell problems (a date where the class number should be)', () => {
    expect(
      check([row({ classNo: null, cellProblems: [{ field: 'classNo', code: 'dateCell' }] })])[0],
    ).toEqual([{ field: 'classNo', code: 'dateCell' }]);
  });
});

describe('rosterDiff (re-import)', () => {
  const listed = [
    { id: 'a', phone: '91234567', nameEn: 'Chan Tai Man', className: '5A', classNo: 1 },
    { id: 'b', phone: '92345678', nameEn: 'Lee Siu Ming', className: '5A', classNo: 2 },
    { id: 'c', phone: '93456789', nameEn: 'Wong Ka Yan', className: '5B', classNo: 3 },
    { id: 'd', phone: '94567890', nameEn: 'Ho Wing', className: '5B', classNo: 4 },
  ];
  it('adds, updates (class or form changed), keeps and marks who left', () => {
    const diff = rosterDiff(listed, [
      row({ phone: '91234567', className: '6A', classNo: 1 }),
      row({ phone: '92345678', nameEn: 'Lee Siu Ming', className: '5A', classNo: 2 }),
      row({ phone: '95555555', nameEn: 'New Kid', className: '6C', classNo: 9 }),
      // Ho Wing changed phone: the English name, unique on both sides, is the same person.
      row({ phone: '97777777', nameEn: 'ho wing', className: '6B', classNo: 4 }),
    ]);
    expect(diff.added).toEqual([2]);
    expect(diff.updated).toEqual([
      { index: 0, id: 'a', fromClass: '5A', toClass: '6A' },
      { index: 3, id: 'd', fromClass: '5B', toClass: '6B' },
    ]);
    expect(diff.unchanged).toEqual([{ index: 1, id: 'b' }]);
    expect(diff.left).toEqual(['c']);
  });
  it('never matches one listed person twice, and does not guess between two of the same name', () => {
    const twins = [
      { id: 'x', phone: null, nameEn: 'Chan Mei', className: '5A', classNo: 1 },
      { id: 'y', phone: null, nameEn: 'Chan Mei', className: '5B', classNo: 1 },
    ];
    const diff = rosterDiff(twins, [row({ nameEn: 'Chan Mei', phone: '91111111' })]);
    expect(diff.added).toEqual([0]);
    expect(diff.left).toEqual(['x', 'y']);
  });
});

describe('currentSchoolYear', () => {
  it('starts a new year in September, Hong Kong time', () => {
    expect(currentSchoolYear(new Date('2026-11-28T10:00:00Z'))).toBe('2026/27');
    expect(currentSchoolYear(new Date('2027-08-31T15:59:00Z'))).toBe('2026/27');
    // 2027-09-01 00:00 in Hong Kong is still 31 August in UTC.
    expect(currentSchoolYear(new Date('2027-08-31T16:00:00Z'))).toBe('2027/28');
    expect(currentSchoolYear(new Date('2099-09-01T00:00:00Z'))).toBe('2099/00');
  });
});
