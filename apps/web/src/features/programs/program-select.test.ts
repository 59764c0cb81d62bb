import { PROGRAM_PICKER_CAP, programPickerHasMore, programPickerRows } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { filterPickerPrograms, pickerEmptyReason, programKindOf, togglePicked } from './program-select';

const program = (
  id: number,
  over: Partial<{ programType: string; disciplineIds: number[]; displayName: string }> = {},
) => ({
  id,
  displayName: over.displayName ?? `JS${1000 + id} Programme`,
  nameChi: '課程',
  jupasCode: `JS${1000 + id}`,
  programType: over.programType ?? 'jupas',
  disciplineIds: over.disciplineIds ?? [1],
});

describe('filterPickerPrograms', () => {
  const programs = [
    program(1, { displayName: 'JS1001 Bachelor of Laws', disciplineIds: [3] }),
    program(2, { displayName: 'JS1002 Bachelor of Science in Nursing', disciplineIds: [5] }),
    program(3, { programType: 'ipass', displayName: 'Higher Diploma in Nursing', disciplineIds: [5] }),
  ];

  it('splits JUPAS from E-APP programmes', () => {
    expect(
      filterPickerPrograms(programs, { kind: 'jupas', disciplineId: null, search: '' }).map((p) => p.id),
    ).toEqual([1, 2]);
    expect(
      filterPickerPrograms(programs, { kind: 'eapp', disciplineId: null, search: '' }).map((p) => p.id),
    ).toEqual([3]);
    expect(programKindOf('jupas')).toBe('jupas');
  });

  it('filters by discipline and by a trimmed, case-insensitive search', () => {
    expect(
      filterPickerPrograms(programs, { kind: 'jupas', disciplineId: 5, search: '' }).map((p) => p.id),
    ).toEqual([2]);
    expect(
      filterPickerPrograms(programs, { kind: 'jupas', disciplineId: null, search: '  NURSING ' }).map(
        (p) => p.id,
      ),
    ).toEqual([2]);
  });

  it('has nothing for E-APP in data without E-APP programmes', () => {
    expect(
      filterPickerPrograms(programs.slice(0, 2), { kind: 'eapp', disciplineId: null, search: '' }),
    ).toEqual([]);
  });
});

describe('picker paging (20 a page, at most 500)', () => {
  const many = Array.from({ length: 600 }, (_, i) => i);

  it('shows 20, then 20 more each page, never past 500', () => {
    expect(programPickerRows(many, 1)).toHaveLength(20);
    expect(programPickerRows(many, 2)).toHaveLength(40);
    expect(programPickerRows(many, 100)).toHaveLength(PROGRAM_PICKER_CAP);
    expect(programPickerHasMore(many.length, 24)).toBe(true);
    expect(programPickerHasMore(many.length, 25)).toBe(false);
    expect(programPickerHasMore(35, 2)).toBe(false);
  });
});

describe('togglePicked', () => {
  it('ticks, unticks and refuses past the limit', () => {
    expect(togglePicked([1], 2, 3)).toEqual([1, 2]);
    expect(togglePicked([1, 2], 1, 3)).toEqual([2]);
    expect(togglePicked([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
  });
});

describe('pickerEmptyReason (issue 24: "No programs available" says why)', () => {
  const programs = [program(1, { disciplineIds: [3] })];
  const none = { disciplineId: null, search: '' };

  it('says there are no E-APP programmes in the data at all', () => {
    expect(pickerEmptyReason(programs, { kind: 'eapp', ...none })).toBe('noEapp');
    expect(pickerEmptyReason([], { kind: 'jupas', ...none })).toBe('noJupas');
  });

  it('names the filter that leaves nothing', () => {
    expect(pickerEmptyReason(programs, { kind: 'jupas', disciplineId: 5, search: '' })).toBe('discipline');
    expect(pickerEmptyReason(programs, { kind: 'jupas', disciplineId: null, search: 'zzz' })).toBe('search');
    expect(pickerEmptyReason(programs, { kind: 'jupas', disciplineId: 5, search: 'law' })).toBe(
      'searchInDiscipline',
    );
  });
});
