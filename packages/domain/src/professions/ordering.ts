import { PROFESSION_DEMO_LIMIT } from './constants.ts';
import { professionSearchRank, type SearchableProfession } from './search.ts';

export type Reaction = 'like' | 'dislike';

/** A person's reaction to one profession and when it was made (its place among their choices). */
export interface ProfessionReaction {
  professionId: number;
  reaction: Reaction | null;
  order: number;
}

export interface ListedProfession extends SearchableProfession {
  id: number;
  segmentIds: readonly number[];
}

/**
 * Spec 3 §4: chosen (liked) professions come first, in the order they were chosen; disliked ones go to
 * the end; the rest keep the order they were given in (a ranking, or the classification's order).
 */
export function orderByReaction<T extends { id: number }>(
  items: readonly T[],
  reactions: readonly ProfessionReaction[],
): T[] {
  const byId = new Map(reactions.map((r) => [r.professionId, r]));
  const rank = (item: T) => {
    const r = byId.get(item.id);
    if (r?.reaction === 'like') return 0;
    if (r?.reaction === 'dislike') return 2;
    return 1;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item), order: byId.get(item.id)?.order ?? 0 }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 0 ? a.order - b.order : 0) || a.index - b.index)
    .map((x) => x.item);
}

/** Spec 3 §2 filters: like, dislike, random, search, or one per question option (here: a sector). */
export type ProfessionFilter =
  | { kind: 'all' }
  | { kind: 'like' }
  | { kind: 'dislike' }
  | { kind: 'random'; seed: number }
  | { kind: 'search'; keyword: string }
  | { kind: 'sector'; segmentIds: readonly number[] };

export function filterProfessions<T extends ListedProfession>(
  items: readonly T[],
  filter: ProfessionFilter,
  reactions: readonly ProfessionReaction[],
  options: { demo?: boolean } = {},
): T[] {
  const byId = new Map(reactions.map((r) => [r.professionId, r.reaction]));
  let out: T[];
  switch (filter.kind) {
    case 'like':
      // Liked ones in the order they were chosen.
      out = orderByReaction(
        items.filter((p) => byId.get(p.id) === 'like'),
        reactions,
      );
      break;
    case 'dislike':
      out = items.filter((p) => byId.get(p.id) === 'dislike');
      break;
    case 'random':
      out = orderByReaction(shuffled(items, filter.seed), reactions);
      break;
    case 'search': {
      // The best matches first ('nurse' finds nurses before nursery growers); within one grade, spec 3 §4's order.
      const grades = new Map<number, T[]>();
      for (const p of items) {
        const rank = professionSearchRank(p, filter.keyword);
        if (rank !== null) grades.set(rank, [...(grades.get(rank) ?? []), p]);
      }
      out = [...grades.keys()]
        .sort((a, b) => a - b)
        .flatMap((rank) => orderByReaction(grades.get(rank) ?? [], reactions));
      break;
    }
    case 'sector': {
      const wanted = new Set(filter.segmentIds);
      out = orderByReaction(
        items.filter((p) => p.segmentIds.some((s) => wanted.has(s))),
        reactions,
      );
      break;
    }
    default:
      out = orderByReaction(items, reactions);
  }
  return options.demo ? out.slice(0, PROFESSION_DEMO_LIMIT) : out;
}

/** A repeatable shuffle (Fisher–Yates on a small PRNG): the same seed gives the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: enough to mix a list, and the same on server and browser.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
