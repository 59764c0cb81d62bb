import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key of the consent digests. It must not live in the database: whoever can change a row could then
 * recompute its digest. `CONSENT_KEY` wins; otherwise a key file in the data directory, made once (0600).
 * Several server processes on one PostgreSQL must share it (decision 008, docs/deployment.md).
 */
export async function loadConsentKey(opts: { envKey: string | undefined; dataDir: string }): Promise<string> {
  if (opts.envKey) return opts.envKey;
  const file = path.join(opts.dataDir, 'consent.key');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  await mkdir(opts.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  // 'wx' fails if another process made the file first: then that one's key is the key.
  const made = await writeFile(file, `${key}\n`, { flag: 'wx', mode: 0o600 })
    .then(() => true)
    .catch(() => false);
  if (!made) return (await readFile(file, 'utf8')).trim();
  await chmod(file, 0o600);
  return key;
}
