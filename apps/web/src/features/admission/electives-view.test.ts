import { describe, expect, it } from 'vitest';
import { electiveChanges, electiveOrdersView } from './electives-view';
import { SUBJECTS } from './plan-fixtures';

const liked = (order: number, electiveId: number) => ({
  electiveId,
  programId: null,
  order,
  reaction: 'like' as const,
});

describe('electiveOrdersView', () => {
  it('opens only the 1st order and Math Options at the start', () => {
    const view = electiveOrdersView([], SUBJECTS, { className: '5A', chart: {} });
    expect(view.map((o) => [o.order, o.enabled])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, true],
    ]);
    // Orders 1–3 offer the Category A electives (and M1/M2); order 4 the extended modules.
    expect(view[0]!.options.map((s) => s.code)).toEqual(['M1', 'M2', 'Phys', 'Bio', 'Econ']);
    expect(view[3]!.options.map((s) => s.code)).toEqual(['M1', 'M2']);
  });

  it('opens the 2nd after a liked 1st, the 3rd after both (spec 2 §4)', () => {
    const one = electiveOrdersView([liked(1, 7)], SUBJECTS, { className: null, chart: {} });
    expect(one.map((o) => o.enabled)).toEqual([true, true, false, true]);
    expect(one[0]!.chosenId).toBe(7);
    const two = electiveOrdersView([liked(1, 7), liked(2, 8)], SUBJECTS, { className: null, chart: {} });
    expect(two.map((o) => o.enabled)).toEqual([true, true, true, true]);
  });

  it('closes Math Options once M1 or M2 is chosen as an ordinary elective', () => {
    const view = electiveOrdersView([liked(1, 5)], SUBJECTS, { className: null, chart: {} });
    expect(view[3]!.enabled).toBe(false);
  });

  it("narrows orders 1–3 to the school's stream for the student's class", () => {
    const chart = { '4B': { 1: ['Phys', 'Bio'] } };
    const view = electiveOrdersView([], SUBJECTS, { className: '5B', chart });
    expect(view[0]!.options.map((s) => s.code)).toEqual(['Phys', 'Bio']);
    expect(view[1]!.options.map((s) => s.code)).toEqual(['M1', 'M2', 'Phys', 'Bio', 'Econ']);
  });
});

describe('electiveChanges', () => {
  it('replaces the elective of an order, removing the old one first', () => {
    expect(electiveChanges([liked(1, 7), liked(2, 8)], 1, 9)).toEqual([
      { electiveId: 7, order: 1, reaction: null },
      { electiveId: 9, order: 1, reaction: 'like' },
    ]);
  });

  it('clears an order', () => {
    expect(electiveChanges([liked(2, 8)], 2, null)).toEqual([{ electiveId: 8, order: 2, reaction: null }]);
  });
});
