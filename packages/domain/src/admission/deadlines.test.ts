import { describe, expect, it } from 'vitest';
import {
  canSeeDeadlines,
  deadlineChecklist,
  hasAppliedToActivity,
  hasParentConsentRecord,
} from './deadlines.ts';

const base = {
  choiceCount: 0,
  hasActivityResponse: false,
  hasParentConsent: false,
  needParentConsent: false,
};
const met = (items: ReturnType<typeof deadlineChecklist>) =>
  Object.fromEntries(items.map((i) => [i.key, i.met]));

describe('deadlineChecklist (spec 2 §4)', () => {
  it('meets deadline 1 at 3 choices and deadline 2 at 20', () => {
    expect(met(deadlineChecklist({ ...base, choiceCount: 2 }))).toEqual({
      threeChoices: false,
      twentyChoices: false,
      applyActivity: false,
    });
    expect(met(deadlineChecklist({ ...base, choiceCount: 3 }))).toMatchObject({
      threeChoices: true,
      twentyChoices: false,
    });
    expect(met(deadlineChecklist({ ...base, choiceCount: 19 }))).toMatchObject({ twentyChoices: false });
    expect(met(deadlineChecklist({ ...base, choiceCount: 20 }))).toMatchObject({
      threeChoices: true,
      twentyChoices: true,
    });
  });

  it('meets the activity deadline with an applied response', () => {
    expect(met(deadlineChecklist({ ...base, hasActivityResponse: true })).applyActivity).toBe(true);
  });

  it('lists parent consent only when the school needs it and the student is looking', () => {
    expect(deadlineChecklist(base).map((i) => i.key)).not.toContain('parentConsent');
    expect(met(deadlineChecklist({ ...base, needParentConsent: true })).parentConsent).toBe(false);
    expect(
      met(deadlineChecklist({ ...base, needParentConsent: true, hasParentConsent: true })).parentConsent,
    ).toBe(true);
    expect(
      deadlineChecklist({ ...base, needParentConsent: true, viewedByStaff: true }).map((i) => i.key),
    ).not.toContain('parentConsent');
  });

  it('carries the school dates and marks unmet items past them as overdue', () => {
    const now = new Date('2026-03-01T12:00:00+08:00');
    const items = deadlineChecklist({
      ...base,
      choiceCount: 5,
      now,
      dates: {
        deadline1: '2026-02-01T00:00:00+08:00',
        deadline2: new Date('2026-02-15T00:00:00+08:00'),
        applyActivities: null,
      },
    });
    expect(items[0]).toMatchObject({ key: 'threeChoices', met: true, overdue: false });
    expect(items[1]).toMatchObject({ key: 'twentyChoices', met: false, overdue: true });
    expect(items[1]!.dueAt?.toISOString()).toBe('2026-02-14T16:00:00.000Z');
    expect(items[2]).toMatchObject({ key: 'applyActivity', dueAt: null, overdue: false });
  });
});

describe('applied responses and consent records', () => {
  it('count Yes, Confirmed and Attended as applied', () => {
    expect(hasAppliedToActivity(['Yes'])).toBe(true);
    expect(hasAppliedToActivity(['Attended'])).toBe(true);
    expect(hasAppliedToActivity(['No', null, 'Confirmed'])).toBe(true);
    expect(hasAppliedToActivity(['No', 'Unsubscribed'])).toBe(false);
  });
  it('need a consent record with target achievejupas_parent_consent', () => {
    expect(
      hasParentConsentRecord([{ target: 'event_consent' }, { target: 'achievejupas_parent_consent' }]),
    ).toBe(true);
    expect(hasParentConsentRecord([{ target: 'event_consent' }])).toBe(false);
  });
});

describe('canSeeDeadlines (spec 2 §5)', () => {
  const june2026 = new Date('2026-06-01T12:00:00+08:00'); // intake year 2026
  const sept2026 = new Date('2026-09-01T00:00:00+08:00'); // intake year 2027
  it('shows them to students whose DSE year is the current one or later', () => {
    expect(canSeeDeadlines({ viewerIsAdmin: false, studentYearDSE: 2026, now: june2026 })).toBe(true);
    expect(canSeeDeadlines({ viewerIsAdmin: false, studentYearDSE: 2027, now: june2026 })).toBe(true);
    expect(canSeeDeadlines({ viewerIsAdmin: false, studentYearDSE: 2026, now: sept2026 })).toBe(false);
    expect(canSeeDeadlines({ viewerIsAdmin: false, studentYearDSE: null, now: june2026 })).toBe(false);
  });
  it('always shows them to admins', () => {
    expect(canSeeDeadlines({ viewerIsAdmin: true, studentYearDSE: 2020, now: june2026 })).toBe(true);
  });
});
