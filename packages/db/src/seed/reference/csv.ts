/**
 * RFC 4180 CSV: comma-separated, `"`-quoted fields with `""` as an escaped quote, quoted fields may hold
 * commas and line breaks, CRLF or LF line ends. Strict on purpose: a malformed file must stop the load
 * with its name and line rather than put shifted columns into the database.
 */

export class CsvError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'CsvError';
  }
}

export interface CsvTable {
  file: string;
  header: string[];
  rows: CsvRow[];
}

/** Parses the whole text; the first record is the header. */
export function parseCsv(text: string, file: string): CsvTable {
  const records = parseRecords(text.startsWith('\uFEFF') ? text.slice(1) : text, file);
  const first = records.shift();
  if (!first) throw new CsvError(file, 1, 'the file is empty (a header row is required)');
  const header = first.fields;
  const columns = new Map<string, number>();
  header.forEach((name, i) => {
    if (columns.has(name)) {
      throw new CsvError(file, first.line, `column "${name}" appears twice in the header`);
    }
    columns.set(name, i);
  });
  const rows = records.map((record) => {
    if (record.fields.length !== header.length) {
      throw new CsvError(
        file,
        record.line,
        `expected ${header.length} fields as in the header, found ${record.fields.length}`,
      );
    }
    return new CsvRow(file, record.line, columns, record.fields);
  });
  return { file, header, rows };
}

interface CsvRecord {
  /** Line on which the record starts (1-based), for error messages. */
  line: number;
  fields: string[];
}

function parseRecords(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // A trailing line break ends the last record; it does not start an empty one.
  const end = text.endsWith('\r\n') ? text.length - 2 : text.endsWith('\n') ? text.length - 1 : text.length;
  if (end === 0) return records;
  while (i <= end) {
    const ch = i < end ? text[i] : undefined;
    if (ch === '"') {
      if (field !== '') throw new CsvError(file, line, 'a quote inside an unquoted field');
      i++;
      for (;;) {
        if (i >= end) throw new CsvError(file, recordLine, 'a quoted field is not closed');
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"' && i + 1 < end) {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      const next = i < end ? text[i] : undefined;
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvError(file, line, 'text after the closing quote of a field');
      }
      continue;
    }
    if (ch === ',') {
      fields.push(field);
      field = '';
      i++;
      continue;
    }
    if (ch === undefined || ch === '\n' || ch === '\r') {
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      if (ch === '\r') {
        if (text[i + 1] !== '\n') throw new CsvError(file, line, 'a carriage return without a line feed');
        i++;
      }
      i++;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  return records;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** One data record, read by column name. An empty cell is null; a bad value throws with file and line. */
export class CsvRow {
  constructor(
    readonly file: string,
    readonly line: number,
    private readonly columns: ReadonlyMap<string, number>,
    private readonly fields: readonly string[],
  ) {}

  fail(message: string): never {
    throw new CsvError(this.file, this.line, message);
  }

  private raw(column: string): string {
    const index = this.columns.get(column);
    if (index === undefined) this.fail(`no column "${column}" in the header`);
    return this.fields[index] ?? '';
  }

  text(column: string): string | null {
    const value = this.raw(column);
    return value === '' ? null : value;
  }

  requiredText(column: string): string {
    return this.text(column) ?? this.fail(`column "${column}" is empty`);
  }

  number(column: string): number | null {
    const value = this.raw(column);
    if (value === '') return null;
    if (!DECIMAL.test(value)) this.fail(`column "${column}": "${value}" is not a number`);
    return Number(value);
  }

  requiredNumber(column: string): number {
    return this.number(column) ?? this.fail(`column "${column}" is empty`);
  }

  integer(column: string): number | null {
    const value = this.raw(column);
    if (value === '') return null;
    if (!INTEGER.test(value)) this.fail(`column "${column}": "${value}" is not a whole number`);
    return Number(value);
  }

  requiredInteger(column: string): number {
    return this.integer(column) ?? this.fail(`column "${column}" is empty`);
  }

  /** A `Y`/`N` flag; empty is null. */
  flag(column: string): boolean | null {
    const value = this.raw(column);
    if (value === '') return null;
    if (value === 'Y') return true;
    if (value === 'N') return false;
    return this.fail(`column "${column}": "${value}" is neither Y nor N`);
  }

  /** A `|`-separated list; an empty cell is an empty list. */
  list(column: string): string[] {
    const value = this.raw(column);
    if (value === '') return [];
    const items = value.split('|').map((item) => item.trim());
    if (items.some((item) => item === '')) this.fail(`column "${column}": "${value}" has an empty list item`);
    return items;
  }

  /** The value must be one of `allowed`; empty is null. */
  oneOf<T extends string>(column: string, allowed: readonly T[]): T | null {
    const value = this.text(column);
    if (value === null) return null;
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(`column "${column}": "${value}" is not one of ${allowed.join(', ')}`);
    }
    return value as T;
  }
}
