import { Readable } from 'node:stream';
import { ROSTER_MAX_ROWS, type RosterProblemCode, recogniseHeader } from '@waypoint/domain';
import type { CellValue, Workbook, Worksheet } from 'exceljs';
import { fail } from '../errors.ts';

/** One cell as read: its text, or the reason it has none the import can trust. */
export interface CellRead {
  text: string | null;
  problem?: Extract<RosterProblemCode, 'formulaNoValue' | 'mergedCell' | 'dateCell'>;
}

export interface ClassListFile {
  kind: 'xlsx' | 'csv';
  /** How a CSV's text was decoded: schools' older Windows exports are Big5. */
  encoding: 'utf-8' | 'big5' | null;
  headerCells: string[];
  /** Data rows under the header; `line` is the row number the person sees in their spreadsheet. */
  rows: { line: number; cells: CellRead[] }[];
}

// Rows above the header (a title, the school's name) that a school's export commonly has.
const HEADER_SEARCH_ROWS = 10;
// Empty rows and a title above the header do not count against the limit; this slack covers them.
const ROW_SLACK = HEADER_SEARCH_ROWS + 10;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// The old binary .xls (and other OLE files): the person is asked to save as .xlsx.
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * Reads a school's class list from the bytes alone (the name and declared type are the browser's word):
 * an .xlsx workbook's first sheet, or CSV text. Refuses, with a message the person can act on, anything
 * else, and a list longer than any school's before building it.
 */
export async function readClassList(bytes: Buffer): Promise<ClassListFile> {
  if (bytes.length === 0) fail('BAD_REQUEST', 'errors.rosterEmpty');
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes);
  if (bytes.subarray(0, 4).equals(OLE)) fail('BAD_REQUEST', 'errors.rosterOldExcel');
  return readCsv(bytes);
}

function findHeader(rows: { cells: CellRead[] }[]): number {
  const index = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.cells.filter((cell) => recogniseHeader(cell.text) !== null).length >= 2);
  if (index < 0) fail('BAD_REQUEST', 'errors.rosterNoHeader');
  return index;
}

function tooMany(): never {
  fail('BAD_REQUEST', 'errors.rosterTooManyRows', { vars: { max: ROSTER_MAX_ROWS } });
}

// ---- .xlsx --------------------------------------------------------------------------------------------

type ExcelJs = typeof import('exceljs');

async function loadExcelJs(): Promise<ExcelJs> {
  // A large module: loaded when a workbook arrives, not at the server's start (as table-export.ts does).
  const mod = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return mod.default ?? mod;
}

/**
 * Counts the first sheet's rows with a streaming reader that stops as soon as the list is too long, so a
 * 50,000-row file is refused after reading a tenth of it and without building a workbook for it.
 */
async function countRowsUpTo(ExcelJS: ExcelJs, bytes: Buffer, limit: number): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    sharedStrings: 'ignore',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) {
      rows += 1;
      if (rows > limit) tooMany();
    }
    break;
  }
}

async function readXlsx(bytes: Buffer): Promise<ClassListFile> {
  const ExcelJS = await loadExcelJs();
  try {
    await countRowsUpTo(ExcelJS, bytes, ROSTER_MAX_ROWS + ROW_SLACK);
  } catch (err) {
    if ((err as { messageKey?: string }).messageKey) throw err;
    fail('BAD_REQUEST', 'errors.rosterNotSpreadsheet');
  }
  const workbook: Workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    fail('BAD_REQUEST', 'errors.rosterNotSpreadsheet');
  }
  // A zip without a workbook inside (a .docx, an archive) loads as a workbook with no sheets.
  if (workbook.worksheets.length === 0) fail('BAD_REQUEST', 'errors.rosterNotSpreadsheet');
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) fail('BAD_REQUEST', 'errors.rosterEmpty');
  const all = sheetRows(sheet);
  const header = findHeader(all);
  const headerRow = all[header] as (typeof all)[number];
  const rows = all
    .slice(header + 1)
    .filter((row) => row.cells.some((cell) => cell.text !== null || cell.problem));
  if (rows.length > ROSTER_MAX_ROWS) tooMany();
  return {
    kind: 'xlsx',
    encoding: null,
    headerCells: headerRow.cells.map((cell) => cell.text ?? ''),
    rows: rows.map((row) => ({ line: row.line, cells: row.cells })),
  };
}

