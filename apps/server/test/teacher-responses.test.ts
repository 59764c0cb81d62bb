import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { hkAt, seedTeacherEventFixtures } from './teacher-events-fixtures.ts';

const { teacherResponses } = schema;

interface Row {
  id: number;
  userId: string;
  schoolId: string | null;
  optionId: string;
  response: string;
  assignedTo: string | null;
  targetClass: string | null;
  sessionId: string | null;
  serviceId: string | null;
  estNumOfStudents: number | null;
  preferredSessionDates: string[];
  preferredSessionTime: string | null;
  intakeYear: number | null;
  questionAnswers: { questionId: string; answer: string; questionTitle: string }[];
}
interface Form {
  options: { id: string; isInternal: boolean; isProposeDate: boolean }[];
  questions: { id: string; showInOptionIds: string[] }[];
  responses: Row[];
}

describe('teacher responses (spec 1 §2.6, §4.2, teacher-upsertTeacherResponse)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let ev: Awaited<ReturnType<typeof seedTeacherEventFixtures>>;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ev = await seedTeacherEventFixtures(t);
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000101', schoolId: 'beacon3', roles: 'teacher' });
    // The demo client answers for the test service's organisation (spec 1 §2.6).
    await t.deps.db
      .update(schema.users)
      .set({ clientId: 'tc-client' })
      .where(eq(schema.users.id, ids['93000001']!));
    for (const phone of ['90000001', '90000003', '90000004', '90000005', '91000022', '93000001', '96000101'])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const count = async () => (await t.deps.db.select().from(teacherResponses)).length;

  it('serves the seeded options and questions', async () => {
    const res = await t.call<Form>('teacher.getTeacherResponses', {}, { cookie: cookie['90000003'] });
    expect(res.error).toBeNull();
    const ids = res.data.options.map((o) => o.id);
    expect(ids).toContain('tr-nominate-students');
    expect(ids).toContain('tr-book-time');
    expect(res.data.questions.map((q) => q.id)).toContain('tr-q-preferred-dates');
    expect(res.data.responses).toEqual([]);
  });

  it('registers a school for a service with the estimated number of students', async () => {
    const res = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      {
        serviceId: 'tc-work',
        optionId: 'tr-register',
        questionAnswers: [{ questionId: 'tr-q-est-students', answer: '40' }],
      },
      { cookie: cookie['90000003'] },
    );
    expect(res.error).toBeNull();
    const [row] = await t.deps.db.select().from(teacherResponses).where(eq(teacherResponses.id, res.data.id));
    expect(row).toMatchObject({
      userId: ids['90000003'],
      schoolId: 'beacon1',
      optionId: 'tr-register',
      response: 'Register my school',
      type: 'service',
      estNumOfStudents: 40,
      intakeYear: 2027,
      assignedTo: null,
    });
    const list = await t.call<Form>(
      'teacher.getTeacherResponses',
      { serviceId: 'tc-work' },
      { cookie: cookie['90000004'] },
    );
    expect(list.data.responses.map((r) => r.id)).toEqual([res.data.id]);
    // Another school's teacher does not see beacon1's response.
    const other = await t.call<Form>(
      'teacher.getTeacherResponses',
      { serviceId: 'tc-work' },
      { cookie: cookie['96000101'] },
    );
    expect(other.data.responses).toEqual([]);
  });

  it("assigns 'Not involved' to the teacher who answers", async () => {
    const res = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      { serviceId: 'tc-work', optionId: 'tr-not-involved' },
      { cookie: cookie['90000004'] },
    );
    expect(res.error).toBeNull();
    const [row] = await t.deps.db.select().from(teacherResponses).where(eq(teacherResponses.id, res.data.id));
    expect(row?.assignedTo).toBe(ids['90000004']);
  });

  it('proposes dates within tomorrow 9:00–17:00 on quarter hours, and refuses others', async () => {
    const good = [hkAt(t, 1, 9, 0), hkAt(t, 3, 16, 45)].join(' , ');
    const ok = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      {
        serviceId: 'tc-work',
        optionId: 'tr-propose-dates',
        questionAnswers: [
          { questionId: 'tr-q-preferred-dates', answer: good },
          { questionId: 'tr-q-preferred-time', answer: 'Fridays, lessons 7–8' },
        ],
      },
      { cookie: cookie['90000003'] },
    );
    expect(ok.error).toBeNull();
    const [row] = await t.deps.db.select().from(teacherResponses).where(eq(teacherResponses.id, ok.data.id));
    expect(row?.preferredSessionDates?.map((d) => d.toISOString())).toEqual([
      new Date(hkAt(t, 1, 9, 0)).toISOString(),
      new Date(hkAt(t, 3, 16, 45)).toISOString(),
    ]);
    expect(row?.preferredSessionTime).toBe('Fridays, lessons 7–8');

    const before = await count();
    for (const bad of [hkAt(t, 0, 15, 0), hkAt(t, 1, 8, 45), hkAt(t, 1, 17, 15), hkAt(t, 2, 10, 10)]) {
      const res = await t.call(
        'teacher.upsertTeacherResponse',
        {
          serviceId: 'tc-work',
          optionId: 'tr-propose-dates',
          questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: bad }],
        },
        { cookie: cookie['90000003'] },
      );
      expect(res.error?.message, bad).toBe(
        'Please propose a time from tomorrow on, between 9:00 and 17:00, in 15-minute steps.',
      );
    }
    expect(await count()).toBe(before);
  });

  it('hides propose-date options where the service does not allow them', async () => {
    const res = await t.call(
      'teacher.upsertTeacherResponse',
      {
        serviceId: 'tc-closed',
        optionId: 'tr-propose-dates',
        questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 2, 10) }],
      },
      { cookie: cookie['90000003'], lang: 'zh-HK' },
    );
    expect(res.error?.message).toBe('此處不提供這個選項。');
  });

  it('needs the required question of the chosen option, and a nominate-by date not in the past', async () => {
    const missing = await t.call(
      'teacher.upsertTeacherResponse',
      { serviceId: 'tc-work', optionId: 'tr-nominate-students' },
      { cookie: cookie['90000003'] },
    );
    expect(missing.error?.message).toBe('Please answer "Nominate students by".');
    const past = await t.call(
      'teacher.upsertTeacherResponse',
      {
        serviceId: 'tc-work',
        optionId: 'tr-nominate-students',
        questionAnswers: [{ questionId: 'tr-q-nominate-by', answer: hkAt(t, -1, 0).slice(0, 10) }],
      },
      { cookie: cookie['90000003'] },
    );
    expect(past.error?.message).toBe('Please choose today or a later date.');
    const today = await t.call(
      'teacher.upsertTeacherResponse',
      {
        serviceId: 'tc-work',
        optionId: 'tr-nominate-students',
        questionAnswers: [{ questionId: 'tr-q-nominate-by', answer: hkAt(t, 0, 0).slice(0, 10) }],
      },
      { cookie: cookie['90000003'] },
    );
    expect(today.error).toBeNull();
  });

  it('refuses a question of another option', async () => {
    const res = await t.call(
      'teacher.upsertTeacherResponse',
      {
        serviceId: 'tc-work',
        optionId: 'tr-register',
        questionAnswers: [{ questionId: 'tr-q-nominate-by', answer: '2099-01-01' }],
      },
      { cookie: cookie['90000003'] },
    );
    expect(res.error?.message).toBe('This question does not belong to the chosen option.');
  });

  it('keeps one class status per class and session; book time carries proposed dates', async () => {
    const first = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      { sessionId: ev.seminar, optionId: 'tr-played-video', targetClass: '5A' },
      { cookie: cookie['90000004'] },
    );
    expect(first.error).toBeNull();
    const second = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      {
        sessionId: ev.seminar,
        optionId: 'tr-book-time',
        targetClass: '5A',
        // As QuestionField sends it: Hong Kong wall-clock time without an offset.
        questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 2, 11, 30).slice(0, 16) }],
      },
      { cookie: cookie['90000003'] },
    );
    expect(second.data.id).toBe(first.data.id);
    const list = await t.call<Form>(
      'teacher.getTeacherResponses',
      { sessionId: ev.seminar },
      { cookie: cookie['90000004'] },
    );
    const rows = list.data.responses.filter((r) => r.targetClass === '5A');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ optionId: 'tr-book-time', serviceId: 'tc-work', sessionId: ev.seminar });
    expect(rows[0]?.preferredSessionDates).toEqual([new Date(hkAt(t, 2, 11, 30)).toISOString()]);
  });

  it('offers internal options to teachers only as class statuses', async () => {
    const res = await t.call(
      'teacher.upsertTeacherResponse',
      { serviceId: 'tc-work', optionId: 'tr-skip' },
      { cookie: cookie['90000003'] },
    );
    expect(res.error?.message).toBe('This option is not offered here.');
    const notStatus = await t.call(
      'teacher.upsertTeacherResponse',
      { sessionId: ev.seminar, optionId: 'tr-register', targetClass: '5B' },
      { cookie: cookie['90000003'] },
    );
    expect(notStatus.error?.message).toBe('This option is not offered here.');
  });

  it('lets a university client answer only propose-a-date options, for themselves', async () => {
    const reg = await t.call(
      'teacher.upsertTeacherResponse',
      { serviceId: 'tc-work', optionId: 'tr-register' },
      { cookie: cookie['93000001'] },
    );
    expect(reg.error?.message).toBe('This option is not offered here.');
    const ok = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      {
        serviceId: 'tc-work',
        optionId: 'tr-propose-dates',
        questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 4, 14) }],
      },
      { cookie: cookie['93000001'] },
    );
    expect(ok.error).toBeNull();
    const [row] = await t.deps.db.select().from(teacherResponses).where(eq(teacherResponses.id, ok.data.id));
    expect(row).toMatchObject({ schoolId: null, role: 'university-client' });
    const list = await t.call<Form>(
      'teacher.getTeacherResponses',
      { serviceId: 'tc-work' },
      { cookie: cookie['93000001'] },
    );
    expect(list.data.responses.map((r) => r.id)).toEqual([ok.data.id]);
  });

  it('denies students, unverified teachers, other schools and other schools’ sessions, changing nothing', async () => {
    const before = await count();
    const input = { serviceId: 'tc-work', optionId: 'tr-register' };
    for (const phone of ['91000022', '90000005']) {
      const res = await t.call('teacher.upsertTeacherResponse', input, { cookie: cookie[phone] });
      expect(res.error?.data.code, phone).toBe('FORBIDDEN');
    }
    const wrongSchool = await t.call(
      'teacher.upsertTeacherResponse',
      { ...input, schoolId: 'beacon3' },
      { cookie: cookie['90000003'] },
    );
    expect(wrongSchool.error?.message).toBe('Only active teachers of this school can do this.');
    const foreignSession = await t.call(
      'teacher.upsertTeacherResponse',
      { sessionId: ev.beacon3Only, optionId: 'tr-register' },
      { cookie: cookie['90000003'] },
    );
    expect(foreignSession.error?.message).toBe('This session belongs to another school.');
    const [mine] = await t.deps.db
      .select()
      .from(teacherResponses)
      .where(eq(teacherResponses.schoolId, 'beacon1'));
    const steal = await t.call(
      'teacher.upsertTeacherResponse',
      { ...input, id: mine!.id },
      { cookie: cookie['96000101'] },
    );
    expect(steal.error?.message).toBe('This response was not found.');
    const anon = await t.call('teacher.upsertTeacherResponse', input);
    expect(anon.error?.data.code).toBe('UNAUTHORIZED');
    const bad = await t.call(
      'teacher.upsertTeacherResponse',
      { serviceId: 'tc-work', optionId: 'nope' },
      { cookie: cookie['90000003'] },
    );
    expect(bad.error?.message).toBe('This response option was not found.');
    expect(await count()).toBe(before);
  });

  it("shows the viewer's latest 10 responses when no service or session is named", async () => {
    // Eleven distinct rows: a service answer replaces the earlier one, so use one class status per class.
    for (let i = 0; i < 11; i++) {
      t.clock.advance(1000);
      const res = await t.call(
        'teacher.upsertTeacherResponse',
        { serviceId: 'tc-work', optionId: 'tr-skip', targetClass: `9${String.fromCharCode(65 + i)}` },
        { cookie: cookie['90000004'] },
      );
      expect(res.error).toBeNull();
    }
    const res = await t.call<Form>('teacher.getTeacherResponses', {}, { cookie: cookie['90000004'] });
    expect(res.data.responses).toHaveLength(10);
    expect(res.data.responses.every((r) => r.userId === ids['90000004'])).toBe(true);
  });

  it('lets an admin answer for a named school', async () => {
    const res = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      { serviceId: 'tc-work', optionId: 'tr-register', schoolId: 'beacon3' },
      { cookie: cookie['90000001'] },
    );
    expect(res.error).toBeNull();
    const [row] = await t.deps.db.select().from(teacherResponses).where(eq(teacherResponses.id, res.data.id));
    expect(row?.schoolId).toBe('beacon3');
  });
});

