import { createHash } from 'node:crypto';
import type { Db } from '@waypoint/db';
import { StartRefused } from '../config.ts';
import { FileMissingError, type Storage, type StorageKind } from './storage.ts';
import { liveStorageKeys } from './uploads.ts';

export type MoveOutcome =
  /** Written to the target and read back byte for byte. */
  | 'copied'
  /** The target already held the same bytes (an earlier run): nothing written. */
  | 'already-there'
  /** The target held other bytes (a copy cut short, or damaged): written again and read back. */
  | 'repaired'
  /** Not in the source but in the target: moved by an earlier run whose source was then cleared. */
  | 'only-in-target'
  /** In neither store: lost before the move (the record's picture shows as missing either way). */
  | 'missing'
  /** The target's bytes differ from the source's after writing, or a store failed: see `reason`. */
  | 'failed';

export interface MoveReport {
  key: string;
  outcome: MoveOutcome;
  bytes: number;
  reason?: string;
}

export interface MoveSummary {
  counts: Record<MoveOutcome, number>;
  /** Bytes written to the target. */
  bytesWritten: number;
  /** The keys that failed or are missing, with why. */
  problems: MoveReport[];
}

interface Read {
  bytes: Buffer;
  sha256: string;
}

/** A file's bytes and their SHA-256, or null when the store does not hold it. */
async function readWhole(store: Storage, key: string): Promise<Read | null> {
  const hash = createHash('sha256');
  const pieces: Buffer[] = [];
  try {
    for await (const piece of store.read(key)) {
      hash.update(piece as Buffer);
      pieces.push(piece as Buffer);
    }
  } catch (err) {
    if (err instanceof FileMissingError) return null;
    throw err;
  }
  return { bytes: Buffer.concat(pieces), sha256: hash.digest('hex') };
}

/** Copies one file and proves the copy: the target is read back and hashed, never trusted on its word. */
export async function moveOne(from: Storage, to: Storage, key: string): Promise<MoveReport> {
  try {
    const source = await readWhole(from, key);
    const before = await readWhole(to, key);
    if (!source)
      return before
        ? { key, outcome: 'only-in-target', bytes: 0 }
        : { key, outcome: 'missing', bytes: 0, reason: 'in neither store' };
    if (before?.sha256 === source.sha256) return { key, outcome: 'already-there', bytes: 0 };
    await to.put(key, source.bytes);
    const after = await readWhole(to, key);
    if (after?.sha256 !== source.sha256)
      return {
        key,
        outcome: 'failed',
        bytes: source.bytes.length,
        reason: after
          ? `the copy reads back as ${after.bytes.length} bytes with SHA-256 ${after.sha256}, the source has ${source.bytes.length} with ${source.sha256}`
          : 'the copy is not there after writing it',
      };
    return { key, outcome: before ? 'repaired' : 'copied', bytes: source.bytes.length };
  } catch (err) {
    return { key, outcome: 'failed', bytes: 0, reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Copies every upload the database knows of (files rows not deleted) from one store to the other and
 * checks each by SHA-256. The source is left as it is. Run again, it writes only what is not yet right in
 * the target, so it can be stopped and started again, and a last run just before switching STORAGE picks
 * up the uploads made meanwhile.
 */
export async function moveFiles(opts: {
  db: Db;
  from: Storage;
  to: Storage;
  onProgress?: (done: number, report: MoveReport) => void;
}): Promise<MoveSummary> {
  const counts: Record<MoveOutcome, number> = {
    copied: 0,
    'already-there': 0,
    repaired: 0,
    'only-in-target': 0,
    missing: 0,
    failed: 0,
  };
  const summary: MoveSummary = { counts, bytesWritten: 0, problems: [] };
  let done = 0;
  for await (const keys of liveStorageKeys(opts.db)) {
    for (const key of keys) {
      const report = await moveOne(opts.from, opts.to, key);
      counts[report.outcome] += 1;
      if (report.outcome !== 'failed') summary.bytesWritten += report.bytes;
      if (report.outcome === 'failed' || report.outcome === 'missing') summary.problems.push(report);
      done += 1;
      opts.onProgress?.(done, report);
    }
  }
  return summary;
}

export function describeSummary(summary: MoveSummary, from: string, to: string): string {
  const c = summary.counts;
  const total = Object.values(c).reduce((a, b) => a + b, 0);
  const lines = [
    `Files store move ${from} → ${to}: ${total} uploads known to the database.`,
    `  copied and verified:        ${c.copied} (${(summary.bytesWritten / 1048576).toFixed(1)} MiB written)`,
    `  already in ${to}, verified: ${c['already-there']}`,
    `  damaged copy rewritten:     ${c.repaired}`,
    `  only in ${to} already:      ${c['only-in-target']}`,
    `  in neither store (lost):    ${c.missing}`,
    `  FAILED:                     ${c.failed}`,
  ];
  for (const p of summary.problems)
    lines.push(`  ${p.outcome === 'failed' ? 'FAILED' : 'missing'} ${p.key}: ${p.reason}`);
  lines.push(
    c.failed > 0
      ? 'Some files were not moved: fix the cause above and run the command again (what is done stays done).'
      : `Every upload in ${from} is in ${to} with the same bytes. Set STORAGE=${to} and restart; ${from} is left as it was.`,
  );
  return lines.join('\n');
}

const KINDS: readonly StorageKind[] = ['local', 'postgres', 's3'];

export function parseMoveArgs(argv: readonly string[]): { from: StorageKind; to: StorageKind } {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    const given = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1);
    if (!given || !KINDS.includes(given as StorageKind))
      throw new StartRefused(`${flag} must be one of ${KINDS.join(', ')} (got ${given ?? 'nothing'})`);
    return given as StorageKind;
  };
  const from = value('--from');
  const to = value('--to');
  if (from === to) throw new StartRefused(`--from and --to name the same store (${from})`);
  return { from, to };
}
