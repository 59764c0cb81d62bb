import { describe, expect, it } from 'vitest';
import { applyBlock, formsLabel, isApplyHidden } from './eligibility.ts';

// 1 Dec 2026: intake year 2027, so DSE 2027 = F.6, 2028 = F.5, 2029 = F.4.
const now = new Date('2026-12-01T02:00:00Z');
const event = {
  group: 'Work',
  startTime: new Date('2026-12-10T06:00:00Z'),
  endTime: new Date('2026-12-10T08:00:00Z'),
  studentForms: [] as string[],
  serviceTargetForms: ['F.5', 'F.6'],
};
const student = { isAdmin: false, isStudent: true, isTeacher: false, yearDSE: 2028 };
const none = { attendedSameAnchorAndClient: false };

describe('apply eligibility (spec 1 §5)', () => {
  it('lets a student whose form is in the service targetForms apply', () => {
    expect(applyBlock(student, event, none, now)).toBeNull();
    expect(applyBlock({ ...student, yearDSE: 2029 }, event, none, now)).toBe('wrongForm');
  });
  it('prefers the event studentForms over the service targetForms', () => {
    expect(
      applyBlock({ ...student, yearDSE: 2029 }, { ...event, studentForms: ['F.4'] }, none, now),
    ).toBeNull();
    expect(applyBlock(student, { ...event, studentForms: ['F.4'] }, none, now)).toBe('wrongForm');
  });
  it('exempts admins from the form rule', () => {
    expect(
      applyBlock({ isAdmin: true, isStudent: false, isTeacher: false, yearDSE: null }, event, none, now),
    ).toBeNull();
  });
  it('refuses non-students and teachers with the spec messages', () => {
    expect(
      applyBlock({ isAdmin: false, isStudent: false, isTeacher: false, yearDSE: null }, event, none, now),
    ).toBe('onlyStudents');
    expect(
      applyBlock({ isAdmin: false, isStudent: false, isTeacher: true, yearDSE: null }, event, none, now),
    ).toBe('studentsOnlyFunction');
  });
  it('lets teachers (not students) apply to a Teacher Event', () => {
    const te = { ...event, group: 'Teacher Event' };
    expect(
      applyBlock({ isAdmin: false, isStudent: false, isTeacher: true, yearDSE: null }, te, none, now),
    ).toBeNull();
    expect(applyBlock(student, te, none, now)).toBe('teachersOnly');
  });
  it('hides apply for ABS and Others and after attending the same anchor and client', () => {
    expect(applyBlock(student, { ...event, group: 'ABS' }, none, now)).toBe('noApplyGroup');
    expect(applyBlock(student, { ...event, group: 'Others' }, none, now)).toBe('noApplyGroup');
    expect(applyBlock(student, event, { attendedSameAnchorAndClient: true }, now)).toBe(
      'alreadyAttendedAnchor',
    );
    expect(isApplyHidden('noApplyGroup')).toBe(true);
    expect(isApplyHidden('wrongForm')).toBe(false);
  });
  it('refuses a session whose end + 1 hour has passed', () => {
    expect(applyBlock(student, event, none, new Date('2026-12-10T09:00:01Z'))).toBe('ended');
  });
});

describe('an admin applying for a student', () => {
  it('is exempt from the form rule and from nothing else', () => {
    const f4 = { ...student, yearDSE: 2029 };
    expect(applyBlock(f4, event, none, now)).toBe('wrongForm');
    expect(applyBlock(f4, event, { ...none, actorIsAdmin: true }, now)).toBeNull();
    const ended = new Date('2026-12-10T09:00:01Z');
    expect(applyBlock(f4, event, { ...none, actorIsAdmin: true }, ended)).toBe('ended');
    const teacher = { isAdmin: false, isStudent: false, isTeacher: true, yearDSE: null };
    expect(applyBlock(teacher, event, { ...none, actorIsAdmin: true }, now)).toBe('studentsOnlyFunction');
  });
});

describe('formsLabel: who a student session is for', () => {
  it('names a run of forms as a range and others one by one', () => {
    expect(formsLabel(['F.4', 'F.5', 'F.6'])).toBe('F.4–F.6');
    expect(formsLabel(['F.6', 'F.4', 'F.5'])).toBe('F.4–F.6');
    expect(formsLabel(['F.5', 'F.6'])).toBe('F.5, F.6');
    expect(formsLabel(['F.4', 'F.6'])).toBe('F.4, F.6');
    expect(formsLabel([])).toBeNull();
  });

  it('names the forms in Chinese for a Chinese reader, as the services page does', () => {
    expect(formsLabel(['F.4', 'F.5', 'F.6'], 'zh-HK')).toBe('中四至中六');
    expect(formsLabel(['F.5', 'F.6'], 'zh-HK')).toBe('中五、中六');
    expect(formsLabel(['F.4', 'F.6'], 'zh-HK')).toBe('中四、中六');
    expect(formsLabel([], 'zh-HK')).toBeNull();
  });
});