describe('teacher responses on a service page (spec 1 §2.6, §4.2; decision 006)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    t = await createTestApp();
    await seedTeacherEventFixtures(t);
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000201', schoolId: 'beacon3', roles: 'teacher' });
    await t.deps.db.insert(schema.clients).values({ id: 'tc-other-client', name: 'Other University' });
    await t.deps.db
      .update(schema.users)
      .set({ clientId: 'tc-client' })
      .where(eq(schema.users.id, ids['93000001']!));
    await t.deps.db.insert(schema.users).values({
      phone: '96000202',
      fullName: 'Other client',
      roles: 'university-client',
      clientId: 'tc-other-client',
      // An approved client (decision 018): the refusal here is about the service's organisation.
      clientApprovedAt: t.clock.now,
    });
    for (const phone of [
      '90000001',
      '90000003',
      '90000004',
      '90000005',
      '91000022',
      '93000001',
      '96000201',
      '96000202',
    ])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const serviceRows = () =>
    t.deps.db.select().from(teacherResponses).where(eq(teacherResponses.serviceId, 'tc-work'));
  const answer = (phone: string, input: Record<string, unknown>) =>
    t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      { serviceId: 'tc-work', ...input },
      { cookie: cookie[phone] },
    );

  it("updates the school's answer to the same service and intake year instead of adding one", async () => {
    const first = await answer('90000003', {
      optionId: 'tr-register',
      questionAnswers: [{ questionId: 'tr-q-est-students', answer: '40' }],
    });
    expect(first.error).toBeNull();
    t.clock.advance(1000);
    // A colleague of the same school changes the school's answer (no id sent: the server matches it).
    const second = await answer('90000004', { optionId: 'tr-not-this-year' });
    expect(second.error).toBeNull();
    expect(second.data.id).toBe(first.data.id);
    const rows = await serviceRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: ids['90000004'],
      schoolId: 'beacon1',
      optionId: 'tr-not-this-year',
      type: 'service',
      intakeYear: 2027,
      sessionId: null,
    });
    const list = await t.call<Form>(
      'teacher.getTeacherResponses',
      { serviceId: 'tc-work' },
      { cookie: cookie['90000003'] },
    );
    expect(list.data.responses.map((r) => r.id)).toEqual([first.data.id]);
  });

  it('keeps each publicity report in its own row and refuses other internal options', async () => {
    const [service] = await serviceRows();
    const video = await answer('90000003', { optionId: 'tr-played-video' });
    expect(video.error).toBeNull();
    expect(video.data.id).not.toBe(service!.id);
    t.clock.advance(1000);
    const again = await answer('90000004', { optionId: 'tr-played-video' });
    expect(again.data.id).toBe(video.data.id);
    const other = await answer('90000003', { optionId: 'tr-published-other-means' });
    expect(other.error).toBeNull();
    expect(new Set([service!.id, video.data.id, other.data.id]).size).toBe(3);
    const [row] = await t.deps.db
      .select()
      .from(teacherResponses)
      .where(eq(teacherResponses.id, video.data.id));
    expect(row).toMatchObject({ type: 'action', response: 'Played the video', targetClass: null });
    const before = (await serviceRows()).length;
    const bookTime = await answer('90000003', { optionId: 'tr-book-time' });
    expect(bookTime.error?.message).toBe('This option is not offered here.');
    const client = await answer('93000001', { optionId: 'tr-played-video' });
    expect(client.error?.message).toBe('This option is not offered here.');
    expect((await serviceRows()).length).toBe(before);
    // The school's service answer is untouched by the reports.
    const [kept] = await t.deps.db
      .select()
      .from(teacherResponses)
      .where(eq(teacherResponses.id, service!.id));
    expect(kept?.optionId).toBe('tr-not-this-year');
  });

  it("keeps schools apart: another school's teacher gets their own row and cannot name ours", async () => {
    const [ours] = (await serviceRows()).filter((r) => r.type === 'service');
    const theirs = await answer('96000201', { optionId: 'tr-register' });
    expect(theirs.error).toBeNull();
    expect(theirs.data.id).not.toBe(ours!.id);
    const before = await serviceRows();
    const steal = await answer('96000201', { optionId: 'tr-not-this-year', id: ours!.id });
    expect(steal.error?.message).toBe('This response was not found.');
    const list = await t.call<Form>(
      'teacher.getTeacherResponses',
      { serviceId: 'tc-work' },
      { cookie: cookie['96000201'] },
    );
    expect(list.data.responses.map((r) => r.id)).toEqual([theirs.data.id]);
    expect(await serviceRows()).toEqual(before);
  });

  it("lets clients of the service's organisation propose dates for themselves; refuses the others", async () => {
    const before = await serviceRows();
    for (const phone of ['91000022', '90000005', '96000202']) {
      const res = await answer(phone, {
        optionId: 'tr-propose-dates',
        questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 3, 10) }],
      });
      expect(res.error?.data.code, phone).toBe('FORBIDDEN');
    }
    const otherClient = await answer('96000202', {
      optionId: 'tr-propose-dates',
      questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 3, 10) }],
    });
    expect(otherClient.error?.message).toBe('This service belongs to another organisation.');
    expect(await serviceRows()).toEqual(before);

    const first = await answer('93000001', {
      optionId: 'tr-propose-dates',
      questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 3, 10) }],
    });
    expect(first.error).toBeNull();
    const second = await answer('93000001', {
      optionId: 'tr-propose-dates',
      questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 4, 11) }],
    });
    expect(second.data.id).toBe(first.data.id);
    const [row] = await t.deps.db
      .select()
      .from(teacherResponses)
      .where(eq(teacherResponses.id, first.data.id));
    expect(row).toMatchObject({ schoolId: null, userId: ids['93000001'] });
    expect(row?.preferredSessionDates?.map((d) => d.toISOString())).toEqual([
      new Date(hkAt(t, 4, 11)).toISOString(),
    ]);
  });

  it("lets an admin change a named school's answer", async () => {
    const [ours] = (await serviceRows()).filter((r) => r.type === 'service' && r.schoolId === 'beacon1');
    const res = await answer('90000001', { optionId: 'tr-register', schoolId: 'beacon1' });
    expect(res.error).toBeNull();
    expect(res.data.id).toBe(ours!.id);
  });

  it('starts a new answer once every preferred date is past, or for a new intake year', async () => {
    const proposed = await answer('90000003', {
      optionId: 'tr-propose-dates',
      // Two days ahead, so that half a day later it is still ahead whatever the hour the suite runs.
      questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 2, 10) }],
    });
    const [ours] = (await serviceRows()).filter((r) => r.type === 'service' && r.schoolId === 'beacon1');
    expect(proposed.data.id).toBe(ours!.id);
    // Still ahead: the same row.
    t.clock.advance(DAY / 2);
    const same = await answer('90000003', {
      optionId: 'tr-propose-dates',
      questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 2, 10) }],
    });
    expect(same.data.id).toBe(ours!.id);
    t.clock.advance(3 * DAY);
    const fresh = await answer('90000003', { optionId: 'tr-register' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.id).not.toBe(ours!.id);

    await t.deps.db
      .update(schema.services)
      .set({ currIntakeYear: 2028 })
      .where(eq(schema.services.id, 'tc-work'));
    const nextYear = await answer('90000003', { optionId: 'tr-register' });
    expect(nextYear.data.id).not.toBe(fresh.data.id);
    const [row] = await t.deps.db
      .select()
      .from(teacherResponses)
      .where(eq(teacherResponses.id, nextYear.data.id));
    expect(row?.intakeYear).toBe(2028);
    const again = await answer('90000004', { optionId: 'tr-not-this-year' });
    expect(again.data.id).toBe(nextYear.data.id);
  });
});
