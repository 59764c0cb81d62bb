/**
 * A reorder names every item of the list once, and nothing else: a stale page that misses a newly added
 * item, or names one deleted elsewhere, is refused rather than half applied.
 */
export function isSameIdSet(requested: readonly string[], existing: readonly string[]): boolean {
  if (requested.length !== existing.length) return false;
  const have = new Set(existing);
  const seen = new Set<string>();
  for (const id of requested) {
    if (!have.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** Moves the item at `from` to `to`, as the up and down buttons of a list do; out of range changes nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
