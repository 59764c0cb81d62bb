import { PROFESSION_CARDS_PER_VIEW, type ProfessionFilter } from '@waypoint/domain';

/** The filter chosen in the explorer: one of the spec's groups, or a sector as the question option. */
export type FilterKind = 'forYou' | 'all' | 'like' | 'dislike' | 'random' | 'search' | 'sector';

export interface ExplorerState {
  kind: FilterKind;
  keyword: string;
  sectorId: number | null;
  seed: number;
}

export function toDomainFilter(
  state: ExplorerState,
  segmentsOfSector: (sectorId: number) => number[],
): ProfessionFilter {
  switch (state.kind) {
    case 'like':
    case 'dislike':
      return { kind: state.kind };
    case 'random':
      return { kind: 'random', seed: state.seed };
    case 'search':
      return { kind: 'search', keyword: state.keyword };
    case 'sector':
      return state.sectorId === null
        ? { kind: 'all' }
        : { kind: 'sector', segmentIds: segmentsOfSector(state.sectorId) };
    default:
      return { kind: 'all' };
  }
}

/** The cards of one view of the swiper (10 a view). */
export function cardPage<T>(items: readonly T[], view: number) {
  const pages = Math.max(1, Math.ceil(items.length / PROFESSION_CARDS_PER_VIEW));
  const current = Math.min(Math.max(0, view), pages - 1);
  const start = current * PROFESSION_CARDS_PER_VIEW;
  return {
    items: items.slice(start, start + PROFESSION_CARDS_PER_VIEW),
    view: current,
    pages,
    hasPrevious: current > 0,
    hasMore: current < pages - 1,
  };
}
