import { describe, expect, it } from 'vitest';
import {
  allowedElectives,
  type ChosenElective,
  ELECTIVE_ORDER_LABELS_EN,
  findElective,
  isDseElective,
  isElectiveOrderEnabled,
  parseElectiveStreamChart,
  streamClassOf,
} from './electives.ts';

const like = (order: number, code: string): ChosenElective => ({ order, code, reaction: 'like' });

describe('elective order labels', () => {
  it('are 1st, 2nd, 3rd and Math Options', () => {
    expect(ELECTIVE_ORDER_LABELS_EN).toEqual({ 1: '1st', 2: '2nd', 3: '3rd', 4: 'Math Options' });
  });
});

describe('isElectiveOrderEnabled (spec 2 §4)', () => {
  it('always opens order 1', () => {
    expect(isElectiveOrderEnabled(1, [])).toBe(true);
  });
  it('opens order 2 once order 1 has a liked elective', () => {
    expect(isElectiveOrderEnabled(2, [])).toBe(false);
    expect(isElectiveOrderEnabled(2, [{ order: 1, code: 'Phys', reaction: 'dislike' }])).toBe(false);
    expect(isElectiveOrderEnabled(2, [like(1, 'Phys')])).toBe(true);
  });
  it('opens order 3 only when orders 1 and 2 both have one', () => {
    expect(isElectiveOrderEnabled(3, [like(1, 'Phys')])).toBe(false);
    expect(isElectiveOrderEnabled(3, [like(2, 'Chem')])).toBe(false);
    expect(isElectiveOrderEnabled(3, [like(1, 'Phys'), like(2, 'Chem')])).toBe(true);
  });
  it('opens Math Options unless M1 or M2 is already chosen as an elective', () => {
    expect(isElectiveOrderEnabled(4, [])).toBe(true);
    expect(isElectiveOrderEnabled(4, [like(1, 'Phys')])).toBe(true);
    expect(isElectiveOrderEnabled(4, [like(1, 'Phys'), like(2, 'M2')])).toBe(false);
    expect(isElectiveOrderEnabled(4, [{ order: 2, code: 'M1', reaction: 'dislike' }])).toBe(true);
  });
  it('has no order 5', () => {
    expect(isElectiveOrderEnabled(5, [])).toBe(false);
  });
});

describe('class streams 4A–4E', () => {
  const electiveCodes = ['Phys', 'Chem', 'Bio', 'Econ', 'Hist', 'M1', 'M2'];
  const chart = parseElectiveStreamChart({
    '4A': { 1: ['Phys', 'Bio'], 2: ['Chem'] },
    '4B': { '1': ['Econ', 'Hist'] },
    '4F': { 1: ['Phys'] },
    '4C': 'nonsense',
  });

  it('finds the stream from the class letter, F.4 to F.6', () => {
    expect(streamClassOf('4A')).toBe('4A');
    expect(streamClassOf(' 5b ')).toBe('4B');
    expect(streamClassOf('6E')).toBe('4E');
    expect(streamClassOf('3A')).toBeNull();
    expect(streamClassOf('5F')).toBeNull();
    expect(streamClassOf(null)).toBeNull();
  });

  it('keeps only well-formed entries of a stored chart', () => {
    expect(chart).toEqual({ '4A': { 1: ['Phys', 'Bio'], 2: ['Chem'] }, '4B': { 1: ['Econ', 'Hist'] } });
    expect(parseElectiveStreamChart(null)).toEqual({});
    expect(parseElectiveStreamChart([1, 2])).toEqual({});
  });

  it('narrows an order to the stream’s list', () => {
    expect(allowedElectives(1, { electiveCodes, className: '5A', chart })).toEqual(['Phys', 'Bio']);
    expect(allowedElectives(2, { electiveCodes, className: '5A', chart })).toEqual(['Chem']);
    expect(allowedElectives(1, { electiveCodes, className: '6B', chart })).toEqual(['Econ', 'Hist']);
  });

  it('allows every elective where the chart says nothing (the default)', () => {
    expect(allowedElectives(3, { electiveCodes, className: '5A', chart })).toEqual(electiveCodes);
    expect(allowedElectives(1, { electiveCodes, className: '5D', chart })).toEqual(electiveCodes);
    expect(allowedElectives(1, { electiveCodes })).toEqual(electiveCodes);
  });

  it('offers M1 and M2 in Math Options, whatever the stream', () => {
    expect(allowedElectives(4, { electiveCodes: ['Phys'], className: '5A', chart })).toEqual(['M1', 'M2']);
    expect(allowedElectives(5, { electiveCodes })).toEqual([]);
  });
});

describe('the DSE elective list (issue 24: the profile offers the list /ab3 does)', () => {
  const subjects = [
    { code: 'Chi', nameEn: 'Chinese Language', nameChi: '中國語文', category: 'Core' },
    {
      code: 'M1',
      nameEn: 'Mathematics Extended Module 1',
      nameChi: '數學延伸單元一',
      category: 'Category A (Mathematics extended module)',
    },
    { code: 'Bio', nameEn: 'Biology', nameChi: '生物', category: 'Category A (elective)' },
    {
      code: 'Apl676',
      nameEn: 'Fashion Image Design',
      nameChi: '時裝形象設計',
      category: 'Category B (Applied Learning)',
    },
    { code: 'French', nameEn: 'French', nameChi: '法語', category: 'Category C (other language)' },
  ];

  it('holds the Category A electives and the Math Options only', () => {
    expect(subjects.filter(isDseElective).map((s) => s.code)).toEqual(['M1', 'Bio']);
  });

  it('finds the subject a stored elective names, by code, English name in any case, or Chinese name', () => {
    for (const stored of ['Biology', 'biology', ' BIO ', '生物'])
      expect(findElective(stored, subjects)?.code).toBe('Bio');
    expect(findElective('Marine biology', subjects)).toBeUndefined();
    expect(findElective('  ', subjects)).toBeUndefined();
  });
});
