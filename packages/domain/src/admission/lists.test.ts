import { describe, expect, it } from 'vitest';
import {
  CHOICE_LIMIT,
  choiceListProblem,
  choiceSlotState,
  DECK_LIMIT,
  isHighlightedProgram,
  isListedInstitution,
  isListedProgram,
  LISTED_INSTITUTION_IDS,
  LISTED_PROGRAM_STATUS,
  matchesDisciplineSearch,
  matchesProgramSearch,
  PROGRAM_PICKER_CAP,
  PROGRAM_PICKER_PAGE,
  PROGRAM_STATUSES,
  programPickerHasMore,
  programPickerRows,
} from './lists.ts';

describe('limits (spec 2 §5, §9)', () => {
  it('holds 20 choices, 20 deck selections, pages of 20 up to 500', () => {
    expect(CHOICE_LIMIT).toBe(20);
    expect(DECK_LIMIT).toBe(20);
    expect(PROGRAM_PICKER_PAGE).toBe(20);
    expect(PROGRAM_PICKER_CAP).toBe(500);
  });
});

describe('listed institutions', () => {
  it('lists ids 1–7, 9, 11 and 12 only', () => {
    expect(LISTED_INSTITUTION_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11, 12]);
    for (const id of [1, 7, 9, 11, 12]) expect(isListedInstitution(id)).toBe(true);
    for (const id of [0, 8, 10, 13, 17]) expect(isListedInstitution(id)).toBe(false);
    expect(isListedInstitution(null)).toBe(false);
  });

  it('never lists a Draft programme', () => {
    expect(isListedProgram({ status: 'Published', institutionId: 6 })).toBe(true);
    expect(isListedProgram({ status: 'Draft', institutionId: 6 })).toBe(false);
    expect(isListedProgram({ status: 'Published', institutionId: 8 })).toBe(false);
  });

  it('lists Published programmes only: a Withdrawn one, or one of no known status, is not listed', () => {
    expect(isListedProgram({ status: 'Withdrawn', institutionId: 6 })).toBe(false);
    expect(isListedProgram({ status: null, institutionId: 6 })).toBe(false);
    expect(isListedProgram({ institutionId: 6 })).toBe(false);
    expect(PROGRAM_STATUSES.filter((status) => isListedProgram({ status, institutionId: 1 }))).toEqual([
      LISTED_PROGRAM_STATUS,
    ]);
  });
});

describe('searches', () => {
  it('finds disciplines whose name contains the text, whatever the case', () => {
    const law = { name: 'Law', nameChi: '法律' };
    expect(matchesDisciplineSearch(law, 'LAW')).toBe(true);
    expect(matchesDisciplineSearch(law, ' aw ')).toBe(true);
    expect(matchesDisciplineSearch(law, '法')).toBe(true);
    expect(matchesDisciplineSearch(law, 'medicine')).toBe(false);
    expect(matchesDisciplineSearch(law, '')).toBe(true);
  });

  it('finds programmes by a trimmed, case-insensitive piece of the display name', () => {
    const p = {
      displayName: 'JS6456 Bachelor of Medicine and Bachelor of Surgery',
      nameChi: '內外全科醫學士',
    };
    expect(matchesProgramSearch(p, '  medicine AND ')).toBe(true);
    expect(matchesProgramSearch(p, 'js6456')).toBe(true);
    expect(matchesProgramSearch(p, '醫學')).toBe(true);
    expect(matchesProgramSearch(p, 'nursing')).toBe(false);
    expect(matchesProgramSearch(p, '   ')).toBe(true);
  });
});

describe('programme picker pages', () => {
  const all = Array.from({ length: 620 }, (_, i) => i);
  it('shows 20 a page', () => {
    expect(programPickerRows(all, 1)).toHaveLength(20);
    expect(programPickerRows(all, 3)).toHaveLength(60);
    expect(programPickerHasMore(all.length, 3)).toBe(true);
  });
  it('stops at 500 per filter', () => {
    expect(programPickerRows(all, 30)).toHaveLength(500);
    expect(programPickerHasMore(all.length, 25)).toBe(false);
    expect(programPickerHasMore(45, 2)).toBe(true);
    expect(programPickerHasMore(45, 3)).toBe(false);
  });
});

describe('choiceSlotState', () => {
  it('opens only the slot after the last choice', () => {
    expect(choiceSlotState(3, 3)).toBe('filled');
    expect(choiceSlotState(4, 3)).toBe('next');
    expect(choiceSlotState(5, 3)).toBe('disabled');
    expect(choiceSlotState(1, 0)).toBe('next');
  });
  it('opens none in the demo or a read-only view, and none past 20', () => {
    expect(choiceSlotState(4, 3, { demo: true })).toBe('disabled');
    expect(choiceSlotState(4, 3, { readOnly: true })).toBe('disabled');
    expect(choiceSlotState(21, 20)).toBe('disabled');
  });
});

describe('choiceListProblem', () => {
  it('accepts up to 20 distinct ids', () => {
    expect(choiceListProblem([])).toBeNull();
    expect(choiceListProblem(Array.from({ length: 20 }, (_, i) => i + 1))).toBeNull();
  });
  it('refuses 21, repeats and bad ids', () => {
    expect(choiceListProblem(Array.from({ length: 21 }, (_, i) => i + 1))).toBe('tooMany');
    expect(choiceListProblem([5, 7, 5])).toBe('duplicate');
    expect(choiceListProblem([5, 0])).toBe('invalidId');
    expect(choiceListProblem([5, 1.5])).toBe('invalidId');
  });
});

describe('isHighlightedProgram', () => {
  it('marks a programme highlighted unless its sort order is 99999 (spec 2 §3)', () => {
    expect(isHighlightedProgram({ sortOrder: 99999 })).toBe(false);
    expect(isHighlightedProgram({ sortOrder: 3 })).toBe(true);
  });
});
