import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'waypoint.lock';

/** Thrown when another live process holds the data directory; its message is the whole explanation. */
export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(pid: number) {
    super(`DATA_DIR is in use by process ${pid}`);
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

interface Holder {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  started: string | null;
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/**
 * Takes the embedded database's directory for this process alone (issue 9 item 1): PGlite is one process's
 * database, and two servers writing one directory corrupt it for good. The lock is a file created
 * atomically (link(2) of a complete temporary file, which fails if the name exists) holding the pid and
 * the start time of its process. A file whose process is gone — killed, crashed, or a container restarted
 * with the same pid — is stale and taken over.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, started: processStart(process.pid) };
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusive(lockPath, text)) return ownLock(lockPath, text);
    const held = readHolder(lockPath);
    if (held === 'gone') continue;
    if (held !== 'unreadable' && isAlive(held)) throw new DataDirInUseError(held.pid);
    takeOverStale(lockPath, held === 'unreadable' ? null : JSON.stringify(held));
  }
  const held = readHolder(lockPath);
  throw new DataDirInUseError(typeof held === 'object' ? held.pid : 0);
}

function ownLock(lockPath: string, text: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(lockPath, 'utf8') === text) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // Also on a plain process.exit(); a SIGKILL leaves the file, which the next start finds stale.
  process.once('exit', release);
  return { release };
}

function createExclusive(lockPath: string, text: string): boolean {
  const tmp = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, text);
  try {
    linkSync(tmp, lockPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(tmp);
  }
}

function readHolder(lockPath: string): Holder | 'gone' | 'unreadable' {
  let raw: string;
  try {
    raw = readFileSync(lockPath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<Holder>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0)
      return 'unreadable';
    return { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null };
  } catch {
    return 'unreadable';
  }
}

function isAlive(holder: Holder): boolean {
  // We are starting, so a lock naming our own pid is a previous run's (a container's pid 1 restarting).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists under another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/**
 * Moves a stale lock aside under a name of our own, then checks that what moved is the stale file we read:
 * if another starting process replaced it in between, its fresh lock goes back.
 */
function takeOverStale(lockPath: string, staleText: string | null): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readFileSync(aside, 'utf8');
  if (staleText !== null && moved !== staleText) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Someone holds the name again: theirs stands.
    }
  }
  unlinkSync(aside);
}

/** Field 22 of /proc/<pid>/stat (start time since boot); null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
