import { schema } from '@waypoint/db';
import { currentIntakeYear } from '@waypoint/domain';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { seedTeacherEventFixtures } from './teacher-events-fixtures.ts';

const { users, userPrograms, programs, eventResponses, events, staffAccessLog } = schema;

const STUDENT_HEADERS = [
  '班別 Class',
  '學號 Class number',
  '英文姓名 English name',
  '中文姓名 Chinese name',
  '文憑試年份 DSE year',
  '核實狀態 Verification',
  'JUPAS 選擇數目 Number of JUPAS choices',
  'JUPAS 選擇 JUPAS choices',
  '獲提名次數 Number of nominations',
  '獲提名活動 Nominated for',
  '出席次數 Number attended',
  '已出席活動 Attended',
  '最近出席 Last attended',
];

/** The rows of the first sheet as plain values, header first. */
async function readSheet(body: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // exceljs rows are 1-based and sparse: an empty cell reads as null here.
    const values = row.values as unknown[];
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => values[i + 1] ?? null));
  });
  return rows;
}

describe('school list exports: CSV and .xlsx (issue 27 item 4)', () => {
  let t: TestApp;
  let ev: Awaited<ReturnType<typeof seedTeacherEventFixtures>>;
  const cookie: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const intake = currentIntakeYear();
  // 10:30 in Hong Kong.
  const attendedAt = new Date('2026-03-02T02:30:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    ev = await seedTeacherEventFixtures(t);
    const db = t.deps.db;
    const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '90000003'));
    ids.otherTeacher = await addPerson(t, { phone: '96000301', schoolId: 'beacon3', roles: 'teacher' });
    ids.alpha = await addPerson(t, {
      phone: '96000311',
      schoolId: 'beacon1',
      roles: 'secondary-school-student',
    });
    ids.beta = await addPerson(t, {
      phone: '96000312',
      schoolId: 'beacon1',
      roles: 'secondary-school-student',
    });
    ids.foreign = await addPerson(t, {
      phone: '96000313',
      schoolId: 'beacon3',
      roles: 'secondary-school-student',
    });
    ids.graduate = await addPerson(t, {
      phone: '96000314',
      schoolId: 'beacon1',
      roles: 'secondary-school-student',
    });
    // Class 7Z sorts after every demo class: these rows are the file's last ones.
    const set = (id: string, values: Partial<typeof users.$inferInsert>) =>
      db.update(users).set(values).where(eq(users.id, id));
    await set(ids.alpha, {
      class: '7Z',
      studentNumber: '12',
      fullName: '=HYPERLINK("x") Alpha',
      chineseName: '甲',
      yearDSE: intake,
      verificationResult: 'Yes',
    });
    await set(ids.beta, { class: '7Z', studentNumber: '3', fullName: 'Beta', yearDSE: intake + 1 });
    await set(ids.foreign, { class: '7Z', studentNumber: '1', fullName: 'Foreign', yearDSE: intake });
    await set(ids.graduate, { class: '7Z', studentNumber: '2', fullName: 'Graduate', yearDSE: intake - 1 });
    const twoProgrammes = await db
      .select({ id: programs.id, code: programs.jupasCode, name: programs.name })
      .from(programs)
      .orderBy(asc(programs.id))
      .limit(2);
    await db
      .insert(userPrograms)
      .values(twoProgrammes.map((p, i) => ({ userId: ids.alpha!, programId: p.id, order: i + 1 })));
    ids.choices = twoProgrammes.map((p, i) => `${i + 1}. ${p.code} ${p.name}`).join('; ');
    await db
      .update(events)
      .set({ startTime: attendedAt, endTime: new Date(attendedAt.getTime() + 3600_000) })
      .where(eq(events.id, ev.earlier));
    await db.insert(eventResponses).values([
      {
        eventId: ev.seminar,
        userId: ids.alpha,
        response: 'Confirmed',
        confirmed: true,
        nominatedBy: teacher!.id,
        schoolId: 'beacon1',
      },
      {
        eventId: ev.earlier,
        userId: ids.alpha,
        response: 'Attended',
        confirmed: true,
        attended: true,
        schoolId: 'beacon1',
        rollCallTime: attendedAt,
      },
      {
        eventId: ev.seminar,
        userId: ids.foreign,
        response: 'Confirmed',
        confirmed: true,
        schoolId: 'beacon3',
      },
    ]);
    for (const phone of ['90000001', '90000003', '91000022', '96000301'])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const get = (url: string, phone: string | null, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(phone ? { cookie: cookie[phone]! } : {}), 'x-waypoint-lang': lang },
    });

  it('writes the students list as .xlsx: both languages in one header row, typed cells, HK dates', async () => {
    const res = await get('/api/schools/beacon1/students.xlsx', '90000003');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="students-beacon1.xlsx"');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(STUDENT_HEADERS);
    const ours = rows.filter((r) => r[0] === '7Z');
    // Class number as a number: 3 before 12. Another school's student and a graduate are not listed.
    expect(ours.map((r) => r[1])).toEqual([3, 12]);
    expect(rows.some((r) => r.includes('Foreign') || r.includes('Graduate'))).toBe(false);
    const [beta, alpha] = ours;
    expect(beta).toEqual([
      '7Z',
      3,
      'Beta',
      null,
      intake + 1,
      'Not verified',
      0,
      null,
      0,
      null,
      0,
      null,
      null,
    ]);
    // A name that looks like a formula stays text.
    expect(alpha!.slice(0, 7)).toEqual(['7Z', 12, '=HYPERLINK("x") Alpha', '甲', intake, 'Verified', 2]);
    expect(alpha![7]).toBe(ids.choices);
    expect(alpha!.slice(8, 12)).toEqual([1, 'Seminar A', 1, 'Seminar earlier']);
    // A real Excel date that reads 2026-03-02 10:30, Hong Kong's clock.
    expect(alpha![12]).toBeInstanceOf(Date);
    expect((alpha![12] as Date).toISOString()).toBe('2026-03-02T10:30:00.000Z');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Students');
    const alphaRow = rows.indexOf(alpha!) + 1;
    expect(sheet.getRow(alphaRow).getCell(13).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(alphaRow).getCell(3).type).toBe(ExcelJS.ValueType.String);
  });

  it('writes the same columns and rows as CSV, in the caller’s language for the words', async () => {
    const res = await get('/api/schools/beacon1/students.csv', '90000003', 'zh-HK');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(STUDENT_HEADERS.map((h) => `"${h}"`).join(','));
    const alpha = lines.find((l) => l.includes('Alpha'))!;
    expect(alpha).toContain(`"7Z","12","'=HYPERLINK(""x"") Alpha","甲","${intake}","已核實","2"`);
    expect(alpha).toContain('"2026年3月2日 10:30"');
    expect(lines.some((l) => l.includes('Foreign'))).toBe(false);
  });

  it('lets an admin export any school and refuses everyone else', async () => {
    const admin = await get('/api/schools/beacon3/students.xlsx', '90000001');
    expect(admin.statusCode).toBe(200);
    const rows = await readSheet(admin.rawPayload);
    expect(rows.filter((r) => r[0] === '7Z').map((r) => r[2])).toEqual(['Foreign']);
    for (const format of ['csv', 'xlsx']) {
      const foreign = await get(`/api/schools/beacon1/students.${format}`, '96000301');
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body).not.toContain('Alpha');
      expect((await get(`/api/schools/beacon1/students.${format}`, '91000022')).statusCode).toBe(403);
      expect((await get(`/api/schools/beacon1/students.${format}`, null)).statusCode).toBe(401);
      expect((await get(`/api/schools/bad%0Aid/students.${format}`, '90000001')).statusCode).toBe(400);
    }
    // Their own school's list works for the other school's teacher, without beacon1's students.
    const own = await readSheet((await get('/api/schools/beacon3/students.xlsx', '96000301')).rawPayload);
    expect(own.some((r) => r.includes('Foreign'))).toBe(true);
    expect(own.some((r) => String(r[2]).includes('Alpha'))).toBe(false);
  });

  it('records each download as a profile export of the students in it', async () => {
    await get('/api/schools/beacon1/students.xlsx', '90000003');
    const [teacher] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, '90000003'));
    const logged = await t.deps.db
      .select()
      .from(staffAccessLog)
      .where(eq(staffAccessLog.staffId, teacher!.id));
    expect(
      logged.some((r) => r.studentId === ids.alpha && r.action === 'export' && r.area === 'profile'),
    ).toBe(true);
    expect(logged.some((r) => r.studentId === ids.foreign)).toBe(false);
  });

  it('gives the session list an .xlsx twin of its CSV: same columns, same people, dates as dates', async () => {
    const xlsx = await get(`/api/events/${ev.seminar}/school.xlsx`, '90000003');
    expect(xlsx.statusCode).toBe(200);
    const rows = await readSheet(xlsx.rawPayload);
    expect(rows[0]).toEqual([
      '姓名 Name',
      '中文姓名 Chinese name',
      '班別 Class',
      '學號 Student number',
      '電話 Phone',
      '回應 Response',
      '已確認 Confirmed',
      '已出席 Attended',
      '提名老師 Nominated by',
      '點名時間 Roll-call time',
      '最後更新 Last updated',
    ]);
    const csv = await get(`/api/events/${ev.seminar}/school.csv`, '90000003');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(rows[0]!.map((h) => `"${h}"`).join(','));
    expect(rows.length).toBe(lines.length);
    const alpha = rows.find((r) => String(r[0]).includes('Alpha'))!;
    expect(alpha.slice(2, 7)).toEqual(['7Z', 12, '96000311', 'Confirmed', 'Yes']);
    expect(alpha[10]).toBeInstanceOf(Date);
    expect(rows.some((r) => r.includes('96000313'))).toBe(false);
    // Another school's teacher gets their own school's people only; a session of another school is hidden.
    const foreign = await readSheet(
      (await get(`/api/events/${ev.seminar}/school.xlsx`, '96000301')).rawPayload,
    );
    expect(foreign.map((r) => r[4])).toEqual(['電話 Phone', '96000313']);
    expect((await get(`/api/events/${ev.beacon3Only}/school.xlsx`, '90000003')).statusCode).toBe(404);
    expect((await get(`/api/events/${ev.seminar}/school.xlsx`, '91000022')).statusCode).toBe(403);
  });
});
