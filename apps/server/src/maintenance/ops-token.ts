import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file beside the embedded database that holds the running process's operations token. */
export const OPS_TOKEN_FILE = 'ops.token';

/** A new token for this process, in DATA_DIR, readable by its user alone. */
export function writeOpsToken(dataDir: string): string {
  const token = randomBytes(32).toString('hex');
  writeFileSync(path.join(dataDir, OPS_TOKEN_FILE), `${token}\n`, { mode: 0o600 });
  return token;
}

export function readOpsToken(dataDir: string): string | null {
  try {
    return readFileSync(path.join(dataDir, OPS_TOKEN_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
