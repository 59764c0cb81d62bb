import { describe, expect, it } from 'vitest';
import { editRow, phonesElsewhereOf, recheck, rowsToImport, type WorkingRow } from './preview-rows';

const row = (line: number, o: Partial<WorkingRow> = {}): WorkingRow => ({
  line,
  className: '5A',
  classNo: line,
  classNoText: String(line),
  nameEn: `Student ${line}`,
  nameZh: null,
  phone: `9123000${line}`,
  email: null,
  cellProblems: [],
  problems: [],
  change: 'added',
  fromClass: null,
  skipped: false,
  ...o,
});

describe('fixing a row in the preview (issue 27 item 1)', () => {
  it('re-checks at once with the domain rule: a fixed phone clears the row and its twin', () => {
    let rows = recheck([row(2), row(3, { phone: '91230002' })], 'student', new Set());
    expect(rows[0]?.problems).toEqual([{ field: 'phone', code: 'duplicatePhone' }]);
    expect(rows[1]?.problems).toEqual([{ field: 'phone', code: 'duplicatePhone' }]);
    rows = recheck(
      [rows[0] as WorkingRow, editRow(rows[1] as WorkingRow, 'phone', '9123 0003')],
      'student',
      new Set(),
    );
    expect(rows.map((r) => r.problems)).toEqual([[], []]);
    expect(rows[1]?.phone).toBe('91230003');
  });

  it('drops the reader’s flag on the cell the person typed into, and only that one', () => {
    const dated = row(4, {
      classNo: null,
      cellProblems: [
        { field: 'classNo', code: 'dateCell' },
        { field: 'phone', code: 'formulaNoValue' },
      ],
    });
    const fixed = recheck([editRow(dated, 'classNo', '07')], 'student', new Set())[0] as WorkingRow;
    expect(fixed.classNo).toBe(7);
    expect(fixed.problems).toEqual([{ field: 'phone', code: 'formulaNoValue' }]);
    const wrong = recheck([editRow(dated, 'classNo', 'seven')], 'student', new Set())[0] as WorkingRow;
    expect(wrong.problems).toContainEqual({ field: 'classNo', code: 'badClassNo' });
  });

  it('keeps the server’s word on phones another school lists', () => {
    const elsewhere = phonesElsewhereOf([
      row(5, { problems: [{ field: 'phone', code: 'phoneInOtherSchool' }] }),
    ]);
    expect(recheck([row(5)], 'student', elsewhere)[0]?.problems).toEqual([
      { field: 'phone', code: 'phoneInOtherSchool' },
    ]);
  });

  it('leaves a skipped row out of the check and out of the import', () => {
    const rows = recheck([row(2), row(3, { phone: '91230002', skipped: true })], 'student', new Set());
    expect(rows.map((r) => r.problems)).toEqual([[], []]);
    expect(rowsToImport(rows)).toEqual([
      {
        line: 2,
        className: '5A',
        classNo: 2,
        nameEn: 'Student 2',
        nameZh: null,
        phone: '91230002',
        email: null,
      },
    ]);
  });
});
