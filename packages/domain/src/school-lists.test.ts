import { describe, expect, it } from 'vitest';
import {
  ALL_CLASSES,
  BAND_LABELS,
  BOOKING_YEAR_OF_STUDY_OPTIONS,
  CLASSES_BY_FORM,
  classForm,
  DEFAULT_CLASSES,
  DEFAULT_SCHOOL_ID,
  HIDDEN_SCHOOL_IDS,
  isSelectableSchool,
  RANK_IN_FORM_OPTIONS,
  SCHOOL_LIST_PAGE,
  STUDENT_LIST_BATCH,
  STUDENT_LIST_PAGE,
  TEACHER_GROUP_CLASSES,
  YEAR_OF_STUDY_OPTIONS,
} from './school-lists.ts';

describe('classes', () => {
  it('has five classes A to E in each of F.4, F.5 and F.6', () => {
    expect(CLASSES_BY_FORM['F.4']).toEqual(['4A', '4B', '4C', '4D', '4E']);
    expect(CLASSES_BY_FORM['F.5']).toEqual(['5A', '5B', '5C', '5D', '5E']);
    expect(CLASSES_BY_FORM['F.6']).toEqual(['6A', '6B', '6C', '6D', '6E']);
    expect(ALL_CLASSES).toHaveLength(15);
    expect(ALL_CLASSES[0]).toBe('4A');
    expect(ALL_CLASSES[14]).toBe('6E');
  });

  it('defaults to 5A to 5E and groups teachers over 5A to 6E', () => {
    expect(DEFAULT_CLASSES).toEqual(['5A', '5B', '5C', '5D', '5E']);
    expect(TEACHER_GROUP_CLASSES).toEqual(['5A', '5B', '5C', '5D', '5E', '6A', '6B', '6C', '6D', '6E']);
  });

  it('maps a class to its form', () => {
    expect(classForm('4C')).toBe('F.4');
    expect(classForm('5A')).toBe('F.5');
    expect(classForm(' 6e ')).toBe('F.6');
  });

  it('knows no form for classes outside the lists', () => {
    expect(classForm('3A')).toBeUndefined();
    expect(classForm('5F')).toBeUndefined();
    expect(classForm('')).toBeUndefined();
  });
});

describe('option lists', () => {
  it('has 20 band labels: A1-A3, B1-B3, C1-C4, D1-D5, E1-E5', () => {
    expect(BAND_LABELS).toHaveLength(20);
    const perBand = (letter: string) => BAND_LABELS.filter((band) => band.startsWith(letter)).length;
    expect(['A', 'B', 'C', 'D', 'E'].map(perBand)).toEqual([3, 3, 4, 5, 5]);
    expect(BAND_LABELS.at(-1)).toBe('E5');
  });

  it('has the rank-in-form options in the spec order', () => {
    expect(RANK_IN_FORM_OPTIONS).toEqual([
      '1 - 20',
      '21 - 50',
      '51 - 100',
      '100+',
      'Not disclosed by school',
    ]);
  });

  it('offers Alumni only on the booking form', () => {
    expect(YEAR_OF_STUDY_OPTIONS).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Others']);
    expect(BOOKING_YEAR_OF_STUDY_OPTIONS).toEqual([...YEAR_OF_STUDY_OPTIONS, 'Alumni']);
  });

  it('pages lists as the spec says', () => {
    expect([STUDENT_LIST_PAGE, STUDENT_LIST_BATCH, SCHOOL_LIST_PAGE]).toEqual([20, 100, 50]);
  });
});

describe('school selector', () => {
  it('hides demo and house schools unless show-all', () => {
    for (const id of HIDDEN_SCHOOL_IDS) {
      expect(isSelectableSchool(id, false)).toBe(false);
      expect(isSelectableSchool(id, true)).toBe(true);
    }
    expect(isSelectableSchool('beacon2', false)).toBe(true);
  });

  it('defaults to beacon1', () => {
    expect(DEFAULT_SCHOOL_ID).toBe('beacon1');
  });
});
