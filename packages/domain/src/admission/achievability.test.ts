import { describe, expect, it } from 'vitest';
import {
  ACHIEVABILITY_FILTER_LABELS_EN,
  achievabilityFilterOptions,
  effectiveAchievabilityFilter,
  gradesForAchievabilityFilter,
  isAchievable,
  isProgramAchievable,
} from './achievability.ts';

describe('achievability filters (spec 2 §2)', () => {
  it('keep the spec labels', () => {
    expect(Object.values(ACHIEVABILITY_FILTER_LABELS_EN)).toEqual([
      'All',
      'Achievable (self-predict)',
      'Achievable (self-predict + 1)',
      'Achievable (school-predict)',
    ]);
  });

  it('enable school-predict only when viewing a target student', () => {
    expect(achievabilityFilterOptions({ viewingTargetStudent: false })).toEqual([
      { value: 'all', enabled: true },
      { value: 'self', enabled: true },
      { value: 'selfPlusOne', enabled: true },
      { value: 'school', enabled: false },
    ]);
    expect(achievabilityFilterOptions({ viewingTargetStudent: true }).every((o) => o.enabled)).toBe(true);
    expect(effectiveAchievabilityFilter('school', { viewingTargetStudent: false })).toBe('all');
    expect(effectiveAchievabilityFilter('school', { viewingTargetStudent: true })).toBe('school');
  });

  it('score with the grades of each mode', () => {
    const own = { Chi: '4', Eng: '4', Maths: '3' };
    const school = { Chi: '3', Eng: '3', Maths: '3' };
    expect(gradesForAchievabilityFilter('all', { own, school })).toBeNull();
    expect(gradesForAchievabilityFilter('self', { own, school })).toBe(own);
    expect(gradesForAchievabilityFilter('school', { own, school })).toBe(school);
    // plus one: Chinese (spec subject 24) raised one grade by default
    expect(gradesForAchievabilityFilter('selfPlusOne', { own, school })).toMatchObject({
      Chi: '5',
      Eng: '4',
      Maths: '3',
    });
    expect(gradesForAchievabilityFilter('selfPlusOne', { own, school }, 'Maths')).toMatchObject({
      Chi: '4',
      Maths: '4',
    });
    // capped at the top grade (7 points)
    expect(gradesForAchievabilityFilter('selfPlusOne', { own: { Chi: '5**' }, school })).toMatchObject({
      Chi: '5**',
    });
  });
});

describe('isAchievable', () => {
  it('is true at or above the reference only', () => {
    // HKU JS6456 median 44
    expect(isAchievable(44, 44)).toBe(true);
    expect(isAchievable(44.5, 44)).toBe(true);
    expect(isAchievable(43.9, 44)).toBe(false);
    expect(isAchievable(44, null)).toBe(false);
    expect(isAchievable(null, 44)).toBe(false);
  });

  it('for a programme also needs the minimums, 332 and electives (dark green)', () => {
    const status = {
      totalScore: 45,
      referenceScore: 44,
      referenceType: 'median' as const,
      meetsProgramMinimum: true,
      meetsUniversityEntrance: true,
      meetsElectiveRequirements: true,
    };
    expect(isProgramAchievable(status)).toBe(true);
    expect(isProgramAchievable({ ...status, meetsUniversityEntrance: false })).toBe(false);
    expect(isProgramAchievable({ ...status, meetsElectiveRequirements: false })).toBe(false);
    expect(isProgramAchievable({ ...status, referenceScore: null })).toBe(false);
  });
});
