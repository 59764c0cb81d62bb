import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

const values = (text: string) => {
  const table = parseCsv(text, 't.csv');
  return table.rows.map((row) => table.header.map((column) => row.text(column)));
};

describe('parseCsv', () => {
  it('reads quoted fields with commas, escaped quotes and line breaks', () => {
    expect(values('a,b,c\n"x, y","say ""hi""","two\nlines"\n')).toEqual([['x, y', 'say "hi"', 'two\nlines']]);
  });

  it('treats empty cells, quoted or not, as null', () => {
    expect(values('a,b,c\n,"",z')).toEqual([[null, null, 'z']]);
  });

  it('accepts CRLF line ends and a BOM', () => {
    expect(values('\uFEFFa,b\r\n1,2\r\n3,4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('numbers each record by the line it starts on', () => {
    const table = parseCsv('a,b\n"1\n2",x\n3,y\n', 't.csv');
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('rejects malformed input with file and line', () => {
    expect(() => parseCsv('a,b\n1,2,3\n', 'f.csv')).toThrow('f.csv:2: expected 2 fields');
    expect(() => parseCsv('a\n"open\n', 'f.csv')).toThrow('f.csv:2: a quoted field is not closed');
    expect(() => parseCsv('a\nx"y\n', 'f.csv')).toThrow('f.csv:2: a quote inside an unquoted field');
    expect(() => parseCsv('a\n"x"y\n', 'f.csv')).toThrow('f.csv:2: text after the closing quote');
    expect(() => parseCsv('a,a\n', 'f.csv')).toThrow('column "a" appears twice');
  });
});

describe('CsvRow', () => {
  const row = parseCsv('n,i,f,l,e\n1.5,-3,Y,a|b,\n', 'r.csv').rows[0]!;
  const bad = parseCsv('n,i,f,l\n1e3,2.5,yes,a||b\n', 'r.csv').rows[0]!;

  it('parses numbers, flags and lists strictly', () => {
    expect(row.number('n')).toBe(1.5);
    expect(row.integer('i')).toBe(-3);
    expect(row.flag('f')).toBe(true);
    expect(row.list('l')).toEqual(['a', 'b']);
    expect(row.list('e')).toEqual([]);
    expect(row.number('e')).toBeNull();
    expect(() => row.requiredText('e')).toThrow('r.csv:2: column "e" is empty');
    expect(() => row.text('missing')).toThrow('no column "missing"');
  });

  it('refuses values that only look like numbers, flags or lists', () => {
    expect(() => bad.number('n')).toThrow('r.csv:2: column "n": "1e3" is not a number');
    expect(() => bad.integer('i')).toThrow('"2.5" is not a whole number');
    expect(() => bad.flag('f')).toThrow('"yes" is neither Y nor N');
    expect(() => bad.list('l')).toThrow('has an empty list item');
  });
});
