import {
  type AchievabilityFilter,
  DEMO_DECK_PROGRAM_IDS,
  isAchievabilityFilterEnabled,
  matchesProgramSearch,
} from '@waypoint/domain';

/** Spec 2 §2 "Programme deck modal": the first segment (what to browse by). */
export const DECK_SEGMENTS = ['disciplines', 'institutions', 'liked', 'search'] as const;
export type DeckSegment = (typeof DECK_SEGMENTS)[number];

export interface DeckFilters {
  segment: DeckSegment;
  /** Disciplines segment: a group chip (null = every group) and a discipline chip within it. */
  disciplineGroupId: number | null;
  disciplineId: number | null;
  /** Institutions segment: an institution chip (null = every institution). */
  institutionId: number | null;
  search: string;
  achievability: AchievabilityFilter;
}

export const DEFAULT_DECK_FILTERS: DeckFilters = {
  segment: 'disciplines',
  disciplineGroupId: null,
  disciplineId: null,
  institutionId: null,
  search: '',
  achievability: 'all',
};

export interface DeckProgram {
  id: number;
  displayName: string;
  nameChi: string;
  jupasCode: string;
  institutionId: number;
  disciplineIds: readonly number[];
  sortOrder: number;
}

export interface DeckFilterContext {
  /** Programmes the user liked (the Liked segment). */
  liked: ReadonlySet<number>;
  /** Disciplines of each group (the group chip without a discipline chip). */
  disciplineIdsOfGroup: (groupId: number) => readonly number[];
  /**
   * The programmes achievable under the chosen achievability filter; null when that filter is 'all' or
   * cannot be worked out (no grades), in which case nothing is filtered out for it.
   */
  achievable: ReadonlySet<number> | null;
  demo?: boolean;
}

/**
 * The deck's cards for the chosen segment, chips and achievability, in the portal's order (highlighted
 * first, then JUPAS code). The demo deck holds programmes 161 and 285 only, whatever is chosen.
 */
export function filterDeckPrograms<P extends DeckProgram>(
  programs: readonly P[],
  filters: DeckFilters,
  context: DeckFilterContext,
): P[] {
  if (context.demo) return programs.filter((p) => DEMO_DECK_PROGRAM_IDS.includes(p.id));
  const inSegment = segmentTest(filters, context);
  const { achievable } = context;
  return programs.filter((p) => inSegment(p) && (achievable === null || achievable.has(p.id)));
}

function segmentTest(filters: DeckFilters, context: DeckFilterContext): (p: DeckProgram) => boolean {
  switch (filters.segment) {
    case 'disciplines': {
      if (filters.disciplineId != null) {
        const id = filters.disciplineId;
        return (p) => p.disciplineIds.includes(id);
      }
      if (filters.disciplineGroupId != null) {
        const ids = new Set(context.disciplineIdsOfGroup(filters.disciplineGroupId));
        return (p) => p.disciplineIds.some((id) => ids.has(id));
      }
      return () => true;
    }
    case 'institutions': {
      const id = filters.institutionId;
      return id == null ? () => true : (p) => p.institutionId === id;
    }
    case 'liked':
      return (p) => context.liked.has(p.id);
    case 'search':
      return (p) => matchesProgramSearch(p, filters.search);
  }
}

/** The Liked segment is offered only when the user has liked something (spec 2 §2). */
export function deckSegments(hasLikes: boolean): DeckSegment[] {
  return DECK_SEGMENTS.filter((segment) => segment !== 'liked' || hasLikes);
}

/**
 * Whether the deck offers an achievability filter: the domain's rule (school prediction only when a teacher
 * views a target student), and only with the grades it needs.
 */
export function achievabilityOffered(
  filter: AchievabilityFilter,
  { viewingTargetStudent, hasOwnGrades, hasSchoolGrades }: AchievabilityGrades,
): boolean {
  if (!isAchievabilityFilterEnabled(filter, { viewingTargetStudent })) return false;
  if (filter === 'all') return true;
  return filter === 'school' ? hasSchoolGrades : hasOwnGrades;
}

export interface AchievabilityGrades {
  viewingTargetStudent: boolean;
  hasOwnGrades: boolean;
  hasSchoolGrades: boolean;
}

/**
 * Where the deck opens: on the target discipline (and its group) when one is given. When the chosen
 * segment disappears (the last like removed), the deck falls back to Disciplines.
 */
export function initialDeckFilters(
  targetDiscipline: { id: number; disciplineGroupId: number } | null,
): DeckFilters {
  if (!targetDiscipline) return DEFAULT_DECK_FILTERS;
  return {
    ...DEFAULT_DECK_FILTERS,
    disciplineGroupId: targetDiscipline.disciplineGroupId,
    disciplineId: targetDiscipline.id,
  };
}

/** Keeps the card index inside a list that changed length (a filter changed, a like was removed). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(Math.max(0, index), length - 1);
}

/** Cards drawn in full around the current one; the others are light placeholders, so 400 slides stay smooth. */
export const DECK_RENDER_WINDOW = 2;

export function isInRenderWindow(index: number, current: number, window = DECK_RENDER_WINDOW): boolean {
  return Math.abs(index - current) <= window;
}
