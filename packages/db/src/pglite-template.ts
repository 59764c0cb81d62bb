import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { migrationsFolder, openDb } from './client.ts';
import { readReferenceFiles, referenceDataVersion } from './seed/reference/files.ts';
import { seedReference } from './seed/reference/index.ts';

const referenceLoader = new URL('./seed/reference/', import.meta.url);

function hashDir(hash: ReturnType<typeof createHash>, dir: string | URL): void {
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => !f.endsWith('.test.ts'))
    .sort();
  for (const f of files) {
    const file = typeof dir === 'string' ? path.join(dir, f) : new URL(f, dir);
    try {
      hash.update(`${f}\n`).update(readFileSync(file));
    } catch {
      // a directory
    }
  }
}

/**
 * What a migrated database with the reference data is made from: PGlite's version, the migrations, the
 * reference files and their loader. Two templates with one key hold the same database.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  // The package's exports do not include its package.json; its entry sits in dist/.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'));
  hash.update(`pglite ${pglite.version}\n`);
  hashDir(hash, migrationsFolder);
  hashDir(hash, referenceLoader);
  hash.update(referenceDataVersion(readReferenceFiles()));
  return hash.digest('hex').slice(0, 24);
}

/** Where the template for these migrations and reference data is (or would be) in `dir`. */
export function pgliteTemplateFile(dir: string): string {
  return path.join(dir, `pglite-${templateKey()}.tar`);
}

/**
 * A PGlite data directory (a tar) that is migrated and holds the reference data, in `dir`, made when
 * missing. Starting an empty embedded database from it skips initdb, the migrations and the reference load
 * (seconds each); the tests start every file from it. Written under a temporary name and renamed, so a
 * process reading it never sees half a file.
 */
export async function ensurePgliteTemplate(dir: string): Promise<string> {
  const file = pgliteTemplateFile(dir);
  if (existsSync(file)) return file;
  const db = await openDb({});
  try {
    await db.migrate();
    await seedReference(db.db);
    const dump = await db.pglite!.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}