function sheetRows(sheet: Worksheet): { line: number; cells: CellRead[] }[] {
  const out: { line: number; cells: CellRead[] }[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, line) => {
    const cells: CellRead[] = [];
    for (let col = 1; col <= width; col++) {
      const cell = row.getCell(col);
      const isMergedCopy = cell.isMerged && cell.master !== cell;
      // A merged header is read by its top-left value; a merged data cell is flagged (after the header
      // is known, see below), because the value it seems to hold belongs to another row.
      cells.push(isMergedCopy ? { text: null, problem: 'mergedCell' } : readCell(cell.value, cell.isMerged));
    }
    out.push({ line, cells });
  });
  // Above and in the header, merges are only layout: drop the flag there. Data rows keep it.
  const header = out
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.cells.filter((cell) => recogniseHeader(cell.text) !== null).length >= 2);
  for (const row of out.slice(0, header + 1))
    row.cells = row.cells.map((cell) => (cell.problem === 'mergedCell' ? { text: cell.text } : cell));
  return out;
}

function readCell(value: CellValue, merged: boolean): CellRead {
  const read = readValue(value);
  return merged && read.text !== null ? { text: read.text, problem: 'mergedCell' } : read;
}

function readValue(value: CellValue): CellRead {
  if (value === null || value === undefined) return { text: null };
  if (value instanceof Date) return { text: null, problem: 'dateCell' };
  if (typeof value === 'number') return { text: String(value) };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  if (typeof value === 'string') return { text: emptyToNull(value) };
  if ('richText' in value) return { text: emptyToNull(value.richText.map((part) => part.text).join('')) };
  if ('formula' in value || 'sharedFormula' in value) {
    // The value the spreadsheet last worked out, when it saved one; a formula we would have to run is not read.
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null || (typeof result === 'object' && 'error' in result))
      return { text: null, problem: 'formulaNoValue' };
    return readValue(result as CellValue);
  }
  if ('error' in value) return { text: null, problem: 'formulaNoValue' };
  if ('text' in value) return { text: emptyToNull(String(value.text)) };
  return { text: null };
}

const emptyToNull = (text: string): string | null => (text.trim() === '' ? null : text);

// ---- CSV ----------------------------------------------------------------------------------------------

/**
 * UTF-8 (with or without the byte-order mark Excel writes), else Big5, the encoding of older Traditional
 * Chinese Windows exports. Text that is neither is refused: guessing would store wrong names.
 */
function decodeText(bytes: Buffer): { text: string; encoding: 'utf-8' | 'big5' } {
  if (bytes.includes(0)) fail('BAD_REQUEST', 'errors.rosterNotSpreadsheet');
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    try {
      return { text: new TextDecoder('big5', { fatal: true }).decode(bytes), encoding: 'big5' };
    } catch {
      fail('BAD_REQUEST', 'errors.rosterNotUtf8');
    }
  }
}

function readCsv(bytes: Buffer): ClassListFile {
  const { text, encoding } = decodeText(bytes);
  // Control characters other than line breaks and tabs do not appear in a text export.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for binary content on purpose
  if (/[\u0001-\u0008\u000e-\u001f]/.test(text.slice(0, 4096)))
    fail('BAD_REQUEST', 'errors.rosterNotSpreadsheet');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const records = parseCsv(text, delimiter, ROSTER_MAX_ROWS + ROW_SLACK);
  const all = records.map((fields, i) => ({
    line: i + 1,
    cells: fields.map((field): CellRead => ({ text: emptyToNull(field) })),
  }));
  const header = findHeader(all);
  const rows = all.slice(header + 1).filter((row) => row.cells.some((cell) => cell.text !== null));
  if (rows.length > ROSTER_MAX_ROWS) tooMany();
  return {
    kind: 'csv',
    encoding,
    headerCells: (all[header] as (typeof all)[number]).cells.map((cell) => cell.text ?? ''),
    rows,
  };
}

/** RFC 4180: quoted fields may hold the delimiter, doubled quotes and line breaks. Stops past `limit` records. */
export function parseCsv(text: string, delimiter: string, limit: number): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    field = '';
    record = [];
    if (records.length > limit) tooMany();
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else field += ch;
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
