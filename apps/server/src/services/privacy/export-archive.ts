import type { Readable } from 'node:stream';
import type { DbOrTx } from '@waypoint/db';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Lang } from '../../i18n/translate.ts';
import type { Storage } from '../../storage/storage.ts';
import { EXPORT_AREAS, type ExportArea, pictureSource } from './export-areas.ts';
import type { ExportCursor, ExportRow, ExportSource, ExportSubject } from './export-source.ts';
import { type ExportAreaCount, loadKeyFacts, readmeText, summaryHtml } from './export-summary.ts';

/** Rows per query: a page of chat messages is a few hundred kilobytes of JSON at most. */
export const EXPORT_PAGE_SIZE = 500;

const FILE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface ExportArchiveOptions {
  db: DbOrTx;
  storage: Storage;
  who: ExportSubject;
  lang: Lang;
  now: Date;
  byAdmin: boolean;
  pageSize?: number;
}

const encoder = new TextEncoder();

/**
 * The archive of everything Waypoint holds about one person, as ZIP bytes produced while they are read:
 * README.txt, one JSON file per area (rows read page by page), the uploaded pictures under files/ (read
 * from storage piece by piece, stored uncompressed: they are compressed images already), and summary.html
 * last, counted from what was written, so its numbers are the files' own. Nothing is read before the
 * consumer asks for more, so a slow download holds one page, not the archive.
 *
 * Each page is its own query, not one long transaction: a download may take minutes and must not hold a
 * connection (PGlite has only one). A row changed during the download may therefore show its old or its
 * new state.
 */
export async function* exportArchive(opts: ExportArchiveOptions): AsyncGenerator<Uint8Array> {
  const pageSize = opts.pageSize ?? EXPORT_PAGE_SIZE;
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    while (out.length > 0) yield out.shift()!;
    if (failure) throw failure;
  }
  const mtime = opts.now;
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(encoder.encode(text), true);
  };

  addText('README.txt', readmeText(opts.lang, opts.now));
  yield* drain();
  const counts: ExportAreaCount[] = [];
  for (const area of EXPORT_AREAS) {
    const missing = new Set<string>();
    if (area.id === 'pictures') yield* pictureFiles(opts, zip, missing, pageSize, drain);
    const entry = new ZipDeflate(area.file, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    const lists: ExportAreaCount['lists'] = [];
    entry.push(
      encoder.encode(`{\n  "area": ${JSON.stringify(area.id)},\n  "exportedAt": "${mtime.toISOString()}"`),
    );
    for (const source of area.sources) {
      entry.push(encoder.encode(`,\n  ${JSON.stringify(source.key)}: [`));
      let written = 0;
      for await (const rows of pages(opts.db, opts.who, source, pageSize)) {
        const text = rows
          .map((row, i) => `${written + i === 0 ? '\n' : ',\n'}${indent(pictureRow(area, row, missing))}`)
          .join('');
        written += rows.length;
        entry.push(encoder.encode(text));
        yield* drain();
      }
      entry.push(encoder.encode(written > 0 ? '\n  ]' : ']'));
      lists.push({ key: source.key, count: written });
    }
    entry.push(encoder.encode('\n}\n'), true);
    yield* drain();
    counts.push({ id: area.id, file: area.file, count: lists.reduce((n, l) => n + l.count, 0), lists });
  }
  const facts = await loadKeyFacts(opts.db, opts.who, opts.lang);
  addText(
    'summary.html',
    summaryHtml({ lang: opts.lang, now: opts.now, facts, areas: counts, byAdmin: opts.byAdmin }),
  );
  zip.end();
  yield* drain();
}

async function* pages(
  db: DbOrTx,
  who: ExportSubject,
  source: ExportSource,
  pageSize: number,
): AsyncGenerator<ExportRow[]> {
  let after: ExportCursor | null = null;
  do {
    const page = await source.page(db, who, after, pageSize);
    if (page.rows.length > 0) yield page.rows;
    after = page.next;
  } while (after);
}

/** A row as it sits in its list, four spaces in, one field per line. */
function indent(row: ExportRow): string {
  return `    ${JSON.stringify(row, null, 2).replace(/\n/g, '\n    ')}`;
}

function picturePath(row: ExportRow): string {
  return `files/${String(row.id)}.${FILE_EXTENSIONS[String(row.mimeType)] ?? 'bin'}`;
}

/** A picture's row says where its bytes are in the archive, or that storage no longer had them. */
function pictureRow(area: ExportArea, row: ExportRow, missing: ReadonlySet<string>): ExportRow {
  if (area.id !== 'pictures') return row;
  const { storageKey: _where, ...shown } = row;
  return missing.has(String(row.id))
    ? { ...shown, inArchive: null, missing: true }
    : { ...shown, inArchive: picturePath(row) };
}

/**
 * The bytes of each picture, piece by piece from storage. A file storage cannot open is left out and its
 * row says so; one that fails part-way ends the archive with an error (a download that stops), since a
 * half picture would pass for a whole one.
 */
async function* pictureFiles(
  opts: ExportArchiveOptions,
  zip: Zip,
  missing: Set<string>,
  pageSize: number,
  drain: () => Generator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  for await (const rows of pages(opts.db, opts.who, pictureSource, pageSize)) {
    for (const row of rows) {
      let stream: Readable;
      let piece: IteratorResult<Uint8Array>;
      try {
        stream = opts.storage.read(String(row.storageKey));
      } catch {
        missing.add(String(row.id));
        continue;
      }
      const pieces = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
      try {
        try {
          piece = await pieces.next();
        } catch {
          missing.add(String(row.id));
          continue;
        }
        const entry = new ZipPassThrough(picturePath(row));
        entry.mtime = opts.now;
        zip.add(entry);
        while (!piece.done) {
          entry.push(piece.value);
          yield* drain();
          piece = await pieces.next();
        }
        entry.push(new Uint8Array(0), true);
        yield* drain();
      } finally {
        stream.destroy();
      }
    }
  }
}
