import { describe, expect, it } from 'vitest';
import {
  CHART_COLORS,
  choicesAsResults,
  percentText,
  showsSliceLabel,
  toChartItems,
} from './statistics-data';

describe('toChartItems', () => {
  it('orders by count, gives each its share and a colour, and drops empty rows', () => {
    const items = toChartItems([
      { key: 'a', label: 'HKU', count: 1 },
      { key: 'b', label: 'CUHK', count: 3 },
      { key: 'c', label: 'PolyU', count: 0 },
    ]);
    expect(items.map((item) => [item.label, item.value, item.share])).toEqual([
      ['CUHK', 3, 0.75],
      ['HKU', 1, 0.25],
    ]);
    expect(items.map((item) => item.color)).toEqual([CHART_COLORS[0], CHART_COLORS[1]]);
  });

  it('has no shares to give when nothing was chosen', () => {
    expect(toChartItems([])).toEqual([]);
  });
});

describe('slice labels', () => {
  it('hide under 5 % (spec 2 §9) and show whole percentages', () => {
    // 1 choice in 21 is 4.8 %: no label; 1 in 20 is exactly 5 %: labelled.
    expect(showsSliceLabel(1 / 21)).toBe(false);
    expect(showsSliceLabel(1 / 20)).toBe(true);
    expect(percentText(1 / 3)).toBe('33%');
  });
});

describe('choicesAsResults', () => {
  it('keys a plan by choice order like the school results', () => {
    expect(
      choicesAsResults([
        { programId: 161, order: 1 },
        { programId: 285, order: 2 },
      ]),
    ).toEqual({ 1: [161], 2: [285] });
  });
});
