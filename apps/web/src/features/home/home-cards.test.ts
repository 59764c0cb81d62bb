import { describe, expect, it } from 'vitest';
import { homeCards } from './home-cards';

const keys = (role: string | null) => homeCards(role).map((card) => card.key);

describe('homeCards', () => {
  it('invites a visitor to sign in and to the public areas', () => {
    expect(keys(null)[0]).toBe('signIn');
    expect(keys(null)).not.toContain('profile');
  });

  it('gives each role its own areas', () => {
    expect(keys('secondary-school-student')).toContain('planner');
    expect(keys('teacher')).toContain('schoolTeachers');
    expect(keys('university-student')).toContain('services');
    expect(keys('university-client')).toContain('deck');
    expect(keys('university-student')[0]).toBe('jobex');
    expect(keys('university-client')[0]).toBe('jobex');
    expect(keys('admin')).toEqual(expect.arrayContaining(['outbox', 'settings', 'roles']));
  });

  it('shows an unknown role the student areas, which show least', () => {
    expect(keys('camx-applicant')).toEqual(keys('secondary-school-student'));
  });

  it('marks the pages of this release as available and the others as not yet', () => {
    expect(homeCards('secondary-school-student').find((card) => card.key === 'planner')?.available).toBe(
      true,
    );
    expect(homeCards('university-client').find((card) => card.key === 'deck')?.available).toBe(false);
    const byKey = Object.fromEntries(homeCards('admin').map((card) => [card.key, card.available]));
    expect(byKey.outbox).toBe(true);
    expect(byKey.events).toBe(true);
    expect(byKey.sessions).toBe(true);
  });

  it('does not call the working professions and programme pages "coming soon" (issue 24)', () => {
    for (const role of [null, 'secondary-school-student', 'teacher', 'university-student']) {
      for (const card of homeCards(role)) {
        if (card.key === 'professions' || card.key === 'programs') expect(card.available).toBe(true);
      }
    }
    // Only the pages the router still serves as "not available yet" (routes.tsx upcoming) wear the badge.
    const upcoming = ['/uni-profession-deck', '/ab4-customization'];
    for (const role of [
      null,
      'secondary-school-student',
      'teacher',
      'university-student',
      'university-client',
    ]) {
      for (const card of homeCards(role)) expect(card.available).toBe(!upcoming.includes(card.to));
    }
  });

  it('offers the AI guide where students plan, next to the professions (issue 24 item 18)', () => {
    for (const role of ['secondary-school-student', 'university-student']) {
      const cards = homeCards(role);
      const guide = cards.find((card) => card.key === 'aiGuide');
      expect(guide).toEqual({ key: 'aiGuide', to: '/ai-guide', available: true });
      expect(cards.indexOf(guide!)).toBe(cards.findIndex((card) => card.key === 'professions') + 1);
    }
    // It answers visitors with "sign in" and has nothing for staff.
    expect(keys(null)).not.toContain('aiGuide');
    expect(keys('teacher')).not.toContain('aiGuide');
  });
});
