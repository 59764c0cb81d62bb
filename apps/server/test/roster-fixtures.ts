import ExcelJS from 'exceljs';
import type { TestApp } from './harness.ts';

export type SheetCell = ExcelJS.CellValue;

/** An .xlsx made the way Excel saves one: the first sheet holds `rows` from A1; `edit` adds merges and the like. */
export async function xlsxOf(
  rows: SheetCell[][],
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Class list');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POSTs a file to the preview route as a browser's form does. */
export async function uploadClassList(
  t: TestApp,
  o: {
    cookie?: string;
    schoolId?: string;
    role?: string;
    bytes: Buffer;
    fileName?: string;
    type?: string;
    lang?: 'en' | 'zh-HK';
  },
) {
  const boundary = 'rosterBoundary27';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${o.fileName ?? 'list.xlsx'}"\r\n` +
        `Content-Type: ${o.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
    ),
    o.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/schools/${o.schoolId ?? 'beacon1'}/roster/preview?role=${o.role ?? 'student'}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-waypoint-lang': o.lang ?? 'en',
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's fields as it asserts them
  return { status: res.statusCode, body: res.json() as any };
}

export const BILINGUAL_HEADER = ['Class', '學號', 'English name', '中文姓名', '手提電話', 'Email', 'Role'];
