import { describe, expect, it } from 'vitest';
import { planDeadlines } from './deadlines-view';
import { SETTINGS, STUDENT_SELF, TEACHER } from './plan-fixtures';

const inputs = { choiceCount: 0, hasActivityResponse: false, hasParentConsent: true };
const NOW = new Date('2026-10-01T00:00:00+08:00');

describe('planDeadlines', () => {
  it('meets deadline 1 at 3 choices and deadline 2 at 20 (spec 2 §4)', () => {
    const plan = { deadlineInputs: inputs, schoolSettings: SETTINGS, viewer: STUDENT_SELF };
    const met = (count: number) => planDeadlines(plan, count, NOW).map((i) => [i.key, i.met]);
    expect(met(2)).toEqual([
      ['threeChoices', false],
      ['twentyChoices', false],
      ['applyActivity', false],
    ]);
    expect(met(3)[0]).toEqual(['threeChoices', true]);
    expect(met(20)[1]).toEqual(['twentyChoices', true]);
  });

  it('lists parent consent for the student only, when the school asks for it', () => {
    const settings = { ...SETTINGS, achievejupasNeedParentConsent: true };
    const own = planDeadlines(
      { deadlineInputs: inputs, schoolSettings: settings, viewer: STUDENT_SELF },
      0,
      NOW,
    );
    expect(own.map((i) => i.key)).toContain('parentConsent');
    const staff = planDeadlines(
      { deadlineInputs: inputs, schoolSettings: settings, viewer: TEACHER },
      0,
      NOW,
    );
    expect(staff.map((i) => i.key)).not.toContain('parentConsent');
  });

  it("marks an unmet item overdue after the school's date", () => {
    const settings = { ...SETTINGS, achievejupasDeadline1: '2026-09-29T16:00:00.000Z' };
    const [first] = planDeadlines(
      { deadlineInputs: inputs, schoolSettings: settings, viewer: STUDENT_SELF },
      1,
      NOW,
    );
    expect(first).toMatchObject({ key: 'threeChoices', met: false, overdue: true });
  });
});
