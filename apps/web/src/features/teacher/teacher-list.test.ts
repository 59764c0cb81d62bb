import { describe, expect, it } from 'vitest';
import { activeClassRoles, isStatusChangeable, type ListedTeacher, teacherGroupsShown } from './teacher-list';

function teacher(overrides: Partial<ListedTeacher> & { fullName: string }): ListedTeacher {
  return {
    isAdmin: false,
    employmentStatus: 'Active',
    chineseName: null,
    preferredName: null,
    phone: '90000000',
    email: null,
    schoolRoles: [],
    classRoles: [],
    ...overrides,
  };
}

const staff = [
  teacher({ fullName: 'Principal Wong', schoolRoles: ['Principal'] }),
  teacher({ fullName: 'Chan Mei Ling', schoolRoles: ['Career Teacher'], phone: '90000003' }),
  teacher({
    fullName: 'Lee Ka Wai',
    schoolRoles: ['Class teacher'],
    classRoles: [{ role: 'Class teacher', classes: ['5A'], status: 'active' }],
  }),
  teacher({ fullName: 'Ho Wing Yan', employmentStatus: 'Unverified' }),
  teacher({ fullName: 'Demo Admin', isAdmin: true }),
];

describe('teacherGroupsShown', () => {
  it('groups in accordion order, keeps only groups with teachers, and hides admins from non-admins', () => {
    const groups = teacherGroupsShown(staff, '', false);
    expect(groups.map(([group, members]) => [group, members.map((m) => m.fullName)])).toEqual([
      ['Principal', ['Principal Wong']],
      ['Career Teacher', ['Chan Mei Ling']],
      ['5A', ['Lee Ka Wai']],
      ['Unverified', ['Ho Wing Yan']],
    ]);
  });

  it('shows admin users to an admin', () => {
    const names = teacherGroupsShown(staff, '', true).flatMap(([, members]) =>
      members.map((m) => m.fullName),
    );
    expect(names).toContain('Demo Admin');
  });

  it('searches names, phone and class roles', () => {
    expect(teacherGroupsShown(staff, '5a', false).map(([group]) => group)).toEqual(['5A']);
    expect(teacherGroupsShown(staff, '9000 0003', false).map(([group]) => group)).toEqual(['Career Teacher']);
    expect(teacherGroupsShown(staff, 'nobody', false)).toEqual([]);
  });
});

describe('isStatusChangeable', () => {
  it('offers a change only for Unverified or Unrecognized teachers, and only to those who may settle them', () => {
    expect(isStatusChangeable({ employmentStatus: 'Unverified' }, true)).toBe(true);
    expect(isStatusChangeable({ employmentStatus: 'Unrecognized' }, true)).toBe(true);
    expect(isStatusChangeable({ employmentStatus: 'Active' }, true)).toBe(false);
    expect(isStatusChangeable({ employmentStatus: 'Unverified' }, false)).toBe(false);
  });
});

describe('activeClassRoles', () => {
  it('lists active roles with their classes', () => {
    expect(
      activeClassRoles([
        { role: 'Class teacher', classes: ['5A', '5B'], status: 'active' },
        { role: 'English teacher', classes: ['6C'], status: 'removed' },
      ]),
    ).toEqual([{ role: 'Class teacher', classes: '5A, 5B' }]);
  });
});
