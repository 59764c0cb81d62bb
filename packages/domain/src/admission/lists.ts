/** Spec 2 §5 and §9: how many choices, cards and rows the admission screens hold, and what they list. */

/** The Dec Submission list holds 20 ranked choices (JUPAS allows 20). */
export const CHOICE_LIMIT = 20;
/** The programme deck lets a student select at most 20 programmes. */
export const DECK_LIMIT = 20;
/** The programme picker shows at most 500 programmes per filter, 20 more each time the list scrolls. */
export const PROGRAM_PICKER_CAP = 500;
export const PROGRAM_PICKER_PAGE = 20;
/** Discipline cards come 10 to a view; the list-select mode starts with 20 rows. */
export const DISCIPLINE_CARDS_PER_VIEW = 10;
export const DISCIPLINE_LIST_INITIAL = 20;
/** Distance from the bottom (px) at which an infinite list loads its next page. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
/** The demo deck shows these two programmes only. */
export const DEMO_DECK_PROGRAM_IDS: readonly number[] = [161, 285];

/**
 * Institutions whose programmes are listed, exactly as spec 2 §9 gives them: ids 1–7, 9, 11, 12. In
 * the seeded reference data 1–9 are the JUPAS code digits (so EdUHK, 8, is not listed) and 10 onwards are
 * the SSSDP umbrella and its providers in code order (11 SFU, 12 HSUHK listed; the others not).
 */
export const LISTED_INSTITUTION_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 9, 11, 12];

export function isListedInstitution(institutionId: number | null | undefined): boolean {
  return institutionId != null && LISTED_INSTITUTION_IDS.includes(institutionId);
}

/**
 * A programme's status: 'Published'; 'Draft', which spec 2 §4 and §9 exclude from every list; or
 * 'Withdrawn', gone from the current JUPAS data (the loader keeps the row, since saved choices point at
 * it, and marks it so).
 */
export const PROGRAM_STATUSES = ['Published', 'Draft', 'Withdrawn'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
/** The one status a student may see and choose: the spec names Draft; a Withdrawn programme is no offer either. */
export const LISTED_PROGRAM_STATUS: ProgramStatus = 'Published';

/** Listed: Published, at one of the listed institutions. The server's queries build the same condition. */
export function isListedProgram(program: {
  status?: string | null;
  institutionId: number | null | undefined;
}): boolean {
  return program.status === LISTED_PROGRAM_STATUS && isListedInstitution(program.institutionId);
}

const normalise = (text: string | null | undefined): string => (text ?? '').trim().toLocaleLowerCase('en');

/**
 * Spec: discipline search is a case-insensitive "name contains". The Chinese name is searched too so
 * that a zh-HK reader can type what they see; an empty search matches everything.
 */
export function matchesDisciplineSearch(
  discipline: { name: string; nameChi?: string | null },
  query: string,
): boolean {
  const wanted = normalise(query);
  if (wanted === '') return true;
  return normalise(discipline.name).includes(wanted) || normalise(discipline.nameChi).includes(wanted);
}

/**
 * Spec: programme search is a case-insensitive, trimmed substring match on the display name. The
 * Chinese name and the JUPAS code (JS6456) are searched too, for the same reason as disciplines.
 */
export function matchesProgramSearch(
  program: { displayName: string; nameChi?: string | null; jupasCode?: string | null },
  query: string,
): boolean {
  const wanted = normalise(query);
  if (wanted === '') return true;
  return [program.displayName, program.nameChi, program.jupasCode].some((text) =>
    normalise(text).includes(wanted),
  );
}

/**
 * The rows of an infinite programme list after `pagesShown` pages of 20, never past the 500 cap.
 * The cap applies per filter, so callers pass the already filtered list.
 */
export function programPickerRows<T>(filtered: readonly T[], pagesShown: number): T[] {
  const shown = Math.max(1, Math.floor(pagesShown)) * PROGRAM_PICKER_PAGE;
  return filtered.slice(0, Math.min(shown, PROGRAM_PICKER_CAP));
}

export function programPickerHasMore(filteredCount: number, pagesShown: number): boolean {
  const shown = Math.max(1, Math.floor(pagesShown)) * PROGRAM_PICKER_PAGE;
  return shown < Math.min(filteredCount, PROGRAM_PICKER_CAP);
}

export type ChoiceSlotState = 'filled' | 'next' | 'disabled';

/**
 * Spec 2 §2: empty slots past the last filled choice are disabled, except the next one, which the
 * student may add to — not in the demo, and not in a read-only (teacher or parent) view.
 */
export function choiceSlotState(
  order: number,
  choiceCount: number,
  { readOnly = false, demo = false }: { readOnly?: boolean; demo?: boolean } = {},
): ChoiceSlotState {
  if (order <= choiceCount) return 'filled';
  if (order === choiceCount + 1 && order <= CHOICE_LIMIT && !readOnly && !demo) return 'next';
  return 'disabled';
}

export type ChoiceListProblem = 'tooMany' | 'duplicate' | 'invalidId';

/** Why a ranked list of programme ids cannot be saved, or null when it can (≤ 20, distinct, positive ids). */
export function choiceListProblem(programIds: readonly number[]): ChoiceListProblem | null {
  if (programIds.some((id) => !Number.isInteger(id) || id <= 0)) return 'invalidId';
  if (programIds.length > CHOICE_LIMIT) return 'tooMany';
  if (new Set(programIds).size !== programIds.length) return 'duplicate';
  return null;
}

/** Spec 2 §3 Programme: sortOrder 99999 means "not highlighted"; highlighted programmes come first. */
export const NOT_HIGHLIGHTED_SORT_ORDER = 99999;

export function isHighlightedProgram(program: { sortOrder: number }): boolean {
  return program.sortOrder !== NOT_HIGHLIGHTED_SORT_ORDER;
}
