import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { and, asc, count, eq, gt, gte, isNull, lt, sum } from 'drizzle-orm';
import type { Logger } from 'pino';
import { keyedHash } from '../auth/tokens.ts';
import type { Storage } from './storage.ts';

const { files } = schema;

const DAY_MS = 86_400_000;
/** Per address and 24 hours: a feedback form needs one photo; a school behind one address needs more. */
export const UPLOAD_QUOTA = { files: 30, bytes: 60 * 1024 * 1024 };

/** Addresses are stored keyed, never in clear. */
export function uploaderKey(secret: string, ip: string): string {
  return keyedHash(secret, `upload:${ip}`);
}

/** True while this address may store `size` more bytes today (counted in the database, across processes). */
export async function withinUploadQuota(
  db: DbOrTx,
  { key, size, now }: { key: string; size: number; now: Date },
): Promise<boolean> {
  const [used] = await db
    .select({ n: count(), bytes: sum(files.size) })
    .from(files)
    .where(and(eq(files.uploaderKey, key), gte(files.createdAt, new Date(now.getTime() - DAY_MS))));
  return (used?.n ?? 0) < UPLOAD_QUOTA.files && Number(used?.bytes ?? 0) + size <= UPLOAD_QUOTA.bytes;
}

/**
 * The one ownership check for saving an upload with a record (profile picture, feedback photo, issue
 * screenshot): the file exists, is not deleted, has the purpose asked for, was uploaded by this account
 * (signed out: signed out from this address) and is not already another record's. Claiming marks it
 * attached, so the sweep keeps it. Returns the file's id, or null when the caller may not use it.
 */
export async function claimUpload(
  db: DbOrTx,
  opts: {
    fileId: string;
    purposes: readonly string[];
    userId: string | null;
    uploaderKey: string;
    now: Date;
    /** A profile picture may be set again; a feedback photo belongs to one record. */
    reusable?: boolean;
  },
): Promise<string | null> {
  const [file] = await db.select().from(files).where(eq(files.id, opts.fileId));
  if (!file || file.deletedAt || !opts.purposes.includes(file.purpose)) return null;
  // Signed in: an upload of this account. Signed out: an upload made signed out from this address.
  const mine = opts.userId
    ? file.ownerId === opts.userId
    : file.ownerId === null && file.uploaderKey === opts.uploaderKey;
  if (!mine) return null;
  if (file.attachedAt && !opts.reusable) return null;
  const [claimed] = await db
    .update(files)
    .set({ attachedAt: file.attachedAt ?? opts.now })
    .where(
      opts.reusable
        ? eq(files.id, file.id)
        : and(eq(files.id, file.id), isNull(files.attachedAt), isNull(files.deletedAt)),
    )
    .returning({ id: files.id });
  return claimed?.id ?? null;
}

/** Removes uploads no record claimed within a day: the row and the bytes. Returns how many. */
export async function sweepUnattachedUploads(db: Db, storage: Storage, now: Date): Promise<number> {
  const gone = await db
    .delete(files)
    .where(and(isNull(files.attachedAt), lt(files.createdAt, new Date(now.getTime() - DAY_MS))))
    .returning({ storageKey: files.storageKey });
  for (const f of gone) await storage.remove(f.storageKey);
  return gone.length;
}

/** Runs the sweep now and then every `everyMs` (the server starts it beside the outbox worker). */
export function startUploadSweeper(
  db: Db,
  storage: Storage,
  log: Logger,
  everyMs = 60 * 60_000,
): { stop(): void } {
  const run = () =>
    sweepUnattachedUploads(db, storage, new Date()).then(
      (n) => n > 0 && log.info({ removed: n }, 'swept unattached uploads'),
      (err: unknown) => log.error({ err }, 'upload sweep failed'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * The storage keys of every upload not deleted, a page at a time in key order: what a files store must
 * hold (the move command's list; the store itself is not listed, as it may hold leftovers of deleted ones).
 */
export async function* liveStorageKeys(db: DbOrTx, pageSize = 500): AsyncGenerator<string[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectDistinct({ key: files.storageKey })
      .from(files)
      .where(and(isNull(files.deletedAt), gt(files.storageKey, after)))
      .orderBy(asc(files.storageKey))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map((r) => r.key);
    after = rows[rows.length - 1]!.key;
  }
}
