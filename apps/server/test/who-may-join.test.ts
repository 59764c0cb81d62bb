import { DEMO_JOBEX_PROGRAMS, schema, seedDemoEvents, seedDemoJobex, setSetting } from '@waypoint/db';
import { PICS_VERSION } from '@waypoint/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientJobs, StudentJobView } from '../src/services/jobex/shapes.ts';
import type { ClientAccount } from '../src/services/users/client-approvals.ts';
import { demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { seedTeacherEventFixtures } from './teacher-events-fixtures.ts';

// Issue 22, items 1 and 2 (decision 018): signing up proves a phone at most. A client acts for its
// organisation once approved; a student sees other students once a teacher of the school verified them.

const { users, events, eventResponses, jobexEmployerJobs, clientInvitations } = schema;

const ADMIN = '90000001';
const CAREER_TEACHER = '90000003'; // active, beacon1
const HARBOUR_CLIENT = '93000001'; // approved, demo-harbour-uni
const LION_ROCK_CLIENT = '93000002'; // approved, demo-lion-rock-tech
const HARBOUR_STUDENT = '92000002'; // university student of the harbour programme
const HOUR = 3600_000;

const signUp = {
  fullName: 'Pat Impostor',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  picsVersion: PICS_VERSION,
};

interface Me {
  user: { id: string; clientId: string | null; clientStanding: string };
}

describe('who may join (issue 22 items 1 and 2)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  let harbourProgramme = 0;

  beforeAll(async () => {
    t = await createTestApp({ smsVerification: false });
    const { db } = t.database;
    await db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    await db.transaction((tx) => seedDemoJobex(tx));
    const [programme] = await db
      .select({ id: schema.programs.id })
      .from(schema.programs)
      .where(eq(schema.programs.jupasCode, DEMO_JOBEX_PROGRAMS['demo-harbour-uni']));
    harbourProgramme = programme!.id;
    ids = await demoIds(t);
    for (const phone of [
      ADMIN,
      CAREER_TEACHER,
      HARBOUR_CLIENT,
      LION_ROCK_CLIENT,
      HARBOUR_STUDENT,
      '91000030',
    ]) {
      cookie[phone] = await signIn(t, phone);
    }
    // SMS verification on, as in production: the skip button still makes an account.
    await setSetting(db, 'smsVerification', 'TRUE');
  });
  afterAll(() => t.close());

  async function register(phone: string, extra: Record<string, unknown>) {
    return t.call<Me>('users.createNewUser', {
      ...signUp,
      phone,
      email: `${phone}@example.com`,
      skipVerification: true,
      ...extra,
    });
  }

  const job = (programId: number) => ({
    programId,
    employerName: 'Harbour University Careers',
    title: 'Summer research assistant',
    location: null,
    description: null,
    applyUrl: 'https://phish.example/apply',
    deadline: null,
  });

  describe('university clients', () => {
    let impostor = '';
    let impostorId = '';

    it('a client who names any organisation gets an account but no client call answers until approved', async () => {
      const res = await register('51230001', { role: 'university-client', clientId: 'demo-harbour-uni' });
      expect(res.status).toBe(200);
      expect(res.data.user).toMatchObject({ clientId: 'demo-harbour-uni', clientStanding: 'waiting' });
      impostor = res.cookie!;
      impostorId = res.data.user.id;

      const students = await t.call(
        'jobex.getUsersByProgramId',
        { programId: harbourProgramme },
        { cookie: impostor },
      );
      expect(students.status).toBe(403);
      expect(students.error?.message).toBe(
        'Your account is waiting for approval by an admin or an approved colleague of your organisation.',
      );
      const jobs = await t.call('jobex.getClientJobs', undefined, { cookie: impostor, lang: 'zh-HK' });
      expect(jobs.status).toBe(403);
      expect(jobs.error?.message).toBe('你的帳戶正等待管理員或貴機構已獲批核的同事批核。');
      const [before] = await t.deps.db.select({ n: count() }).from(jobexEmployerJobs);
      const post = await t.call(
        'jobex.upsertEmployerJob',
        { job: job(harbourProgramme) },
        { cookie: impostor },
      );
      expect(post.status).toBe(403);
      const [after] = await t.deps.db.select({ n: count() }).from(jobexEmployerJobs);
      expect(after!.n).toBe(before!.n);
      expect((await t.call('users.getClientAccounts', undefined, { cookie: impostor })).status).toBe(403);
      expect(
        (await t.call('users.createClientInvitation', { clientId: 'demo-harbour-uni' }, { cookie: impostor }))
          .status,
      ).toBe(403);
    });

    it('nobody approves themselves, nor a client of another organisation, nor does a waiting client approve', async () => {
      const self = await t.call(
        'users.setClientApproval',
        { userId: impostorId, approved: true },
        { cookie: impostor },
      );
      expect(self.status).toBe(403);
      expect(self.error?.message).toBe(
        'Only an admin or an approved colleague of the same organisation can approve this account.',
      );
      const otherOrg = await t.call(
        'users.setClientApproval',
        { userId: impostorId, approved: true },
        { cookie: cookie[LION_ROCK_CLIENT] },
      );
      expect(otherOrg.status).toBe(403);
      const waitingColleague = await register('51230002', {
        role: 'university-client',
        clientId: 'demo-harbour-uni',
      });
      const byWaiting = await t.call(
        'users.setClientApproval',
        { userId: impostorId, approved: true },
        { cookie: waitingColleague.cookie },
      );
      expect(byWaiting.status).toBe(403);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, impostorId));
      expect(row!.clientApprovedAt).toBeNull();
      // An approved client of another organisation does not see this one's list either.
      const lionList = await t.call<ClientAccount[]>('users.getClientAccounts', undefined, {
        cookie: cookie[LION_ROCK_CLIENT],
      });
      expect(lionList.data.map((a) => a.userId)).not.toContain(impostorId);
    });

    it('an approved colleague of the organisation lists and approves the account, which then answers', async () => {
      const list = await t.call<ClientAccount[]>('users.getClientAccounts', undefined, {
        cookie: cookie[HARBOUR_CLIENT],
      });
      expect(list.status).toBe(200);
      expect(list.data.find((a) => a.userId === impostorId)).toMatchObject({ approvedAt: null });
      expect(new Set(list.data.map((a) => a.clientId))).toEqual(new Set(['demo-harbour-uni']));
      const approve = await t.call(
        'users.setClientApproval',
        { userId: impostorId, approved: true },
        { cookie: cookie[HARBOUR_CLIENT] },
      );
      expect(approve.status).toBe(200);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, impostorId));
      expect(row!.clientApprovedBy).toBe(ids[HARBOUR_CLIENT]);
      const jobs = await t.call<ClientJobs>('jobex.getClientJobs', undefined, { cookie: impostor });
      expect(jobs.status).toBe(200);
      const me = await t.call<Me['user']>('users.getLoggedInUser', undefined, { cookie: impostor });
      expect(me.data.clientStanding).toBe('approved');
      // Withdrawn, it answers nothing again.
      await t.call(
        'users.setClientApproval',
        { userId: impostorId, approved: false },
        { cookie: cookie[ADMIN] },
      );
      expect((await t.call('jobex.getClientJobs', undefined, { cookie: impostor })).status).toBe(403);
    });

    it('the first client of an organisation is approved by an admin only', async () => {
      await t.deps.db.insert(schema.clients).values({ id: 'wmj-new-org', name: 'New Organisation' });
      const first = await register('51230003', { role: 'university-client', clientId: 'wmj-new-org' });
      const byClient = await t.call(
        'users.setClientApproval',
        { userId: first.data.user.id, approved: true },
        { cookie: cookie[HARBOUR_CLIENT] },
      );
      expect(byClient.status).toBe(403);
      const byAdmin = await t.call(
        'users.setClientApproval',
        { userId: first.data.user.id, approved: true },
        { cookie: cookie[ADMIN] },
      );
      expect(byAdmin.status).toBe(200);
      expect((await t.call('jobex.getClientJobs', undefined, { cookie: first.cookie })).status).toBe(200);
      const adminList = await t.call<ClientAccount[]>('users.getClientAccounts', undefined, {
        cookie: cookie[ADMIN],
      });
      expect(adminList.data.map((a) => a.clientId)).toEqual(
        expect.arrayContaining(['demo-harbour-uni', 'demo-lion-rock-tech', 'wmj-new-org']),
      );
    });

    it('an admin’s invitation link approves at sign-up, once, for its own organisation only', async () => {
      const invite = await t.call<{ url: string }>(
        'users.createClientInvitation',
        { clientId: 'demo-lion-rock-tech' },
        { cookie: cookie[ADMIN] },
      );
      expect(invite.status).toBe(200);
      const token = new URL(invite.data.url).searchParams.get('invite')!;
      expect(new URL(invite.data.url).pathname).toBe('/c/demo-lion-rock-tech');
      const [stored] = await t.deps.db.select().from(clientInvitations);
      expect(stored!.tokenHash).not.toBe(token);

      const wrongOrg = await register('51230004', {
        role: 'university-client',
        clientId: 'demo-harbour-uni',
        clientInvite: token,
      });
      expect(wrongOrg.status).toBe(400);
      expect(wrongOrg.error?.message).toBe(
        'This invitation link is not valid, has been used or has expired. Please ask for a new one.',
      );
      const invited = await register('51230004', {
        role: 'university-client',
        clientId: 'demo-lion-rock-tech',
        clientInvite: token,
      });
      expect(invited.status).toBe(200);
      expect(invited.data.user.clientStanding).toBe('approved');
      expect((await t.call('jobex.getClientJobs', undefined, { cookie: invited.cookie })).status).toBe(200);
      const again = await register('51230005', {
        role: 'university-client',
        clientId: 'demo-lion-rock-tech',
        clientInvite: token,
      });
      expect(again.status).toBe(400);
      const [left] = await t.deps.db
        .select({ n: count() })
        .from(users)
        .where(inArray(users.phone, ['51230005']));
      expect(left!.n).toBe(0);
      // Expired after a week.
      const late = await t.call<{ url: string }>(
        'users.createClientInvitation',
        { clientId: 'demo-lion-rock-tech' },
        { cookie: cookie[ADMIN] },
      );
      t.clock.advance(8 * 24 * HOUR);
      const expired = await register('51230006', {
        role: 'university-client',
        clientInvite: new URL(late.data.url).searchParams.get('invite'),
      });
      t.clock.advance(-8 * 24 * HOUR);
      expect(expired.status).toBe(400);
    });

    it('shows students who posted a job', async () => {
      const posted = await t.call<{ id: string }>(
        'jobex.upsertEmployerJob',
        { job: job(harbourProgramme) },
        { cookie: cookie[HARBOUR_CLIENT] },
      );
      expect(posted.status).toBe(200);
      const seen = await t.call<StudentJobView[]>('jobex.getEmployers', undefined, {
        cookie: cookie[HARBOUR_STUDENT],
      });
      expect(seen.data.find((j) => j.id === posted.data.id)?.postedBy).toEqual({
        fullName: 'Leung Chi Keung',
        chineseName: '梁志強',
      });
      const own = await t.call<ClientJobs>('jobex.getClientJobs', undefined, {
        cookie: cookie[HARBOUR_CLIENT],
      });
      expect(own.data.jobs.find((j) => j.id === posted.data.id)?.postedBy?.fullName).toBe('Leung Chi Keung');
    });
  });

  describe('secondary students', () => {
    let newcomer = '';
    let newcomerId = '';
    let session = '';
    let future = '';

    interface List {
      participants: { userId: string; fullName: string; group: string }[];
      ranking: { targetUserId: string }[];
      myVotes: { targetUserId: string }[];
      namesHidden: boolean;
    }

    beforeAll(async () => {
      const res = await register('51230101', {
        role: 'secondary-school-student',
        schoolId: 'beacon1',
        class: '5A',
        yearDSE: 2028,
      });
      expect(res.status).toBe(200);
      newcomer = res.cookie!;
      newcomerId = (res.data as Me).user.id;
      const start = new Date(t.clock.now.getTime() - 2 * HOUR);
      const [row] = await t.deps.db
        .insert(events)
        .values({
          name: 'Workshop 2',
          startTime: start,
          endTime: new Date(start.getTime() + HOUR),
          anchorEventId: 'work-workshop-2',
        })
        .returning({ id: events.id });
      session = row!.id;
      for (const userId of [newcomerId, ids['91000030']!, ids['91000031']!]) {
        await t.deps.db
          .insert(eventResponses)
          .values({ eventId: session, userId, response: 'Attended', attended: true });
      }
      // Someone liked a classmate: the ranking names them.
      await t.call(
        'events.upsertUserUsers',
        { sessionId: session, userUsers: [{ targetUserId: ids['91000031'], reaction: 'like' }] },
        { cookie: cookie['91000030'] },
      );
      future = (await seedTeacherEventFixtures(t)).seminar;
    });

    const list = (c: string) =>
      t.call<List>('events.getSessionParticipants', { sessionId: session }, { cookie: c });

    it('an unverified student sees no other student on the session: not in the list, groups or ranking', async () => {
      const res = await list(newcomer);
      expect(res.status).toBe(200);
      expect(res.data.namesHidden).toBe(true);
      expect(res.data.participants.map((p) => p.userId)).toEqual([newcomerId]);
      expect(res.data.ranking).toEqual([]);
      const names = JSON.stringify(res.data);
      for (const phone of ['91000030', '91000031']) {
        const [other] = await t.deps.db.select().from(users).where(eq(users.phone, phone));
        expect(names).not.toContain(other!.fullName);
      }
    });

    it('an unverified student cannot vote for another student', async () => {
      const res = await t.call(
        'events.upsertUserUsers',
        { sessionId: session, userUsers: [{ targetUserId: ids['91000031'], reaction: 'like' }] },
        { cookie: newcomer },
      );
      expect(res.status).toBe(400);
    });

    it('an unverified student cannot be nominated; the teacher is told who and why', async () => {
      const res = await t.call(
        'users.insertNominationRecord',
        { targetUserIds: [newcomerId], targetSessionIds: [future], targetResponse: 'Yes' },
        { cookie: cookie[CAREER_TEACHER] },
      );
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Pat Impostor has not been verified by a teacher of the school yet.');
      const zh = await t.call(
        'users.insertNominationRecord',
        { targetUserIds: [newcomerId], targetSessionIds: [future], targetResponse: 'Yes' },
        { cookie: cookie[ADMIN], lang: 'zh-HK' },
      );
      expect(zh.error?.message).toBe('Pat Impostor尚未經學校老師核實。');
      const rows = await t.deps.db.select().from(eventResponses).where(eq(eventResponses.eventId, future));
      expect(rows.map((r) => r.userId)).not.toContain(newcomerId);
    });

    it('a teacher’s No keeps the gate shut; their Yes opens the list and the nomination', async () => {
      const verify = (value: string) =>
        t.call(
          'teacher.updateUserVerificationResult',
          { userId: newcomerId, verificationResult: value },
          { cookie: cookie[CAREER_TEACHER] },
        );
      expect((await verify('No')).status).toBe(200);
      expect((await list(newcomer)).data.namesHidden).toBe(true);
      expect((await verify('Yes')).status).toBe(200);
      const res = await list(newcomer);
      expect(res.data.namesHidden).toBe(false);
      expect(res.data.participants.map((p) => p.userId).sort()).toEqual(
        [newcomerId, ids['91000030']!, ids['91000031']!].sort(),
      );
      const nominated = await t.call(
        'users.insertNominationRecord',
        { targetUserIds: [newcomerId], targetSessionIds: [future], targetResponse: 'Yes' },
        { cookie: cookie[CAREER_TEACHER] },
      );
      expect(nominated.status).toBe(200);
    });
  });
});
