import { describe, expect, it } from 'vitest';
import { canSettleTeachers, toolViewer, viewedSchoolId } from './viewer';

const teacher = (employmentStatus: string, schoolRoles: string[] = ['Career Teacher']) => ({
  appRole: 'teacher',
  isAdmin: false,
  schoolId: 'beacon1',
  teacher: { employmentStatus, schoolRoles },
});
const student = { appRole: 'secondary-school-student', isAdmin: false, schoolId: 'beacon1', teacher: null };
const admin = { appRole: 'admin', isAdmin: true, schoolId: 'demo', teacher: null };

describe('toolViewer', () => {
  it('tells admins, active teachers, waiting teachers and students apart', () => {
    expect(toolViewer(admin)).toBe('admin');
    expect(toolViewer({ ...admin, appRole: 'teacher' })).toBe('admin');
    expect(toolViewer({ ...admin, appRole: 'secondary-school-student' })).toBe('student');
    expect(toolViewer(teacher('Active'))).toBe('teacher');
    expect(toolViewer(teacher('Unverified'))).toBe('inactiveTeacher');
    expect(toolViewer(teacher('Inactive'))).toBe('inactiveTeacher');
    expect(toolViewer(student)).toBe('student');
  });
});

describe('viewedSchoolId', () => {
  it('is the teacher’s own school, or the admin’s choice with beacon1 by default', () => {
    expect(viewedSchoolId(teacher('Active'), 'beacon3')).toBe('beacon1');
    expect(viewedSchoolId(admin, null)).toBe('beacon1');
    expect(viewedSchoolId(admin, 'beacon3')).toBe('beacon3');
  });
});

describe('canSettleTeachers', () => {
  it('is for an active principal or an admin', () => {
    expect(canSettleTeachers(teacher('Active', ['Principal']))).toBe(true);
    expect(canSettleTeachers(teacher('Active', ['Vice Principal']))).toBe(true);
    expect(canSettleTeachers(teacher('Active'))).toBe(false);
    expect(canSettleTeachers(teacher('Unverified', ['Principal']))).toBe(false);
    expect(canSettleTeachers(admin)).toBe(true);
  });
});
