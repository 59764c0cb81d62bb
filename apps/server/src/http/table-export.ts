import { PassThrough } from 'node:stream';
import { formatHkDateTime, hkParts } from '@waypoint/domain';
import type { FastifyReply } from 'fastify';
import { type Lang, translate } from '../i18n/translate.ts';

/** The two files every school list downloads as (docs/decisions/024-school-list-exports.md). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportCell = string | number | Date | null | undefined;

export interface ExportColumn<Row> {
  /** Locale key of the header; the file carries both languages' wording of it. */
  header: string;
  value: (row: Row) => ExportCell;
  /** Excel column width in characters. */
  width?: number;
}

export interface ExportTable<Row> {
  format: ExportFormat;
  /** Without extension; only Latin letters, digits, '-', '_' and spaces survive (a header refuses the rest). */
  filename: string;
  /** The worksheet's name (Excel allows 31 characters and no []:*?/\). */
  sheet: string;
  columns: readonly ExportColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
  /** The caller's language: cell words (Yes, states) and the CSV's written dates. */
  lang: Lang;
}

/**
 * One header row, each cell "中文 English": both languages in every file, whoever downloads it, and still a
 * single row, so that Excel's filter, sort and table tools and the class-list import read it as a header.
 */
export function bilingualHeader(key: string): string {
  const zh = translate('zh-HK', key);
  const en = translate('en', key);
  return zh === en ? en : `${zh} ${en}`;
}

/** A spreadsheet cell: quoted, and never read as a formula (=, +, -, @ start one in Excel). */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Hong Kong wall-clock time as a Date whose UTC fields read it: Excel has no time zones, and exceljs writes
 * a Date's UTC value, so the cell shows the time the school lives in.
 */
export function hkExcelDate(date: Date): Date {
  const p = hkParts(date);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, date.getUTCSeconds()));
}

export const EXCEL_DATE_TIME = 'yyyy-mm-dd hh:mm';

/** Sends a school list as CSV (UTF-8 with BOM) or as a streamed .xlsx; the caller has checked access. */
export async function sendTable<Row>(reply: FastifyReply, table: ExportTable<Row>): Promise<FastifyReply> {
  const name = `${table.filename.replace(/[^\w\- ]+/g, '').trim() || 'list'}.${table.format}`;
  reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (table.format === 'csv')
    return reply.header('content-type', 'text/csv; charset=utf-8').send(await csv(table));
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return reply.send(await xlsxStream(table));
}

async function csv<Row>(table: ExportTable<Row>): Promise<string> {
  const lines = [table.columns.map((c) => csvCell(bilingualHeader(c.header))).join(',')];
  for await (const row of table.rows)
    lines.push(
      table.columns
        .map((c) => {
          const v = c.value(row);
          return csvCell(v instanceof Date ? formatHkDateTime(v, table.lang) : v);
        })
        .join(','),
    );
  // The byte-order mark makes Excel read the Chinese names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The workbook is written row by row into the response: a whole school's list never sits in memory as a
 * workbook. exceljs loads only when a workbook is asked for (it is a large module for the server's start).
 */
async function xlsxStream<Row>(table: ExportTable<Row>): Promise<PassThrough> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(table.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((c, i) => ({
    header: bilingualHeader(c.header),
    key: String(i),
    width: c.width ?? 14,
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const row of table.rows) {
      const values = table.columns.map((c) => c.value(row));
      const added = sheet.addRow(values.map(excelValue));
      values.forEach((v, i) => {
        if (v instanceof Date) added.getCell(i + 1).numFmt = EXCEL_DATE_TIME;
      });
      added.commit();
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

function excelValue(v: ExportCell): string | number | Date | null {
  if (v === undefined || v === null || v === '') return null;
  // Text stays text: exceljs writes a string as a string cell, never as a formula, whatever it starts with.
  return v instanceof Date ? hkExcelDate(v) : v;
}

/** A class number that is a plain number becomes one (Excel sorts 2 before 10); '05' or '12A' stays text. */
export function classNumber(value: string | null): string | number | null {
  return value !== null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : value;
}
