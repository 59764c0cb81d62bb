/** Catches a duplicate before the database does, with a message that names the data. */
export function assertUnique(keys: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`reference data: ${what} has "${key}" twice`);
    seen.add(key);
  }
}
