import { describe, expect, it } from 'vitest';
import {
  canChangeTeacherStatus,
  eventBadgesOf,
  groupTeachers,
  matchesTeacherSearch,
  TEACHER_GROUPS,
  type TeacherForGrouping,
  teacherGroupOf,
  teacherGroupsOf,
  teacherStatusOptions,
} from './teacher-groups.ts';

const teacher = (overrides: Partial<TeacherForGrouping>): TeacherForGrouping => ({
  employmentStatus: 'Active',
  schoolRoles: [],
  classRoles: [],
  ...overrides,
});

describe('TEACHER_GROUPS (spec 2 §4)', () => {
  it('lists Principal, Career Teacher, 5A–6E, then the status groups', () => {
    expect(TEACHER_GROUPS).toEqual([
      'Principal',
      'Career Teacher',
      '5A',
      '5B',
      '5C',
      '5D',
      '5E',
      '6A',
      '6B',
      '6C',
      '6D',
      '6E',
      'Other teachers',
      'Unverified',
      'Unrecognized',
      'No longer in school',
    ]);
  });
});

describe('teacherGroupsOf', () => {
  it('puts a teacher who is not Active in the group of the status (Inactive = no longer in school)', () => {
    const principalGone = { schoolRoles: ['Principal'] };
    expect(teacherGroupsOf(teacher({ ...principalGone, employmentStatus: 'Inactive' }))).toEqual([
      'No longer in school',
    ]);
    expect(teacherGroupsOf(teacher({ ...principalGone, employmentStatus: 'Unverified' }))).toEqual([
      'Unverified',
    ]);
    expect(teacherGroupsOf(teacher({ ...principalGone, employmentStatus: 'Unrecognized' }))).toEqual([
      'Unrecognized',
    ]);
    expect(teacherGroupsOf(teacher({ employmentStatus: 'something else' }))).toEqual(['Unverified']);
  });

  it('puts active principals (any role containing principal) and career teachers in their groups', () => {
    expect(teacherGroupsOf(teacher({ schoolRoles: ['Principal'] }))).toEqual(['Principal']);
    expect(teacherGroupsOf(teacher({ schoolRoles: ['Vice Principal'] }))).toEqual(['Principal']);
    expect(teacherGroupOf(teacher({ schoolRoles: ['Career Teacher'] }))).toBe('Career Teacher');
  });

  it('puts active teachers with a qualifying active class role in each 5A–6E class group', () => {
    const t = teacher({
      schoolRoles: ['Career Teacher'],
      classRoles: [
        { role: 'Class teacher', classes: ['5A'], status: 'active' },
        { role: 'English teacher', classes: ['6c', '4A'], status: 'active' },
        { role: 'Ethics and Religious Studies teacher', classes: ['5B'], status: 'removed' },
      ],
    });
    expect(teacherGroupsOf(t)).toEqual(['Career Teacher', '5A', '6C']);
  });

  it('does not count other subjects, removed roles or F.4 classes', () => {
    const t = teacher({
      classRoles: [
        { role: 'Physics teacher', classes: ['5A'], status: 'active' },
        { role: 'Class teacher', classes: ['5B'], status: 'removed' },
        { role: 'Class teacher', classes: ['4A'], status: 'active' },
      ],
    });
    expect(teacherGroupsOf(t)).toEqual(['Other teachers']);
  });

  it('groups a list in accordion order', () => {
    const a = teacher({ schoolRoles: ['Principal'] });
    const b = teacher({
      classRoles: [{ role: 'Mathematics teacher', classes: ['5A', '6A'], status: 'active' }],
    });
    const c = teacher({ employmentStatus: 'Inactive' });
    const groups = groupTeachers([a, b, c]);
    expect([...groups.keys()]).toEqual([...TEACHER_GROUPS]);
    expect(groups.get('Principal')).toEqual([a]);
    expect(groups.get('5A')).toEqual([b]);
    expect(groups.get('6A')).toEqual([b]);
    expect(groups.get('No longer in school')).toEqual([c]);
    expect(groups.get('Other teachers')).toEqual([]);
  });
});

describe('teacher status changes', () => {
  it('are for a principal or an admin only', () => {
    expect(canChangeTeacherStatus({ isAdmin: false, schoolRoles: ['Principal'] })).toBe(true);
    expect(canChangeTeacherStatus({ isAdmin: false, schoolRoles: ['Vice Principal'] })).toBe(true);
    expect(canChangeTeacherStatus({ isAdmin: true, schoolRoles: [] })).toBe(true);
    expect(canChangeTeacherStatus({ isAdmin: false, schoolRoles: ['Career Teacher'] })).toBe(false);
  });
  it('offer Active, Inactive and Unrecognized', () => {
    expect(teacherStatusOptions({ isAdmin: true, schoolRoles: [] })).toEqual([
      'Active',
      'Inactive',
      'Unrecognized',
    ]);
    expect(teacherStatusOptions({ isAdmin: false, schoolRoles: ['Class teacher'] })).toEqual([]);
  });
});

describe('matchesTeacherSearch (spec 2 §5)', () => {
  const t = {
    fullName: 'Chan Tai Man',
    chineseName: '陳大文',
    preferredName: 'Peter',
    phone: '9000 0004',
    email: 'peter.chan@beacon.edu.hk',
    classRoles: [{ role: 'Class teacher', classes: ['5A'], status: 'active' }],
  };
  it('matches names, Chinese and preferred names, phone, email and class roles', () => {
    for (const q of [
      'chan tai',
      '大文',
      'PETER',
      '90000004',
      '0000 04',
      'beacon.edu',
      'class teacher',
      '5a',
    ]) {
      expect(matchesTeacherSearch(t, q)).toBe(true);
    }
  });
  it('rejects what is in none of them, and matches all with an empty search', () => {
    expect(matchesTeacherSearch(t, 'wong')).toBe(false);
    expect(matchesTeacherSearch(t, '6B')).toBe(false);
    expect(matchesTeacherSearch(t, '  ')).toBe(true);
  });
});

describe('eventBadgesOf (spec 2 §4)', () => {
  it('marks Nominated, Applied, Attended and No', () => {
    expect(eventBadgesOf({ response: 'Yes' })).toEqual(['Applied']);
    expect(eventBadgesOf({ response: 'Confirmed', nominatedBy: 'u1' })).toEqual(['Nominated', 'Applied']);
    expect(eventBadgesOf({ response: 'Attended' })).toEqual(['Applied', 'Attended']);
    expect(eventBadgesOf({ response: 'No' })).toEqual(['No']);
    expect(eventBadgesOf({ response: 'Unsubscribed' })).toEqual(['No']);
    expect(eventBadgesOf({ response: null, nominatedBy: 'u1' })).toEqual(['Nominated']);
    expect(eventBadgesOf({ response: null })).toEqual([]);
  });
});
