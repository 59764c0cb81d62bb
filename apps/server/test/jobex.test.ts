import { DEMO_JOBEX_PROGRAMS, schema, seedDemoEvents, seedDemoJobex } from '@waypoint/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CareerPlan,
  ClientJobs,
  CredentialView,
  ProfileDoc,
  ProgrammeStudent,
  StudentJobView,
  UserCredentials,
} from '../src/services/jobex/shapes.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const SECONDARY = '91000001';
const UNI_A = '92000002'; // harbour programme
const UNI_B = '92000003'; // harbour programme
const UNI_OTHER = '92000004'; // lion rock programme
const HARBOUR_CLIENT = '93000003';
const LION_ROCK_CLIENT = '93000002';

describe('jobex router (spec 3 §2, §3, §6, §7 jobEX-*)', () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  let harbourProgramme = 0;
  let lionRockProgramme = 0;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const { db } = t.database;
    await db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    await db.transaction((tx) => seedDemoJobex(tx));
    const programmes = await db
      .select({ id: schema.programs.id, code: schema.programs.jupasCode })
      .from(schema.programs)
      .where(inArray(schema.programs.jupasCode, Object.values(DEMO_JOBEX_PROGRAMS)));
    harbourProgramme = programmes.find((p) => p.code === DEMO_JOBEX_PROGRAMS['demo-harbour-uni'])!.id;
    lionRockProgramme = programmes.find((p) => p.code === DEMO_JOBEX_PROGRAMS['demo-lion-rock-tech'])!.id;
    for (const phone of [SECONDARY, UNI_A, UNI_B, UNI_OTHER, HARBOUR_CLIENT, LION_ROCK_CLIENT]) {
      cookie[phone] = await signIn(t, phone);
    }
  });
  afterAll(() => t.close());

  describe('who may use it', () => {
    it('refuses a secondary-school student and a client the student calls, in the caller’s language', async () => {
      const secondary = await t.call('jobex.getUserCredentials', undefined, { cookie: cookie[SECONDARY] });
      expect(secondary.status).toBe(403);
      expect(secondary.error?.message).toBe('The job-experience service is for university students.');
      const zh = await t.call(
        'jobex.saveUserCareerPlan',
        { careerPlan: emptyPlan() },
        {
          cookie: cookie[SECONDARY],
          lang: 'zh-HK',
        },
      );
      expect(zh.status).toBe(403);
      expect(zh.error?.message).toBe('求職經驗服務只供大學生使用。');
      const client = await t.call('jobex.getEmployers', undefined, { cookie: cookie[HARBOUR_CLIENT] });
      expect(client.status).toBe(403);
      const visitor = await t.call('jobex.getUserCareerPlan');
      expect(visitor.status).toBe(401);
    });

    it('refuses the client calls to students', async () => {
      const res = await t.call('jobex.getClientJobs', undefined, { cookie: cookie[UNI_A] });
      expect(res.status).toBe(403);
      expect(res.error?.message).toBe('Only a university client of this organisation can do this.');
      const list = await t.call(
        'jobex.getUsersByProgramId',
        { programId: harbourProgramme },
        { cookie: cookie[UNI_A] },
      );
      expect(list.status).toBe(403);
    });
  });

  describe('career plan', () => {
    it('saves target professions, sectors, a timeline and the form options, and reads them back', async () => {
      const plan = {
        ...emptyPlan(),
        objective: 'Audit trainee at a Big Four firm',
        targetProfessionIds: [1, 2],
        targetSectorIds: [1],
        timeline: [
          { yearOfStudy: 'Year 3', goal: 'Summer internship' },
          { yearOfStudy: 'Year 4', goal: 'Graduate applications' },
        ],
        curriculum: 'HKDSE',
        studentStatus: 'local',
        yearOfStudy: 'Year 3',
        programId: harbourProgramme,
        graduationYear: 2028,
        howToKnow: 'Department email',
      };
      const saved = await t.call<CareerPlan>(
        'jobex.saveUserCareerPlan',
        { careerPlan: plan },
        { cookie: cookie[UNI_A] },
      );
      expect(saved.status).toBe(200);
      const read = await t.call<CareerPlan>('jobex.getUserCareerPlan', undefined, { cookie: cookie[UNI_A] });
      expect(read.data).toMatchObject({ ...plan, updatedAt: t.clock.now.toISOString() });
      const [user] = await t.database.db
        .select({ yearOfStudy: schema.users.yearOfStudy })
        .from(schema.users)
        .where(eq(schema.users.phone, UNI_A));
      expect(user!.yearOfStudy).toBe('Year 3');
      // Another student's plan is their own: still empty.
      const other = await t.call<CareerPlan>('jobex.getUserCareerPlan', undefined, { cookie: cookie[UNI_B] });
      expect(other.data.targetProfessionIds).toEqual([]);
    });

    it('refuses six professions, an unknown profession, an option outside the lists and a repeated year', async () => {
      const six = await t.call(
        'jobex.saveUserCareerPlan',
        {
          careerPlan: { ...emptyPlan(), targetProfessionIds: [1, 2, 3, 4, 5, 6] },
        },
        { cookie: cookie[UNI_A] },
      );
      expect(six.status).toBe(400);
      expect(six.error?.message).toBe('Choose at most 5 target professions.');
      const unknown = await t.call(
        'jobex.saveUserCareerPlan',
        {
          careerPlan: { ...emptyPlan(), targetProfessionIds: [99999] },
        },
        { cookie: cookie[UNI_A] },
      );
      expect(unknown.status).toBe(404);
      const option = await t.call(
        'jobex.saveUserCareerPlan',
        {
          careerPlan: { ...emptyPlan(), curriculum: 'GCSE' },
        },
        { cookie: cookie[UNI_A], lang: 'zh-HK' },
      );
      expect(option.status).toBe(400);
      expect(option.error?.message).toBe('請從選項中選擇。');
      const repeated = await t.call(
        'jobex.saveUserCareerPlan',
        {
          careerPlan: {
            ...emptyPlan(),
            timeline: [
              { yearOfStudy: 'Year 2', goal: 'a' },
              { yearOfStudy: 'Year 2', goal: 'b' },
            ],
          },
        },
        { cookie: cookie[UNI_A] },
      );
      expect(repeated.status).toBe(400);
      // Nothing of the refused saves was written.
      const read = await t.call<CareerPlan>('jobex.getUserCareerPlan', undefined, { cookie: cookie[UNI_A] });
      expect(read.data.targetProfessionIds).toEqual([1, 2]);
    });
  });

  describe('credentials in CV sections', () => {
    it('adds credentials in three sections, reorders sections and entries, edits, deletes and syncs', async () => {
      const c = { cookie: cookie[UNI_A] };
      const added = await t.call<CredentialView[]>(
        'jobex.addUserCredentials',
        {
          credentials: [
            credential('education', 'BBA Accountancy', { startMonth: '2024-09' }),
            credential('internships', 'Audit intern', {
              organisation: 'Harbour & Co',
              startMonth: '2025-06',
              endMonth: '2025-08',
            }),
            credential('awards', "Dean's List"),
            credential('awards', 'Case competition, 1st'),
          ],
        },
        c,
      );
      expect(added.status).toBe(200);
      expect(added.data.map((x) => x.order)).toEqual([1, 1, 1, 2]);
      let cv = (await t.call<UserCredentials>('jobex.getUserCredentials', undefined, c)).data;
      expect(cv.sections.map((s) => s.sectionKey)).toEqual(['education', 'internships', 'awards']);
      expect(cv.syncedAt).toBeNull();

      const [education, internships, awards] = cv.sections;
      const reordered = await t.call(
        'jobex.updateUserSections',
        {
          sections: [awards, education, internships].map((s) => ({ id: s!.id })),
        },
        c,
      );
      expect(reordered.status).toBe(200);
      const awardIds = awards!.credentials.map((x) => x.id);
      await t.call(
        'jobex.updateUserCredentials',
        { credentials: [...awardIds].reverse().map((id) => ({ id })) },
        c,
      );
      cv = (await t.call<UserCredentials>('jobex.getUserCredentials', undefined, c)).data;
      expect(cv.sections.map((s) => s.sectionKey)).toEqual(['awards', 'education', 'internships']);
      expect(cv.sections[0]!.credentials.map((x) => x.headline)).toEqual([
        'Case competition, 1st',
        "Dean's List",
      ]);

      // A reorder that leaves one out is refused whole.
      const partial = await t.call('jobex.updateUserSections', { sections: [{ id: awards!.id }] }, c);
      expect(partial.status).toBe(409);

      const edited = await t.call<CredentialView>(
        'jobex.upsertUserCredential',
        {
          credential: {
            id: added.data[0]!.id,
            ...credential('education', 'BBA (Hons) Accountancy', {
              startMonth: '2024-09',
              endMonth: '2028-06',
            }),
          },
        },
        c,
      );
      expect(edited.status).toBe(200);
      expect(edited.data).toMatchObject({ headline: 'BBA (Hons) Accountancy', endMonth: '2028-06' });

      const badDates = await t.call(
        'jobex.upsertUserCredential',
        {
          credential: credential('projects', 'x', { startMonth: '2025-05', endMonth: '2025-01' }),
        },
        { ...c, lang: 'zh-HK' },
      );
      expect(badDates.status).toBe(400);
      expect(badDates.error?.message).toBe('結束月份不可早於開始月份。');

      // Another student cannot touch these rows: they are "not found" to them.
      const foreign = await t.call(
        'jobex.deleteUserCredential',
        { credentialId: awardIds[0] },
        { cookie: cookie[UNI_B] },
      );
      expect(foreign.status).toBe(404);
      const foreignSection = await t.call(
        'jobex.deleteUserSection',
        { sectionId: awards!.id },
        { cookie: cookie[UNI_B] },
      );
      expect(foreignSection.status).toBe(404);

      const deleted = await t.call('jobex.deleteUserCredential', { credentialId: awardIds[0] }, c);
      expect(deleted.status).toBe(200);

      const synced = await t.call<ProfileDoc>('jobex.syncCredentialsToProfileDoc', undefined, c);
      expect(synced.status).toBe(200);
      expect(synced.data.sections.map((s) => [s.sectionKey, s.credentials.map((x) => x.headline)])).toEqual([
        ['awards', ['Case competition, 1st']],
        ['education', ['BBA (Hons) Accountancy']],
        ['internships', ['Audit intern']],
      ]);
      cv = (await t.call<UserCredentials>('jobex.getUserCredentials', undefined, c)).data;
      expect(cv.syncedAt).toBe(t.clock.now.toISOString());
    });

    it('gives simultaneous additions to one section distinct places (the person is locked while ordering)', async () => {
      const c = { cookie: cookie[UNI_OTHER] };
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          t.call('jobex.addUserCredentials', { credentials: [credential('skills', `Skill ${i}`)] }, c),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const cv = (await t.call<UserCredentials>('jobex.getUserCredentials', undefined, c)).data;
      expect(cv.sections).toHaveLength(1);
      expect(cv.sections[0]!.credentials.map((x) => x.order).sort()).toEqual([1, 2, 3, 4, 5]);
    });

    it('refuses an unknown section and a missing headline with readable messages', async () => {
      const unknown = await t.call(
        'jobex.addUserCredentials',
        {
          credentials: [{ ...credential('education', 'x'), sectionKey: 'hobbies' }],
        },
        { cookie: cookie[UNI_B] },
      );
      expect(unknown.status).toBe(400);
      expect(unknown.error?.message).toBe('Please choose one of the CV sections.');
      const empty = await t.call(
        'jobex.addUserCredentials',
        {
          credentials: [credential('education', '   ')],
        },
        { cookie: cookie[UNI_B] },
      );
      expect(empty.status).toBe(400);
      expect(empty.error?.message).toBe('Please enter a headline.');
    });
  });

  describe('claims and experiences (jobEX-upsertUserClaims)', () => {
    it('keeps claims with the SLP rules and adds experiences as CV entries, both or neither', async () => {
      const c = { cookie: cookie[UNI_B] };
      const claim = (text: string, selected = true, order = 1) => ({ text, selected, order, type: 'claim' });
      const ok = await t.call<{ experiences: CredentialView[] }>(
        'jobex.upsertUserClaims',
        {
          userClaims: [
            { text: 'Problem solving', selected: true, order: 1, type: 'strength' },
            claim('Led a team of five in a case competition'),
          ],
          userExps: [credential('workExperience', 'Part-time tutor', { organisation: 'Lion Rock Tutors' })],
        },
        c,
      );
      expect(ok.status).toBe(200);
      expect(ok.data.experiences.map((x) => x.headline)).toEqual(['Part-time tutor']);
      const [user] = await t.deps.db.select().from(schema.users).where(eq(schema.users.phone, UNI_B));
      const stored = await t.deps.db
        .select()
        .from(schema.userClaims)
        .where(eq(schema.userClaims.userId, user!.id));
      expect(stored.map((x) => [x.type, x.text]).sort()).toEqual([
        ['claim', 'Led a team of five in a case competition'],
        ['strength', 'Problem solving'],
      ]);

      // Six selected claims: refused with the SLP's message, and the experience is not added either.
      const tooMany = await t.call(
        'jobex.upsertUserClaims',
        {
          userClaims: Array.from({ length: 6 }, (_, i) => claim(`Claim ${i}`, true, i + 1)),
          userExps: [credential('workExperience', 'Second job')],
        },
        c,
      );
      expect(tooMany.status).toBe(400);
      expect(tooMany.error?.message).toBe('You can only select at most 5 claims!');
      const cv = (await t.call<UserCredentials>('jobex.getUserCredentials', undefined, c)).data;
      const work = cv.sections.find((x) => x.sectionKey === 'workExperience');
      expect(work?.credentials.map((x) => x.headline)).toEqual(['Part-time tutor']);
      const after = await t.deps.db
        .select()
        .from(schema.userClaims)
        .where(eq(schema.userClaims.userId, user!.id));
      expect(after).toHaveLength(2);

      const secondary = await t.call(
        'jobex.upsertUserClaims',
        { userClaims: [], userExps: [] },
        { cookie: cookie[SECONDARY] },
      );
      expect(secondary.status).toBe(403);
    });
  });

  describe('employer jobs and programme students', () => {
    let jobId = '';

    it('lets a client post a job for its own programme only', async () => {
      const job = {
        programId: harbourProgramme,
        employerName: 'Harbour & Co CPA',
        title: 'Summer audit intern',
        location: 'Central',
        description: 'Ten weeks in the audit team.',
        applyUrl: 'https://example.org/apply',
        deadline: '2027-03-31',
      };
      const posted = await t.call<{ id: string }>(
        'jobex.upsertEmployerJob',
        { job },
        { cookie: cookie[HARBOUR_CLIENT] },
      );
      expect(posted.status).toBe(200);
      jobId = posted.data.id;
      const other = await t.call('jobex.upsertEmployerJob', { job }, { cookie: cookie[LION_ROCK_CLIENT] });
      expect(other.status).toBe(403);
      expect(other.error?.message).toBe("This programme is not one of your organisation's programmes.");
      // Nor may another client edit it by id, even when naming its own programme.
      const hijack = await t.call(
        'jobex.upsertEmployerJob',
        {
          job: { ...job, id: jobId, programId: lionRockProgramme },
        },
        { cookie: cookie[LION_ROCK_CLIENT] },
      );
      expect(hijack.status).toBe(404);
      const badUrl = await t.call(
        'jobex.upsertEmployerJob',
        {
          job: { ...job, applyUrl: 'javascript:alert(1)' },
        },
        { cookie: cookie[HARBOUR_CLIENT] },
      );
      expect(badUrl.status).toBe(400);
    });

    it('shows the job to the programme’s students only, who save and track it', async () => {
      const seen = await t.call<StudentJobView[]>('jobex.getEmployers', undefined, { cookie: cookie[UNI_A] });
      expect(seen.data.map((j) => j.id)).toEqual([jobId]);
      expect(seen.data[0]).toMatchObject({ clientName: 'Harbour University', tracking: null });
      const notSeen = await t.call<StudentJobView[]>('jobex.getEmployers', undefined, {
        cookie: cookie[UNI_OTHER],
      });
      expect(notSeen.data).toEqual([]);
      const refused = await t.call(
        'jobex.upsertUserEmployerJobs',
        {
          userEmployerJobs: [{ jobId }],
        },
        { cookie: cookie[UNI_OTHER] },
      );
      expect(refused.status).toBe(404);

      await t.call(
        'jobex.upsertUserEmployerJobs',
        { userEmployerJobs: [{ jobId }] },
        { cookie: cookie[UNI_B] },
      );
      const applied = await t.call(
        'jobex.upsertUserEmployerJobs',
        {
          userEmployerJobs: [{ jobId, status: 'applied', note: 'Sent 1 March' }],
        },
        { cookie: cookie[UNI_A] },
      );
      expect(applied.status).toBe(200);
      const tracked = await t.call<StudentJobView[]>('jobex.getEmployers', undefined, {
        cookie: cookie[UNI_A],
      });
      expect(tracked.data[0]!.tracking).toMatchObject({ status: 'applied', note: 'Sent 1 March' });

      const client = await t.call<ClientJobs>('jobex.getClientJobs', undefined, {
        cookie: cookie[HARBOUR_CLIENT],
      });
      expect(client.data.programmes.map((p) => p.id)).toEqual([harbourProgramme]);
      expect(client.data.jobs[0]).toMatchObject({ id: jobId, savedCount: 2, appliedCount: 1 });
    });

    it('lets a client see the students of its own programme only (getUsersByProgramId)', async () => {
      const own = await t.call<ProgrammeStudent[]>(
        'jobex.getUsersByProgramId',
        { programId: harbourProgramme },
        {
          cookie: cookie[HARBOUR_CLIENT],
        },
      );
      expect(own.status).toBe(200);
      expect(own.data.map((s) => s.fullName)).toEqual(['Lam Tsz Yan', 'Yeung Ka Ho']);
      expect(own.data[0]).toMatchObject({
        yearOfStudy: 'Year 3',
        graduationYear: 2028,
        savedJobs: 1,
        appliedJobs: 1,
      });
      const otherProgramme = await t.call(
        'jobex.getUsersByProgramId',
        { programId: lionRockProgramme },
        {
          cookie: cookie[HARBOUR_CLIENT],
          lang: 'zh-HK',
        },
      );
      expect(otherProgramme.status).toBe(403);
      expect(otherProgramme.error?.message).toBe('此課程不屬於你的機構。');
      const lionRock = await t.call<ProgrammeStudent[]>(
        'jobex.getUsersByProgramId',
        { programId: lionRockProgramme },
        {
          cookie: cookie[LION_ROCK_CLIENT],
        },
      );
      // The lion rock client sees its own student, and none of the harbour job's tracking.
      expect(lionRock.data.map((s) => [s.fullName, s.savedJobs])).toEqual([['Tang Hiu Tung', 0]]);
      const secondary = await t.call(
        'jobex.getUsersByProgramId',
        { programId: harbourProgramme },
        {
          cookie: cookie[SECONDARY],
        },
      );
      expect(secondary.status).toBe(403);
    });

    it('follows the programme a student states in the plan, and refuses an unknown programme', async () => {
      const unknown = await t.call(
        'jobex.saveUserCareerPlan',
        {
          careerPlan: { ...emptyPlan(), programId: 999999 },
        },
        { cookie: cookie[UNI_B] },
      );
      expect(unknown.status).toBe(404);
      const moved = await t.call<CareerPlan>(
        'jobex.saveUserCareerPlan',
        {
          careerPlan: { ...emptyPlan(), programId: lionRockProgramme },
        },
        { cookie: cookie[UNI_B] },
      );
      expect(moved.data.programId).toBe(lionRockProgramme);
      const harbour = await t.call<ProgrammeStudent[]>(
        'jobex.getUsersByProgramId',
        { programId: harbourProgramme },
        {
          cookie: cookie[HARBOUR_CLIENT],
        },
      );
      expect(harbour.data.map((s) => s.fullName)).toEqual(['Lam Tsz Yan']);
      const lionRock = await t.call<ProgrammeStudent[]>(
        'jobex.getUsersByProgramId',
        { programId: lionRockProgramme },
        {
          cookie: cookie[LION_ROCK_CLIENT],
        },
      );
      expect(lionRock.data.map((s) => s.fullName)).toEqual(['Tang Hiu Tung', 'Yeung Ka Ho']);
      // The harbour job this student saved stays in their tracker; the new programme's open jobs join it.
      const jobs = await t.call<StudentJobView[]>('jobex.getEmployers', undefined, { cookie: cookie[UNI_B] });
      expect(jobs.data.map((j) => j.tracking?.status)).toEqual(['saved']);
    });
  });

  describe('client programmes (admin)', () => {
    it('lets only an admin link a client to programmes, which then decides what the client may do', async () => {
      const admin = await signIn(t, '90000001');
      const refused = await t.call(
        'jobex.setClientPrograms',
        {
          clientId: 'demo-lion-rock-tech',
          programIds: [harbourProgramme],
        },
        { cookie: cookie[LION_ROCK_CLIENT] },
      );
      expect(refused.status).toBe(403);
      const unknown = await t.call(
        'jobex.setClientPrograms',
        { clientId: 'no-such-client', programIds: [] },
        {
          cookie: admin,
        },
      );
      expect(unknown.status).toBe(404);
      const set = await t.call(
        'jobex.setClientPrograms',
        {
          clientId: 'demo-lion-rock-tech',
          programIds: [lionRockProgramme, harbourProgramme],
        },
        { cookie: admin },
      );
      expect(set.status).toBe(200);
      const list = await t.call<{ id: string; programmes: { id: number }[] }[]>(
        'jobex.getClientPrograms',
        undefined,
        {
          cookie: admin,
        },
      );
      expect(
        list.data
          .find((c) => c.id === 'demo-lion-rock-tech')!
          .programmes.map((p) => p.id)
          .sort(),
      ).toEqual([harbourProgramme, lionRockProgramme].sort());
      const nowAllowed = await t.call(
        'jobex.getUsersByProgramId',
        { programId: harbourProgramme },
        {
          cookie: cookie[LION_ROCK_CLIENT],
        },
      );
      expect(nowAllowed.status).toBe(200);
      await t.call(
        'jobex.setClientPrograms',
        { clientId: 'demo-lion-rock-tech', programIds: [lionRockProgramme] },
        {
          cookie: admin,
        },
      );
      const again = await t.call(
        'jobex.getUsersByProgramId',
        { programId: harbourProgramme },
        {
          cookie: cookie[LION_ROCK_CLIENT],
        },
      );
      expect(again.status).toBe(403);
    });
  });
});

function emptyPlan() {
  return {
    objective: null,
    targetProfessionIds: [],
    targetSectorIds: [],
    timeline: [],
    curriculum: null,
    studentStatus: null,
    yearOfStudy: null,
    programId: null,
    graduationYear: null,
    howToKnow: null,
  };
}

function credential(sectionKey: string, headline: string, extra: Record<string, string> = {}) {
  return {
    sectionKey,
    headline,
    organisation: null,
    location: null,
    startMonth: null,
    endMonth: null,
    description: null,
    ...extra,
  };
}
