import { matchesProgramSearch } from '@waypoint/domain';

/** The picker's toggle: JUPAS programmes, or E-APP (JUPAS's `ipass` type, none in the current data). */
export type ProgramKind = 'jupas' | 'eapp';

export function programKindOf(programType: string): ProgramKind {
  return programType === 'ipass' || programType === 'eapp' ? 'eapp' : 'jupas';
}

export interface PickerFilters {
  kind: ProgramKind;
  disciplineId: number | null;
  search: string;
}

export interface PickerProgram {
  id: number;
  displayName: string;
  nameChi: string;
  jupasCode: string;
  programType: string;
  disciplineIds: readonly number[];
}

/** The picker's list before paging: kind, discipline, then the trimmed case-insensitive search. */
export function filterPickerPrograms<P extends PickerProgram>(
  programs: readonly P[],
  filters: PickerFilters,
): P[] {
  return programs.filter(
    (p) =>
      programKindOf(p.programType) === filters.kind &&
      (filters.disciplineId == null || p.disciplineIds.includes(filters.disciplineId)) &&
      matchesProgramSearch(p, filters.search),
  );
}

/** Ticking a box: a ticked one is unticked; a new one is refused past the limit. */
export function togglePicked(picked: readonly number[], programId: number, limit: number): number[] {
  if (picked.includes(programId)) return picked.filter((id) => id !== programId);
  if (picked.length >= limit) return [...picked];
  return [...picked, programId];
}

/** Why the picker's list is empty, so that "No programs available" says what to do (issue 24). */
export type PickerEmptyReason = 'noEapp' | 'noJupas' | 'discipline' | 'search' | 'searchInDiscipline';

export function pickerEmptyReason(
  programs: readonly PickerProgram[],
  filters: PickerFilters,
): PickerEmptyReason {
  if (!programs.some((p) => programKindOf(p.programType) === filters.kind))
    return filters.kind === 'eapp' ? 'noEapp' : 'noJupas';
  if (!filters.search.trim()) return 'discipline';
  return filters.disciplineId == null ? 'search' : 'searchInDiscipline';
}
