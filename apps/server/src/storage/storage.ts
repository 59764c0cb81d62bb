import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded bytes live: a local directory, the database or an S3-compatible bucket (decision 023).
 * `read` hands back a stream at once and looks for the file when it is first read: a missing file is a
 * FileMissingError on the stream, a key that is not ours is thrown at the call.
 */
export interface Storage {
  /** Stores the bytes under the key, replacing what it held; resolved once they are all stored. */
  put(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Readable;
  /** Removes the key's bytes; a key that holds none is not an error. */
  remove(key: string): Promise<void>;
}

export type StorageKind = 'local' | 'postgres' | 's3';

/** The file a key names is not in the store. */
export class FileMissingError extends Error {
  override name = 'FileMissingError';
  /** As fs says it, so that code written against the directory store keeps reading it. */
  readonly code = 'ENOENT';
  /** A file route serving it answers 404 through the error handler (http/errors.ts), not 500. */
  readonly statusCode = 404;
  constructor(
    readonly key: string,
    where: string,
  ) {
    super(`No file ${key} in the ${where} store`);
  }
}

/** Keys are made by the server (a uuid and an extension); anything else could leave a directory or prefix. */
export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && /^[a-z0-9-]+(\.[a-z0-9]+)?$/i.test(key);
}

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidKeyError(key);
  return key;
}

/**
 * A stream over bytes an async generator yields: it starts (and so looks the file up) on the first read, and
 * keeps at most about one piece ahead of its reader.
 */
export function lazyStream(pieces: () => AsyncGenerator<Buffer>, highWaterMark = 64 * 1024): Readable {
  return Readable.from(pieces(), { objectMode: false, highWaterMark });
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.resolve(key);
    await mkdir(this.root, { recursive: true });
    await writeFile(file, bytes);
  }

  read(key: string): Readable {
    const file = this.resolve(key);
    return lazyStream(async function* () {
      const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' ? new FileMissingError(key, 'local') : err;
      });
      yield* handle.createReadStream();
    });
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}
