import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';
import { dueLabel, hkDaysBetween, localParams, visibleSteps } from './next-steps-view';

// 28 Nov 2026, 17:00 in Hong Kong.
const NOW = new Date('2026-11-28T09:00:00Z');

describe('by when', () => {
  it('counts Hong Kong calendar days, not 24-hour spans', () => {
    expect(hkDaysBetween(NOW, new Date('2026-11-28T15:59:00Z'))).toBe(0);
    expect(hkDaysBetween(NOW, new Date('2026-11-28T16:00:00Z'))).toBe(1);
    expect(hkDaysBetween(NOW, new Date('2026-12-01T01:00:00Z'))).toBe(3);
  });

  it('names today and tomorrow, counts the days of the coming week, writes a later date out', () => {
    expect(dueLabel('2026-11-28T12:00:00Z', NOW, 'en')).toEqual({ key: 'today' });
    expect(dueLabel('2026-11-29T12:00:00Z', NOW, 'zh-HK')).toEqual({ key: 'tomorrow' });
    expect(dueLabel('2026-12-04T12:00:00Z', NOW, 'en')).toEqual({ key: 'inDays', count: 6 });
    expect(dueLabel('2026-12-05T12:00:00Z', NOW, 'en')).toEqual({ key: 'on', date: '5 Dec' });
    expect(dueLabel('2026-12-05T12:00:00Z', NOW, 'zh-HK')).toEqual({ key: 'on', date: '12月5日' });
    expect(dueLabel('2027-01-05T12:00:00Z', NOW, 'en')).toEqual({ key: 'on', date: '5 Jan 2027' });
    expect(dueLabel('2027-01-05T12:00:00Z', NOW, 'zh-HK')).toEqual({ key: 'on', date: '2027年1月5日' });
  });

  it('calls a passed time overdue, and has nothing to say without a readable date', () => {
    expect(dueLabel('2026-11-28T08:59:00Z', NOW, 'en')).toEqual({ key: 'overdue' });
    expect(dueLabel(null, NOW, 'en')).toBeNull();
    expect(dueLabel('not a date', NOW, 'en')).toBeNull();
  });
});

describe('the steps shown', () => {
  it('are the first five in the order given, or all of them', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7];
    expect(visibleSteps(steps, false)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleSteps(steps, true)).toEqual(steps);
  });
});

describe('names in the reader’s language', () => {
  it('offers a kept-in-both value under its plain name, the Chinese one to zh-HK readers when entered', () => {
    const params = { titleEn: 'Campus visit', titleZh: '校園參觀', count: 2 };
    expect(localParams(params, 'en')).toMatchObject({ title: 'Campus visit', count: 2 });
    expect(localParams(params, 'zh-HK')).toMatchObject({ title: '校園參觀' });
    expect(localParams({ titleEn: 'Seed', titleZh: '' }, 'zh-HK')).toMatchObject({ title: 'Seed' });
  });

  it('greets a Chinese reader by the Chinese name, anyone else by the name they go by (issue 28 item 3)', () => {
    const person = { fullName: 'Ho Hoi Ching', preferredName: 'Hoi Ching', chineseName: '何凱晴' };
    expect(greetingName(person, 'zh-HK')).toBe('何凱晴');
    expect(greetingName(person, 'en')).toBe('Hoi Ching');
    expect(greetingName({ ...person, chineseName: null }, 'zh-HK')).toBe('Hoi Ching');
    expect(greetingName({ ...person, chineseName: ' ', preferredName: null }, 'zh-HK')).toBe('Ho Hoi Ching');
  });
});
