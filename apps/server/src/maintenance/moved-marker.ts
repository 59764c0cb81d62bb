import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Left in DATA_DIR after a move: the embedded database there is a copy of the past, not to be used again. */
export const MOVED_MARKER = 'moved-to-postgres.json';

/**
 * Why a server without DATABASE_URL must not open this DATA_DIR, or null: after the move, the school's data
 * lives in PostgreSQL, and serving the old copy would split it in two without anyone noticing.
 */
export function movedDataDirRefusal(dataDir: string): string | null {
  const marker = path.join(dataDir, MOVED_MARKER);
  if (!existsSync(marker)) return null;
  let movedAt = 'date unknown';
  try {
    movedAt = (JSON.parse(readFileSync(marker, 'utf8')) as { movedAt?: string }).movedAt ?? movedAt;
  } catch {
    // A damaged marker still marks the directory as moved.
  }
  return (
    `${dataDir} was moved to PostgreSQL (${movedAt}). Start the server with DATABASE_URL set; ` +
    `the embedded database in ${dataDir} is an old copy (remove ${marker} only to use that copy on purpose).`
  );
}
