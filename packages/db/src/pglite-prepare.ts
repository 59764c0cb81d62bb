import type { PGlite, Results } from '@electric-sql/pglite';
import pg from 'pg';

type QueryOptions = Parameters<PGlite['query']>[2];

// Which statements each embedded database has prepared (its one session lives as long as the handle).
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<void>>>();
// Texts that run as a named statement when queried as they are (`nameTextOnPglite`).
const namedTexts = new WeakMap<PGlite, Map<string, string>>();

/**
 * `text` as a statement PGlite parsed and planned once: `PREPARE` on first use (concurrent first calls
 * share it), then `EXECUTE` with each value as a quoted literal (EXECUTE takes no bound parameters), which
 * the statement's own parameter type reads as it would a bound value. PGlite re-plans every other
 * statement, and planning was most of a large statement's cost.
 */
export async function runPreparedOnPglite<T>(
  client: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  let prepared = preparedOnPglite.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOnPglite.set(client, prepared);
  }
  let ready = prepared.get(name);
  if (!ready) {
    // Simple protocol: the $n inside are the prepared statement's parameters, not this message's.
    ready = client.exec(`prepare ${pg.escapeIdentifier(name)} as ${text}`).then(() => undefined);
    prepared.set(name, ready);
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  const args = params.map(literal).join(', ');
  return client.query<T>(`execute ${pg.escapeIdentifier(name)}${args ? `(${args})` : ''}`, [], options);
}

/** From now on, `client.query(text, …)` on the handle runs as the named statement `name`. */
export function nameTextOnPglite(client: PGlite, name: string, text: string): void {
  let texts = namedTexts.get(client);
  if (!texts) {
    texts = new Map();
    namedTexts.set(client, texts);
    const query = client.query.bind(client);
    client.query = <T>(queried: string, params?: unknown[], options?: QueryOptions) => {
      const named = texts?.get(queried);
      return named
        ? runPreparedOnPglite<T>(client, named, queried, params ?? [], options)
        : query<T>(queried, params, options);
    };
  }
  texts.set(text, name);
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new RangeError(`not a finite number: ${value}`);
    return pg.escapeLiteral(String(value));
  }
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  return pg.escapeLiteral(JSON.stringify(value));
}
