import {
  DISCIPLINE_CARDS_PER_VIEW,
  DISCIPLINE_LIST_INITIAL,
  matchesDisciplineSearch,
} from '@waypoint/domain';

/**
 * Spec 2 §2 "Discipline select modal" segments. AI comes first and only for a signed-in person browsing
 * cards (the spec's guidance modal is not built: docs/decisions, AI gateway); Chosen professions comes
 * with the professions issue.
 */
export const DISCIPLINE_SEGMENTS = ['ai', 'disciplines', 'liked', 'search'] as const;
export type DisciplineSegment = (typeof DISCIPLINE_SEGMENTS)[number];

export function disciplineSegments(hasLikes: boolean, withAi = false): DisciplineSegment[] {
  return DISCIPLINE_SEGMENTS.filter(
    (segment) => (segment !== 'liked' || hasLikes) && (segment !== 'ai' || withAi),
  );
}

export interface DisciplineItem {
  id: number;
  name: string;
  nameChi: string;
  disciplineGroupId: number;
}

export interface DisciplineFilters {
  segment: DisciplineSegment;
  groupId: number | null;
  search: string;
}

export function filterDisciplines<D extends DisciplineItem>(
  disciplines: readonly D[],
  filters: DisciplineFilters,
  liked: ReadonlySet<number>,
): D[] {
  switch (filters.segment) {
    case 'disciplines':
      return filters.groupId == null
        ? [...disciplines]
        : disciplines.filter((d) => d.disciplineGroupId === filters.groupId);
    case 'liked':
      return disciplines.filter((d) => liked.has(d.id));
    case 'search':
      return disciplines.filter((d) => matchesDisciplineSearch(d, filters.search));
    case 'ai':
      // The AI tab draws its own cards.
      return [];
  }
}

/** Cards come 10 a view; `view` counts from 0. */
export function cardView<T>(
  items: readonly T[],
  view: number,
): { items: T[]; start: number; hasPrevious: boolean; hasMore: boolean } {
  const last = Math.max(0, Math.ceil(items.length / DISCIPLINE_CARDS_PER_VIEW) - 1);
  const current = Math.min(Math.max(0, view), last);
  const start = current * DISCIPLINE_CARDS_PER_VIEW;
  return {
    items: items.slice(start, start + DISCIPLINE_CARDS_PER_VIEW),
    start,
    hasPrevious: current > 0,
    hasMore: start + DISCIPLINE_CARDS_PER_VIEW < items.length,
  };
}

/** List-select mode starts with 20 rows and adds 20 each time the end of the list comes into view. */
export function listRowsShown(total: number, pages: number): number {
  return Math.min(total, Math.max(1, pages) * DISCIPLINE_LIST_INITIAL);
}

/**
 * Done in list-select mode without a caller's handler saves the ticks as likes: ticked ones become liked,
 * liked ones left unticked are cleared; disliked ones that stay unticked keep their reaction.
 */
export function likeChangesFromTicks(
  ticked: ReadonlySet<number>,
  reactions: ReadonlyMap<number, string | null>,
): { disciplineId: number; reaction: 'like' | null }[] {
  const changes: { disciplineId: number; reaction: 'like' | null }[] = [];
  for (const id of ticked)
    if (reactions.get(id) !== 'like') changes.push({ disciplineId: id, reaction: 'like' });
  for (const [id, reaction] of reactions) {
    if (reaction === 'like' && !ticked.has(id)) changes.push({ disciplineId: id, reaction: null });
  }
  return changes.sort((a, b) => a.disciplineId - b.disciplineId);
}
