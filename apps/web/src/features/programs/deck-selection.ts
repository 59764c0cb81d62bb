import { DECK_LIMIT } from '@waypoint/domain';

export type Reaction = 'like' | 'dislike';
export type ReactionMap = ReadonlyMap<number, Reaction>;

export type ToggleResult =
  | { selected: number[]; refused: false }
  | { selected: readonly number[]; refused: true };

/**
 * Selecting appends to the end (the Dec Submission list keeps its order for the programmes already in it);
 * selecting again removes. A 21st programme is refused (deck limit 20).
 */
export function toggleSelection(
  selected: readonly number[],
  programId: number,
  limit: number = DECK_LIMIT,
): ToggleResult {
  if (selected.includes(programId))
    return { selected: selected.filter((id) => id !== programId), refused: false };
  if (selected.length >= limit) return { selected, refused: true };
  return { selected: [...selected, programId], refused: false };
}

/** Thumbs toggle: the same reaction again clears it; the other one replaces it. */
export function toggleReaction(
  reactions: ReactionMap,
  programId: number,
  reaction: Reaction,
): Map<number, Reaction> {
  const next = new Map(reactions);
  if (next.get(programId) === reaction) next.delete(programId);
  else next.set(programId, reaction);
  return next;
}

export function sameSelection(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The reactions to send: every programme whose reaction differs from what was loaded (null = cleared). */
export function reactionChanges(
  initial: ReactionMap,
  current: ReactionMap,
): { programId: number; reaction: Reaction | null }[] {
  const changes: { programId: number; reaction: Reaction | null }[] = [];
  for (const [programId, reaction] of current) {
    if (initial.get(programId) !== reaction) changes.push({ programId, reaction });
  }
  for (const programId of initial.keys()) {
    if (!current.has(programId)) changes.push({ programId, reaction: null });
  }
  return changes.sort((a, b) => a.programId - b.programId);
}

export function hasUnsavedChanges(
  initial: { selected: readonly number[]; reactions: ReactionMap },
  current: { selected: readonly number[]; reactions: ReactionMap },
): boolean {
  return (
    !sameSelection(initial.selected, current.selected) ||
    reactionChanges(initial.reactions, current.reactions).length > 0
  );
}

/** The reactions as loaded from the plan: only like and dislike count, anything else is "no reaction". */
export function reactionMapOf(
  rows: readonly { programId: number; reaction: string | null }[],
): Map<number, Reaction> {
  const map = new Map<number, Reaction>();
  for (const row of rows) {
    if (row.reaction === 'like' || row.reaction === 'dislike') map.set(row.programId, row.reaction);
  }
  return map;
}

export function likedIds(reactions: ReactionMap): Set<number> {
  return new Set([...reactions].filter(([, r]) => r === 'like').map(([id]) => id));
}
