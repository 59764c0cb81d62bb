import { schema } from '@waypoint/db';
import { and, eq, isNull } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { BILINGUAL_HEADER, type SheetCell, uploadClassList, xlsxOf } from './roster-fixtures.ts';

const { schoolRoster, schoolRosterImports, teachers } = schema;

// Issue 27 item 1: a school's class list from Excel or CSV, previewed, fixed and imported.
describe('class-list import', () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    // A career teacher of another school.
    const other = await addPerson(t, { phone: '96002701', schoolId: 'beacon3', roles: 'teacher' });
    await t.deps.db
      .update(teachers)
      .set({ schoolRoles: ['Career Teacher'] })
      .where(eq(teachers.userId, other));
    for (const phone of ['90000001', '90000002', '90000003', '90000004', '91000001', '96002701'])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const career = () => cookie['90000003'];
  const listed = async (schoolId = 'beacon1') =>
    t.deps.db
      .select()
      .from(schoolRoster)
      .where(eq(schoolRoster.schoolId, schoolId))
      .orderBy(schoolRoster.className, schoolRoster.classNo);

  describe('preview', () => {
    it('reads an .xlsx with headers in both languages and names every row’s problem, storing nothing', async () => {
      const bytes = await xlsxOf([
        BILINGUAL_HEADER,
        ['5a ', '05', 'Chan Tai Man ', '陳大文', '9123 4567', 'Tai.Man@x.hk', 'Student'],
        ['5A', 2, 'Lee Siu Ming', null, '+852 9234-5678', null, null],
        ['5A', 3, 'Fixed Line', null, '23456789', null, null],
        ['5B', 1, 'Twin One', null, '93333333', null, null],
        ['5B', 2, 'Twin Two', null, '93333333', null, null],
        ['7Z', 4, 'No Such Class', null, '94444444', null, null],
        ['5C', 5, '', null, '95555555', null, null],
      ]);
      const res = await uploadClassList(t, { cookie: career(), bytes });
      expect(res.status).toBe(200);
      expect(res.body.headerMap).toEqual({
        className: 0,
        classNo: 1,
        nameEn: 2,
        nameZh: 3,
        phone: 4,
        email: 5,
        role: 6,
      });
      const [first, second, fixed, twin1, twin2, unknown, nameless] = res.body.rows;
      expect(first).toMatchObject({
        line: 2,
        className: '5A',
        classNo: 5,
        nameEn: 'Chan Tai Man',
        nameZh: '陳大文',
        phone: '91234567',
        email: 'tai.man@x.hk',
        problems: [],
        change: 'added',
      });
      expect(second).toMatchObject({ phone: '92345678', classNo: 2, problems: [] });
      expect(fixed.problems).toEqual([{ field: 'phone', code: 'badPhone' }]);
      expect(twin1.problems).toEqual([{ field: 'phone', code: 'duplicatePhone' }]);
      expect(twin2.problems).toEqual([{ field: 'phone', code: 'duplicatePhone' }]);
      expect(unknown.problems).toEqual([{ field: 'className', code: 'unknownClass' }]);
      expect(nameless.problems).toEqual([{ field: 'nameEn', code: 'nameEnMissing' }]);
      expect(res.body.counts).toMatchObject({ rows: 7, withProblems: 5, added: 7, left: 0 });
      expect(await listed()).toEqual([]);
    });

    it('reads a LibreOffice-style sheet: title and merged header cells, trailing spaces, numbers as text, formulas', async () => {
      const bytes = await xlsxOf(
        [
          ['Beacon College 2026/27 class list', null, null, null, null],
          [' 班別 ', '學號 ', '英文姓名', null, '電話'],
          ['5A', '01', 'Wong Ka Yan ', null, { formula: '"9111"&"1111"', result: '91111111' } as SheetCell],
          ['5A', '02 ', 'Ho Wing', null, { formula: 'A1&B1' } as SheetCell],
          ['5A', new Date('2026-09-01T00:00:00Z'), 'Date Kid', null, '91111113'],
          ['5B', 1, 'Merged One', null, '91111114'],
          [null, 2, 'Merged Two', null, '91111115'],
        ],
        (sheet) => {
          sheet.mergeCells('A1:E1');
          // English name's header spans C:D, as LibreOffice leaves a widened column.
          sheet.mergeCells('C2:D2');
          sheet.mergeCells('A6:A7');
        },
      );
      const res = await uploadClassList(t, { cookie: career(), bytes });
      expect(res.status).toBe(200);
      expect(res.body.headerMap).toEqual({ className: 0, classNo: 1, nameEn: 2, phone: 4 });
      const rows = res.body.rows;
      expect(rows.map((r: { line: number }) => r.line)).toEqual([3, 4, 5, 6, 7]);
      expect(rows[0]).toMatchObject({ nameEn: 'Wong Ka Yan', classNo: 1, phone: '91111111', problems: [] });
      expect(rows[1]).toMatchObject({ classNo: 2, phone: null });
      expect(rows[1].problems).toEqual([{ field: 'phone', code: 'formulaNoValue' }]);
      expect(rows[2].problems).toEqual([{ field: 'classNo', code: 'dateCell' }]);
      expect(rows[3].problems).toEqual([{ field: 'className', code: 'mergedCell' }]);
      expect(rows[4].problems).toEqual([{ field: 'className', code: 'mergedCell' }]);
    });

    it('reads CSV in UTF-8 with a byte-order mark, and Big5', async () => {
      const csv =
        '\uFEFF班別,學號,英文姓名,電話\r\n5A,"01",Chan Tai Man,"9123 4567"\r\n"5B",2,"Lee, Siu Ming",92345678\r\n';
      const utf8 = await uploadClassList(t, {
        cookie: career(),
        bytes: Buffer.from(csv, 'utf8'),
        fileName: 'list.csv',
        type: 'text/csv',
      });
      expect(utf8.status).toBe(200);
      expect(utf8.body).toMatchObject({ kind: 'csv', encoding: 'utf-8' });
      expect(utf8.body.rows.map((r: { nameEn: string }) => r.nameEn)).toEqual([
        'Chan Tai Man',
        'Lee, Siu Ming',
      ]);
      expect(utf8.body.rows[0]).toMatchObject({ className: '5A', classNo: 1, phone: '91234567' });
      // "班別,學號,英文姓名,中文姓名,電話 / 5A,1,Chan Tai Man,陳大文,91234567" saved by an older Windows Excel.
      const big5 = Buffer.from(
        'af5aa74f2cbec7b8b92cad5ea4e5a96da6572ca4a4a4e5a96da6572cb971b8dc0d0a35412c312c4368616e20546169204d616e2cb3afa46aa4e52c39313233343536370d0a',
        'hex',
      );
      const res = await uploadClassList(t, {
        cookie: career(),
        bytes: big5,
        fileName: 'big5.csv',
        type: 'text/csv',
      });
      expect(res.status).toBe(200);
      expect(res.body.encoding).toBe('big5');
      expect(res.body.rows[0]).toMatchObject({ nameEn: 'Chan Tai Man', nameZh: '陳大文', phone: '91234567' });
    });
  });

  describe('bad files get a clear message in the person’s language', () => {
    const refused = async (bytes: Buffer, lang: 'en' | 'zh-HK' = 'en', fileName = 'list.xlsx') => {
      const res = await uploadClassList(t, { cookie: career(), bytes, lang, fileName });
      return { status: res.status, message: res.body.message as string };
    };

    it('not a spreadsheet, by content rather than name', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      expect(await refused(png)).toEqual({
        status: 400,
        message: expect.stringContaining('not a spreadsheet'),
      });
      expect((await refused(png, 'zh-HK')).message).toContain('不是試算表');
      const zip = new JSZip();
      zip.file('hello.txt', 'not a workbook');
      const notWorkbook = await zip.generateAsync({ type: 'nodebuffer' });
      expect((await refused(notWorkbook)).message).toContain('not a spreadsheet');
      const xls = Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex');
      expect((await refused(xls)).message).toContain('.xls');
    });

    it('text that is neither UTF-8 nor Big5', async () => {
      const res = await refused(
        Buffer.from([0x43, 0x6c, 0x61, 0x73, 0x73, 0x2c, 0xff, 0xfe, 0x0a]),
        'en',
        'a.csv',
      );
      expect(res).toEqual({ status: 400, message: expect.stringContaining('UTF-8') });
    });

    it('larger than 10 MB', async () => {
      const res = await refused(Buffer.alloc(10 * 1024 * 1024 + 10, 0x41));
      expect(res).toEqual({ status: 413, message: expect.stringContaining('10 MB') });
    });

    it('50,000 rows, refused quickly', async () => {
      const rows: SheetCell[][] = [['Class', 'Class No.', 'English name', 'Phone']];
      for (let i = 0; i < 50_000; i++) rows.push(['5A', i, `Student ${i}`, String(90000000 + i)]);
      const bytes = await xlsxOf(rows);
      const started = Date.now();
      const res = await refused(bytes);
      expect(res).toEqual({ status: 400, message: expect.stringContaining('more than 5000 rows') });
      expect(Date.now() - started).toBeLessThan(5000);
      const csv = rows.map((r) => r.join(',')).join('\n');
      expect((await refused(Buffer.from(csv), 'zh-HK', 'big.csv')).message).toContain('超過 5000 列');
    }, 60_000);

    it('a file without the columns a student list needs names them', async () => {
      const bytes = await xlsxOf([
        ['English name', 'Phone', 'Remarks'],
        ['Chan', '91234567', ''],
      ]);
      const res = await refused(bytes);
      expect(res.status).toBe(400);
      expect(res.message).toContain('班別 / Class');
      expect(res.message).toContain('學號 / Class No.');
      expect(
        (
          await refused(
            await xlsxOf([
              ['a', 'b'],
              ['1', '2'],
            ]),
          )
        ).message,
      ).toContain('No header row');
    });
  });

  describe('who may', () => {
    const bytes = () =>
      xlsxOf([
        ['Class', 'Class No.', 'English name', 'Phone'],
        ['5A', 1, 'Chan', '91234567'],
      ]);
    const row = { className: '5A', classNo: 1, nameEn: 'Chan', nameZh: null, phone: '91234567', email: null };
    const importAs = (who: string | undefined, schoolId = 'beacon1') =>
      t.call(
        'roster.importList',
        { schoolId, role: 'student', schoolYear: '2026/27', fileName: 'a.xlsx', rows: [row] },
        { cookie: who },
      );

    it('refuses a teacher of another school, a teacher who is not the career teacher, a student and a visitor', async () => {
      for (const who of ['96002701', '90000004', '91000001']) {
        expect((await uploadClassList(t, { cookie: cookie[who], bytes: await bytes() })).status, who).toBe(
          403,
        );
        expect((await importAs(cookie[who])).error?.data.code, who).toBe('FORBIDDEN');
        expect(
          (await t.call('roster.list', { schoolId: 'beacon1', role: 'student' }, { cookie: cookie[who] }))
            .error?.data.code,
        ).toBe('FORBIDDEN');
      }
      expect((await uploadClassList(t, { bytes: await bytes() })).status).toBe(401);
      expect(await listed()).toEqual([]);
    });

    it('lets the principal preview, and an admin any school', async () => {
      expect((await uploadClassList(t, { cookie: cookie['90000002'], bytes: await bytes() })).status).toBe(
        200,
      );
      expect(
        (await uploadClassList(t, { cookie: cookie['90000001'], schoolId: 'beacon3', bytes: await bytes() }))
          .status,
      ).toBe(200);
      expect(
        (await uploadClassList(t, { cookie: career(), schoolId: 'nowhere', bytes: await bytes() })).status,
      ).toBe(404);
    });
  });

  describe('import and the next year’s re-import', () => {
    type Row = {
      line?: number;
      className: string | null;
      classNo: number | null;
      nameEn: string;
      nameZh: string | null;
      phone: string | null;
      email: string | null;
    };
    const person = (className: string, classNo: number, nameEn: string, phone: string): Row => ({
      className,
      classNo,
      nameEn,
      nameZh: null,
      phone,
      email: null,
    });
    const importList = (rows: Row[], o: { schoolYear?: string; skipped?: number; schoolId?: string } = {}) =>
      t.call<{ added: number; updated: number; unchanged: number; left: number; skipped: number }>(
        'roster.importList',
        {
          schoolId: o.schoolId ?? 'beacon1',
          role: 'student',
          schoolYear: o.schoolYear ?? '2026/27',
          fileName: 'class-list.xlsx',
          rows,
          skipped: o.skipped ?? 0,
        },
        { cookie: o.schoolId === 'beacon3' ? cookie['96002701'] : career() },
      );

    it('refuses the whole import naming the first row that still has a problem', async () => {
      const res = await importList([
        person('5A', 1, 'Chan Tai Man', '91230001'),
        { ...person('5A', 2, 'Lee', '2345 6789'), line: 7 },
      ]);
      expect(res.error?.data.code).toBe('BAD_REQUEST');
      expect(res.error?.message).toContain('Row 7');
      expect(res.error?.message).toContain('Hong Kong mobile');
      expect(await listed()).toEqual([]);
    });

    it('imports, then next year updates classes, marks the leaver and duplicates nobody', async () => {
      const first = await importList(
        [
          person('5A', 1, 'Chan Tai Man', '9123 0001'),
          person('5A', 2, 'Lee Siu Ming', '91230002'),
          person('5B', 1, 'Wong Ka Yan', '91230003'),
          person('5B', 2, 'Ho Wing', '91230004'),
        ],
        { skipped: 2 },
      );
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({ added: 4, updated: 0, left: 0, skipped: 2 });
      expect((await listed()).map((r) => [r.className, r.classNo, r.phone, r.schoolYear])).toEqual([
        ['5A', 1, '91230001', '2026/27'],
        ['5A', 2, '91230002', '2026/27'],
        ['5B', 1, '91230003', '2026/27'],
        ['5B', 2, '91230004', '2026/27'],
      ]);

      // The preview of next year's file shows what will change before anything does.
      const next = await xlsxOf([
        ['班別', '學號', '英文姓名', '電話'],
        ['6A', 1, 'Chan Tai Man', '91230001'],
        ['6A', 2, 'Lee Siu Ming', '91230002'],
        ['6B', 1, 'Ho Wing', '97770004'],
        ['6B', 2, 'New Kid', '91230005'],
      ]);
      const preview = await uploadClassList(t, { cookie: career(), bytes: next });
      expect(preview.body.counts).toMatchObject({ added: 1, updated: 3, unchanged: 0, left: 1 });
      expect(preview.body.leaving).toEqual([
        expect.objectContaining({ nameEn: 'Wong Ka Yan', className: '5B' }),
      ]);
      expect(preview.body.rows[0]).toMatchObject({ change: 'updated', fromClass: '5A', className: '6A' });

      t.clock.advance(60_000);
      const second = await importList(
        preview.body.rows.map(({ line, className, classNo, nameEn, nameZh, phone, email }: Row) => ({
          line,
          className,
          classNo,
          nameEn,
          nameZh,
          phone,
          email,
        })),
        { schoolYear: '2027/28' },
      );
      expect(second.data).toMatchObject({ added: 1, updated: 3, left: 1, skipped: 0 });
      const rows = await listed();
      expect(rows).toHaveLength(5);
      const current = rows.filter((r) => r.leftAt === null);
      expect(current.map((r) => [r.className, r.classNo, r.nameEn, r.phone, r.schoolYear])).toEqual([
        ['6A', 1, 'Chan Tai Man', '91230001', '2027/28'],
        ['6A', 2, 'Lee Siu Ming', '91230002', '2027/28'],
        ['6B', 1, 'Ho Wing', '97770004', '2027/28'],
        ['6B', 2, 'New Kid', '91230005', '2027/28'],
      ]);
      expect(rows.find((r) => r.leftAt !== null)).toMatchObject({ nameEn: 'Wong Ka Yan', className: '5B' });

      const imports = await t.deps.db
        .select()
        .from(schoolRosterImports)
        .where(eq(schoolRosterImports.schoolId, 'beacon1'))
        .orderBy(schoolRosterImports.createdAt);
      expect(imports.map((i) => [i.schoolYear, i.added, i.updated, i.left, i.skipped])).toEqual([
        ['2026/27', 4, 0, 0, 2],
        ['2027/28', 1, 3, 1, 0],
      ]);

      const list = await t.call<{
        rows: { nameEn: string; leftAt: string | null; registered: boolean }[];
        lastImport: { left: number };
      }>('roster.list', { schoolId: 'beacon1', role: 'student', includeLeft: true }, { cookie: career() });
      expect(list.data.rows.map((r) => r.nameEn)).toEqual([
        'Chan Tai Man',
        'Lee Siu Ming',
        'Ho Wing',
        'New Kid',
        'Wong Ka Yan',
      ]);
      expect(list.data.lastImport).toMatchObject({ left: 1 });
      // Registered means an account at the school with the listed phone (or one linked to the row).
      expect(list.data.rows.map((r) => r.registered)).toEqual([false, false, false, false, false]);
      await addPerson(t, { phone: '91230005', schoolId: 'beacon1', roles: 'secondary-school-student' });
      const after = await t.call<{ rows: { nameEn: string; registered: boolean }[] }>(
        'roster.list',
        { schoolId: 'beacon1', role: 'student' },
        { cookie: career() },
      );
      expect(after.data.rows.filter((r) => r.registered).map((r) => r.nameEn)).toEqual(['New Kid']);
      const currentOnly = await t.call<{ rows: unknown[] }>(
        'roster.list',
        { schoolId: 'beacon1', role: 'student' },
        { cookie: career() },
      );
      expect(currentOnly.data.rows).toHaveLength(4);
    });

    it('names a phone another school lists, in the preview and on import', async () => {
      const res = await importList([person('5A', 1, 'Chan Tai Man', '91230001')], { schoolId: 'beacon3' });
      expect(res.error?.message).toContain('another school');
      const preview = await uploadClassList(t, {
        cookie: cookie['96002701'],
        schoolId: 'beacon3',
        bytes: await xlsxOf([
          ['Class', 'Class No.', 'English name', 'Phone'],
          ['5A', 1, 'Chan', '91230001'],
        ]),
      });
      expect(preview.body.rows[0].problems).toEqual([{ field: 'phone', code: 'phoneInOtherSchool' }]);
      expect(await listed('beacon3')).toEqual([]);
    });

    it('keeps a teachers’ list apart from the students’', async () => {
      const res = await t.call<{ added: number; left: number }>(
        'roster.importList',
        {
          schoolId: 'beacon1',
          role: 'teacher',
          schoolYear: '2027/28',
          fileName: 'staff.csv',
          rows: [
            { className: null, classNo: null, nameEn: 'Ms Career', nameZh: null, phone: null, email: null },
          ],
        },
        { cookie: career() },
      );
      expect(res.data).toMatchObject({ added: 1, left: 0 });
      const students = await t.deps.db
        .select()
        .from(schoolRoster)
        .where(and(eq(schoolRoster.role, 'student'), isNull(schoolRoster.leftAt)));
      expect(students).toHaveLength(4);
    });
  });
});
