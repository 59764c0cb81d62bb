import { describe, expect, it } from 'vitest';
import { cardStatusKey, cardStatusOf, homeCards } from './home-cards';

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

describe('card statuses (issue 28 item 3)', () => {
  it("reads a card's status from the home read, the teacher's student list from the plan's", () => {
    const status = { planner: { done: 12, total: 20 }, events: { count: 2 }, jobex: { done: 0, total: 0 } };
    expect(cardStatusOf('planner', status)).toEqual({ done: 12, total: 20 });
    expect(cardStatusOf('mockJupas', { planner: { count: 3 } })).toEqual({ count: 3 });
    expect(cardStatusOf('events', status)).toEqual({ count: 2 });
    // Nothing to count, nothing said: the card keeps its description.
    expect(cardStatusOf('jobex', status)).toBeNull();
    expect(cardStatusOf('slp', status)).toBeNull();
    expect(cardStatusOf('slp', undefined)).toBeNull();
  });

  it("words a status in the area's own terms first, else plainly", () => {
    expect(cardStatusKey('planner', { done: 1, total: 20 })).toEqual([
      'cards.planner.progress',
      'cards.status.progress',
    ]);
    expect(cardStatusKey('events', { count: 1 })).toEqual(['cards.events.count', 'cards.status.count']);
  });
});
