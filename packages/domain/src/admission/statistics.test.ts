import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATS_BAND,
  hideLabelUnder,
  isChartLabelShown,
  STATS_BANDS,
  statisticsDseYearOptions,
  summariseMockJupasResults,
  topProgrammes,
} from './statistics.ts';

describe('statistics filters (spec 2 §9)', () => {
  it('offers the current F.6 year ± 2 and opens on the F.5 year', () => {
    // March 2026: intake year 2026, so F.6 sits the DSE in 2026 and F.5 in 2027.
    expect(statisticsDseYearOptions(new Date('2026-03-01T12:00:00+08:00'))).toEqual({
      options: [2024, 2025, 2026, 2027, 2028],
      defaultYear: 2027,
    });
    // From September the years roll over.
    expect(statisticsDseYearOptions(new Date('2026-09-01T00:00:00+08:00'))).toEqual({
      options: [2025, 2026, 2027, 2028, 2029],
      defaultYear: 2028,
    });
  });

  it('filters bands A1–A3 as choice orders, default 1', () => {
    expect(STATS_BANDS.map((b) => [b.label, b.order])).toEqual([
      ['A1', 1],
      ['A2', 2],
      ['A3', 3],
    ]);
    expect(DEFAULT_STATS_BAND).toBe(1);
  });

  it('hides labels of slices under 5 %', () => {
    expect(hideLabelUnder).toBe(0.05);
    expect(isChartLabelShown(0.049)).toBe(false);
    expect(isChartLabelShown(0.05)).toBe(true);
  });
});

describe('topProgrammes', () => {
  it('keeps the 10 most selected, ties by programme id', () => {
    const counts = new Map<number, number>(Array.from({ length: 15 }, (_, i) => [i + 1, i % 5]));
    const top = topProgrammes(counts);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 4)).toEqual([
      { programId: 5, count: 4 },
      { programId: 10, count: 4 },
      { programId: 15, count: 4 },
      { programId: 4, count: 3 },
    ]);
    expect(topProgrammes({ 7: 2, 3: 0 })).toEqual([{ programId: 7, count: 2 }]);
  });
});

describe('summariseMockJupasResults', () => {
  // Five students; key 1 has one entry per student with a first choice.
  const results = { 1: [101, 101, 102, 201, 101], 2: [102, 201, 201, 301] };
  const maps = {
    institutionOf: { 101: 6, 102: 6, 201: 4, 301: 3 },
    disciplineGroupOf: new Map<number, string>([
      [101, 'Medicine'],
      [102, 'Medicine'],
      [201, 'Engineering'],
    ]),
    best5MedianOf: { 101: 33, 102: 30, 201: 27 },
  };

  it('counts students from key 1 and choices over the chosen band orders', () => {
    const s = summariseMockJupasResults(results, maps, { bandOrders: [1] });
    expect(s.studentCount).toBe(5);
    expect(s.choiceCount).toBe(5);
    // HKU (6): 101×3 + 102 = 4 of 5; CUHK (4): 1 of 5
    expect(s.institutions).toEqual([
      { key: 6, count: 4, share: 0.8, showLabel: true },
      { key: 4, count: 1, share: 0.2, showLabel: true },
    ]);
    expect(s.topProgrammes[0]).toEqual({ programId: 101, count: 3, share: 0.6, best5Median: 33 });
  });

  it('sums every band when none is named, with unknown groups under null', () => {
    const s = summariseMockJupasResults(results, maps);
    expect(s.choiceCount).toBe(9);
    expect(s.disciplineGroups).toEqual([
      { key: 'Medicine', count: 5, share: 5 / 9, showLabel: true },
      { key: 'Engineering', count: 3, share: 3 / 9, showLabel: true },
      { key: null, count: 1, share: 1 / 9, showLabel: true },
    ]);
    expect(s.best5Medians).toEqual([
      { programId: 101, best5Median: 33, count: 3 },
      { programId: 201, best5Median: 27, count: 3 },
      { programId: 102, best5Median: 30, count: 2 },
    ]);
  });

  it('hides labels of small slices and copes with no results', () => {
    const many = { 1: [...Array(19).fill(101), 201] };
    const s = summariseMockJupasResults(many, maps);
    expect(s.institutions.find((i) => i.key === 4)).toMatchObject({ share: 0.05, showLabel: true });
    const more = { 1: [...Array(39).fill(101), 201] };
    expect(summariseMockJupasResults(more, maps).institutions.find((i) => i.key === 4)?.showLabel).toBe(
      false,
    );
    expect(summariseMockJupasResults({}, maps)).toMatchObject({
      studentCount: 0,
      choiceCount: 0,
      institutions: [],
    });
  });
});
