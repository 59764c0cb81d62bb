import { describe, expect, it } from 'vitest';
import {
  classFilters,
  classNamesOf,
  type FilterableStudent,
  matchesFilter,
  serverFilterOf,
} from './student-filters';

function student(overrides: Partial<FilterableStudent> = {}): FilterableStudent {
  return {
    class: '5A',
    verificationResult: null,
    ...overrides,
  };
}

describe('classNamesOf', () => {
  it('lists each class once, senior forms in school order, others after them', () => {
    const students = [{ class: '6B' }, { class: '4A' }, { class: '5C' }, { class: null }, { class: '4A' }];
    expect(classNamesOf([...students, { class: 'S5X' }, { class: ' ' }])).toEqual(['4A', '5C', '6B', 'S5X']);
  });
});

describe('matchesFilter', () => {
  it('All matches everyone; Unverified only those with no verification yet', () => {
    expect(matchesFilter(student(), 'All')).toBe(true);
    expect(matchesFilter(student(), 'Unverified')).toBe(true);
    expect(matchesFilter(student({ verificationResult: 'Yes' }), 'Unverified')).toBe(false);
    expect(matchesFilter(student({ verificationResult: 'No' }), 'Unverified')).toBe(false);
  });

  it('a class chip matches that class, whatever the case', () => {
    expect(matchesFilter(student({ class: '5a' }), 'class:5A')).toBe(true);
    expect(matchesFilter(student({ class: '5B' }), 'class:5A')).toBe(false);
    expect(matchesFilter(student({ class: null }), 'class:5A')).toBe(false);
  });

  it('event chips follow the event flags the server sends, and match nobody without them', () => {
    expect(matchesFilter(student(), 'Applied')).toBe(false);
    expect(matchesFilter(student({ events: { applied: true } }), 'Applied')).toBe(true);
    expect(matchesFilter(student({ events: { applied: true } }), 'Attended')).toBe(false);
    expect(matchesFilter(student({ events: { nominated: true, selected: true } }), 'Selected')).toBe(true);
  });
});

describe('serverFilterOf', () => {
  it('sends the class and the unverified chip to the server, and nothing for the others', () => {
    expect(serverFilterOf('class:5A')).toEqual({ className: '5A' });
    expect(serverFilterOf('Unverified')).toEqual({ unverifiedOnly: true });
    expect(serverFilterOf('All')).toEqual({});
    expect(serverFilterOf('Applied')).toEqual({});
  });
});

describe('classFilters', () => {
  it('offers 4A to 6E and any other class found', () => {
    const chips = classFilters([{ class: 'S6 Arts' }, { class: '5A' }]);
    expect(chips).toHaveLength(16);
    expect(chips[0]).toBe('class:4A');
    expect(chips.at(-1)).toBe('class:S6 Arts');
  });
});
