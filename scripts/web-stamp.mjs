// The web build's stamp: a hash of everything the bundle is built from, written into apps/web/dist after
// `npm run build` and compared by `npm start`, so a stale or missing build is noticed (file times are not
// enough: a clone or a copy resets them). Run as a script, it writes the stamp.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.join(root, 'apps/web/dist');
const STAMP = path.join(dist, 'build-stamp.txt');
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

function files(rel) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs, { recursive: true })
    .map((f) => path.join(rel, String(f)))
    .filter((f) => statSync(path.join(root, f)).isFile() && !/\.test\.tsx?$/.test(f));
}

/** A hash of the files under `sources` (paths relative to the repository), their names included. */
export function hashSources(sources) {
  const hash = createHash('sha256');
  for (const f of sources.flatMap(files).sort()) {
    hash
      .update(f.split(path.sep).join('/'))
      .update('\0')
      .update(readFileSync(path.join(root, f)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function sourceHash() {
  return hashSources(SOURCES);
}

/** 'fresh', 'stale' (built from other sources than `sources`) or 'missing' (no `output` file). */
export function buildState(output, stampFile, sources) {
  if (!existsSync(output)) return 'missing';
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  return stamp === hashSources(sources) ? 'fresh' : 'stale';
}

export function webBuildState() {
  return buildState(path.join(dist, 'index.html'), STAMP, SOURCES);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(STAMP, `${sourceHash()}\n`);
}
