import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { Unzip, type UnzipFile, UnzipInflate, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * The backup's file: a ZIP, so that any tool can look inside. Entries, in this order:
 * `meta.json` (format, migration, tables, sequences: what a restore needs before the rows),
 * `tables/<table>.jsonl` (one row per line, as PostgreSQL's `row_to_json` writes it),
 * `files/<key>` (uploads from a directory or bucket; a database files store is in the tables already),
 * `manifest.json` last (each table's rows and digest, each file's size and SHA-256, read in the snapshot).
 */
export const BACKUP_FORMAT = 'waypoint-backup';
export const BACKUP_VERSION = 1;

export interface BackupMeta {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migration: string;
  tables: string[];
  sequences: { name: string; value: string | null }[];
  /** Where the uploads were; `postgres`: inside the tables. */
  filesStore: string;
}

export interface BackupManifest {
  tables: { table: string; rows: number; digest: string }[];
  files: { key: string; size: number; sha256: string }[];
  /** Uploads the database names but the store did not have at backup time. */
  missingFiles: string[];
  consentKey: string;
}

const encoder = new TextEncoder();

/** Writes the ZIP to `path` as it is made, waiting for the disk when it falls behind. */
export class BackupWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private failure: Error | null = null;
  private pending: Promise<unknown> = Promise.resolve();
  private readonly done: Promise<void>;

  constructor(path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
    let finish: () => void;
    this.done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.failure = err;
        return;
      }
      if (!this.out.write(chunk)) this.pending = once(this.out, 'drain');
      if (final) this.out.end(() => finish());
    });
  }

  private async flush(): Promise<void> {
    await this.pending;
    if (this.failure) throw this.failure;
  }

  async text(name: string, text: string): Promise<void> {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    entry.push(encoder.encode(text), true);
    await this.flush();
  }

  /** An entry written piece by piece (a table's lines, a file's bytes). */
  open(
    name: string,
    compress: boolean,
  ): { push(piece: Uint8Array | string): Promise<void>; end(): Promise<void> } {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    return {
      push: async (piece) => {
        entry.push(typeof piece === 'string' ? encoder.encode(piece) : piece);
        await this.flush();
      },
      end: async () => {
        entry.push(new Uint8Array(0), true);
        await this.flush();
      },
    };
  }

  async close(): Promise<void> {
    this.zip.end();
    await this.flush();
    await this.done;
  }
}

export interface ArchiveEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * The archive's entries in order, each whole (a table's lines or one file: a table of a school fits in
 * memory; the archive as a whole need not). The file is read as the caller asks for more.
 */
export async function* readBackup(path: string): AsyncGenerator<ArchiveEntry> {
  const ready: ArchiveEntry[] = [];
  let failure: Error | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    const pieces: Uint8Array[] = [];
    file.ondata = (err, chunk, final) => {
      if (err) {
        failure = err;
        return;
      }
      pieces.push(chunk);
      if (final) ready.push({ name: file.name, bytes: Buffer.concat(pieces) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of createReadStream(path)) {
    unzip.push(chunk as Uint8Array);
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  while (ready.length > 0) yield ready.shift()!;
}
