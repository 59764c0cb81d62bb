import { schema, setSetting } from '@waypoint/db';
import { PICS_VERSION } from '@waypoint/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkRosterAccounts } from '../src/services/roster/link-accounts.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { insertRosterRow } from './roster-invite-fixtures.ts';

const { users, schoolRoster, outboxMessages, schools } = schema;

const form = {
  role: 'secondary-school-student',
  fullName: 'Form Name',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  schoolId: 'beacon1',
  class: '4A',
  studentNumber: '3',
  yearDSE: 2028,
  picsVersion: PICS_VERSION,
};

type Registered = {
  user: { id: string; schoolId: string; class: string | null; isPhoneVerified: boolean };
  arrival: { schoolId: string; schoolName: string; className: string | null; schoolChanged: boolean } | null;
};

describe('verified on arrival', () => {
  let t: TestApp;
  let otherSchool: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: true });
    const [other] = await t.deps.db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.id, 'beacon1'))
      .limit(1);
    otherSchool = other!.id;
  });
  afterAll(() => t.close());

  async function code(phone: string): Promise<string> {
    const sent = await t.call('auth.sendSmsCode', { phone, purpose: 'register' });
    expect(sent.status).toBe(200);
    const [msg] = await t.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return /\b(\d{6})\b/.exec(msg!.body)![1]!;
  }

  async function userOf(phone: string) {
    const [u] = await t.deps.db.select().from(users).where(eq(users.phone, phone));
    return u!;
  }

  it('verifies a listed student who proves the phone, with the list’s school and class', async () => {
    const rowId = await insertRosterRow(t.deps.db, { phone: '61110001', className: '5B', classNo: 7 });
    const res = await t.call<Registered>('users.createNewUser', {
      ...form,
      schoolId: otherSchool,
      phone: '61110001',
      email: 'listed1@example.com',
      code: await code('61110001'),
    });
    expect(res.status).toBe(200);
    expect(res.cookie).toBeDefined();
    expect(res.data.arrival).toMatchObject({ schoolId: 'beacon1', className: '5B', schoolChanged: true });
    expect(res.data.arrival?.schoolName).toBeTruthy();
    const u = await userOf('61110001');
    expect(u).toMatchObject({
      schoolId: 'beacon1',
      class: '5B',
      studentNumber: '7',
      verificationResult: 'Yes',
      isPhoneVerified: true,
    });
    const [row] = await t.deps.db.select().from(schoolRoster).where(eq(schoolRoster.id, rowId));
    expect(row!.userId).toBe(u.id);
  });

  it('leaves an unlisted student waiting for a teacher', async () => {
    const res = await t.call<Registered>('users.createNewUser', {
      ...form,
      phone: '61110002',
      email: 'unlisted@example.com',
      code: await code('61110002'),
    });
    expect(res.status).toBe(200);
    expect(res.data.arrival).toBeNull();
    expect(await userOf('61110002')).toMatchObject({
      schoolId: 'beacon1',
      class: '4A',
      verificationResult: null,
    });
  });

  it('does not verify from a row marked as left', async () => {
    await insertRosterRow(t.deps.db, { phone: '61110003', leftAt: new Date('2026-07-01T00:00:00Z') });
    const res = await t.call<Registered>('users.createNewUser', {
      ...form,
      phone: '61110003',
      email: 'left@example.com',
      code: await code('61110003'),
    });
    expect(res.status).toBe(200);
    expect(res.data.arrival).toBeNull();
    expect((await userOf('61110003')).verificationResult).toBeNull();
  });

  it('does not verify on a phone that was typed but not proven (skip button)', async () => {
    const rowId = await insertRosterRow(t.deps.db, { phone: '61110004' });
    const res = await t.call<Registered>('users.createNewUser', {
      ...form,
      phone: '61110004',
      email: 'unproven@example.com',
      skipVerification: true,
    });
    expect(res.status).toBe(200);
    expect(res.data.arrival).toBeNull();
    expect(await userOf('61110004')).toMatchObject({
      class: '4A',
      verificationResult: null,
      isPhoneVerified: false,
    });
    const [row] = await t.deps.db.select().from(schoolRoster).where(eq(schoolRoster.id, rowId));
    expect(row!.userId).toBeNull();
    // A later import links proven phones only: this one stays unlinked.
    await t.deps.db.transaction((tx) => linkRosterAccounts(tx, 'beacon1'));
    expect((await userOf('61110004')).verificationResult).toBeNull();
  });

  it('keeps a listed teacher waiting for the principal, linked to the list', async () => {
    const rowId = await insertRosterRow(t.deps.db, { phone: '61110005', role: 'teacher', className: null });
    const res = await t.call<{ user: { id: string; teacher: { employmentStatus: string } } }>(
      'users.createNewUser',
      {
        ...form,
        role: 'teacher',
        schoolId: otherSchool,
        phone: '61110005',
        email: 'listed.teacher@example.com',
        code: await code('61110005'),
      },
    );
    expect(res.status).toBe(200);
    expect(res.data.user.teacher.employmentStatus).toBe('Unverified');
    const [row] = await t.deps.db.select().from(schoolRoster).where(eq(schoolRoster.id, rowId));
    expect(row!.userId).toBe(res.data.user.id);
    expect((await userOf('61110005')).schoolId).toBe('beacon1');
  });

  it('links and verifies proven accounts when a later import lists them', async () => {
    const res = await t.call<Registered>('users.createNewUser', {
      ...form,
      phone: '61110006',
      email: 'before.import@example.com',
      code: await code('61110006'),
    });
    expect(res.data.arrival).toBeNull();
    const rowId = await insertRosterRow(t.deps.db, { phone: '61110006', className: '6C', classNo: 2 });
    const counts = await t.deps.db.transaction((tx) => linkRosterAccounts(tx, 'beacon1', t.clock.now));
    expect(counts.verified).toBe(1);
    expect(await userOf('61110006')).toMatchObject({ class: '6C', verificationResult: 'Yes' });
    const [row] = await t.deps.db.select().from(schoolRoster).where(eq(schoolRoster.id, rowId));
    expect(row!.userId).toBe(res.data.user.id);
  });

  it('with SMS codes off (the demo setting) nobody is verified on arrival: the phone is not proven', async () => {
    await setSetting(t.deps.db, 'smsVerification', 'FALSE');
    try {
      await insertRosterRow(t.deps.db, { phone: '61110007' });
      const res = await t.call<Registered>('users.createNewUser', {
        ...form,
        phone: '61110007',
        email: 'sms.off@example.com',
      });
      expect(res.status).toBe(200);
      expect(res.data.arrival).toBeNull();
      expect((await userOf('61110007')).verificationResult).toBeNull();
    } finally {
      await setSetting(t.deps.db, 'smsVerification', 'TRUE');
    }
  });

  // Last in this block: the import replaces beacon1's current student list, marking the rows above as left.
  it('the class-list import itself links and verifies a student who registered with a proven phone before', async () => {
    const res = await t.call<Registered>('users.createNewUser', {
      ...form,
      phone: '61110009',
      email: 'registered.first@example.com',
      code: await code('61110009'),
    });
    expect(res.data.arrival).toBeNull();
    expect((await userOf('61110009')).verificationResult).toBeNull();
    // The demo's phone-only sign-in needs SMS codes off for a moment; the registration above needed them on.
    await setSetting(t.deps.db, 'smsVerification', 'FALSE');
    const career = await signIn(t, '90000003');
    await setSetting(t.deps.db, 'smsVerification', 'TRUE');
    const imported = await t.call<{ linked: number; added: number }>(
      'roster.importList',
      {
        schoolId: 'beacon1',
        role: 'student',
        schoolYear: '2026/27',
        fileName: '5D.xlsx',
        rows: [
          { className: '5D', classNo: 9, nameEn: 'Early Bird', nameZh: null, phone: '61110009', email: null },
        ],
      },
      { cookie: career },
    );
    expect(imported.status).toBe(200);
    expect(imported.data).toMatchObject({ added: 1, linked: 1 });
    expect(await userOf('61110009')).toMatchObject({
      schoolId: 'beacon1',
      class: '5D',
      verificationResult: 'Yes',
    });
  });
});

describe('class-list invitations', () => {
  let t: TestApp;
  let career: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: false });
    career = await signIn(t, '90000003');
    await setSetting(t.deps.db, 'smsVerification', 'TRUE');
    // 10:00 Hong Kong time on a school day, so "the same day" is unambiguous.
    t.clock.now = new Date('2026-09-01T02:00:00Z');
  });
  afterAll(() => t.close());

  async function invitationsTo(phone: string) {
    return t.deps.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, phone)))
      .orderBy(outboxMessages.id);
  }

  function linkToken(body: string): string {
    const token = /\/register\?invite=([A-Za-z0-9_-]+)/.exec(body)?.[1];
    if (!token) throw new Error(`no link in ${body}`);
    return token;
  }

  it('sends one link a day per person through the outbox, in the chosen language and channel', async () => {
    const a = await insertRosterRow(t.deps.db, { phone: '62220001', nameEn: 'Amy Chan', nameZh: '陳艾美' });
    const b = await insertRosterRow(t.deps.db, { phone: '62220002', nameEn: 'Ben Lee', nameZh: '李斌' });
    const noPhone = await insertRosterRow(t.deps.db, { phone: null });
    const left = await insertRosterRow(t.deps.db, {
      phone: '62220003',
      leftAt: new Date('2026-07-01T00:00:00Z'),
    });
    const input = {
      schoolId: 'beacon1',
      rosterIds: [a, b, noPhone, left],
      channel: 'whatsapp',
      lang: 'zh-HK',
    };
    const preview = await t.call<{ sent: number }>('roster.invitePreview', input, { cookie: career });
    expect(preview.data).toMatchObject({ sent: 2, skipped: { noPhone: 1, left: 1, invitedToday: 0 } });
    expect(await invitationsTo('62220001')).toHaveLength(0);

    const sent = await t.call('roster.invite', input, { cookie: career });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ sent: 2, skipped: { noPhone: 1, left: 1, invitedToday: 0 } });
    const [msg] = await invitationsTo('62220001');
    expect(msg).toMatchObject({
      channel: 'whatsapp',
      meta: { kind: 'rosterInvitation.zh-HK', lang: 'zh-HK' },
    });
    expect(msg!.body).toContain('陳艾美');
    expect(msg!.body).toContain('邀請你使用');
    expect(msg!.body).toContain(`${t.deps.config.publicUrl}/register?invite=`);

    // Eight hours later, the same Hong Kong day: skipped and counted, nothing sent.
    t.clock.advance(8 * 60 * 60_000);
    const again = await t.call('roster.invite', { ...input, lang: 'en', channel: 'sms' }, { cookie: career });
    expect(again.data).toMatchObject({ sent: 0, skipped: { invitedToday: 2 } });
    expect(await invitationsTo('62220001')).toHaveLength(1);

    // The next Hong Kong day (after midnight there), in English by SMS.
    t.clock.now = new Date('2026-09-01T16:30:00Z');
    const next = await t.call(
      'roster.invite',
      { ...input, rosterIds: [a], lang: 'en', channel: 'sms' },
      { cookie: career },
    );
    expect(next.data).toMatchObject({ sent: 1 });
    const messages = await invitationsTo('62220001');
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({ channel: 'sms', meta: { kind: 'rosterInvitation.en', lang: 'en' } });
    expect(messages[1]!.body).toContain('Amy Chan');
    expect(messages[1]!.body).toContain('invites you to Waypoint');
    // The newest link replaces the first one, which now says "unknown".
    const old = await t.call('roster.readInvite', { token: linkToken(messages[0]!.body) });
    expect(old.error?.message).toMatch(/not valid/);
  });

  it('registers through the link: phone proven, verified at once, signed in, link spent', async () => {
    const id = await insertRosterRow(t.deps.db, {
      phone: '62220010',
      nameEn: 'Chloe Ho',
      nameZh: '何采兒',
      className: '5A',
      classNo: 12,
    });
    await t.call(
      'roster.invite',
      { schoolId: 'beacon1', rosterIds: [id], channel: 'sms', lang: 'en' },
      { cookie: career },
    );
    const [msg] = await invitationsTo('62220010');
    const token = linkToken(msg!.body);
    const prefill = await t.call('roster.readInvite', { token });
    expect(prefill.data).toMatchObject({
      role: 'student',
      schoolId: 'beacon1',
      className: '5A',
      classNo: 12,
      nameEn: 'Chloe Ho',
      phone: '62220010',
      hasAccount: false,
    });
    // The form's other values (another phone, another school) yield to the list; no SMS code is needed.
    const res = await t.call<Registered>('users.createNewUser', {
      ...form,
      phone: '69999999',
      schoolId: 'demo',
      email: 'chloe@example.com',
      rosterInvite: token,
    });
    expect(res.status).toBe(200);
    expect(res.cookie).toBeDefined();
    expect(res.data.arrival).toMatchObject({ schoolId: 'beacon1', className: '5A', schoolChanged: false });
    const [u] = await t.deps.db.select().from(users).where(eq(users.phone, '62220010'));
    expect(u).toMatchObject({
      fullName: 'Chloe Ho',
      chineseName: '何采兒',
      schoolId: 'beacon1',
      class: '5A',
      studentNumber: '12',
      isPhoneVerified: true,
      verificationResult: 'Yes',
    });
    const [other] = await t.deps.db.select().from(users).where(eq(users.phone, '69999999'));
    expect(other).toBeUndefined();

    const spent = await t.call('roster.readInvite', { token }, { lang: 'en' });
    expect(spent.error?.message).toBe(
      'This invitation link has already been used. Please sign in with your phone number and password.',
    );
    const twice = await t.call('users.createNewUser', {
      ...form,
      phone: '62220010',
      email: 'chloe2@example.com',
      rosterInvite: token,
    });
    expect(twice.status).toBe(400);
  });

  it('says clearly when a link is expired or unknown', async () => {
    const id = await insertRosterRow(t.deps.db, { phone: '62220020' });
    await t.call(
      'roster.invite',
      { schoolId: 'beacon1', rosterIds: [id], channel: 'sms', lang: 'zh-HK' },
      { cookie: career },
    );
    const token = linkToken((await invitationsTo('62220020'))[0]!.body);
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    const expired = await t.call('roster.readInvite', { token }, { lang: 'zh-HK' });
    expect(expired.error?.message).toBe('此邀請連結已過期。請向學校的升學及就業輔導老師索取新的連結。');
    const register = await t.call('users.createNewUser', {
      ...form,
      phone: '62220020',
      email: 'late@example.com',
      rosterInvite: token,
    });
    expect(register.status).toBe(400);
    const unknown = await t.call('roster.readInvite', { token: 'not-a-real-token' }, { lang: 'en' });
    expect(unknown.error?.message).toMatch(/^This invitation link is not valid/);
  });

  it('signs in and verifies a person who already had an account with the listed phone', async () => {
    const before = await t.call<Registered>('users.createNewUser', {
      ...form,
      phone: '62220030',
      email: 'early@example.com',
      skipVerification: true,
    });
    expect(before.status).toBe(200);
    const id = await insertRosterRow(t.deps.db, { phone: '62220030', className: '4B' });
    await t.call(
      'roster.invite',
      { schoolId: 'beacon1', rosterIds: [id], channel: 'sms', lang: 'en' },
      { cookie: career },
    );
    const token = linkToken((await invitationsTo('62220030')).at(-1)!.body);
    expect((await t.call('roster.readInvite', { token })).data).toMatchObject({ hasAccount: true });
    const refused = await t.call('users.createNewUser', {
      ...form,
      phone: '62220030',
      email: 'early2@example.com',
      rosterInvite: token,
    });
    expect(refused.status).toBe(409);
    const res = await t.call<{ user: { id: string }; verified: boolean }>('roster.signInWithInvite', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.cookie).toBeDefined();
    expect(res.data).toMatchObject({ user: { id: before.data.user.id }, verified: true });
    const [u] = await t.deps.db.select().from(users).where(eq(users.phone, '62220030'));
    expect(u).toMatchObject({ class: '4B', verificationResult: 'Yes', isPhoneVerified: true });
    expect((await t.call('roster.signInWithInvite', { token })).status).toBe(400);
  });

  it('refuses everyone but an admin and the school’s own career teacher or principal', async () => {
    const id = await insertRosterRow(t.deps.db, { phone: '62220040' });
    const input = { schoolId: 'beacon1', rosterIds: [id], channel: 'sms', lang: 'en' };
    await setSetting(t.deps.db, 'smsVerification', 'FALSE');
    const cookies = {
      principal: await signIn(t, '90000002'),
      classTeacher: await signIn(t, '90000004'),
      unverified: await signIn(t, '90000005'),
      student: await signIn(t, '91000001'),
      admin: await signIn(t, '90000001'),
    };
    await setSetting(t.deps.db, 'smsVerification', 'TRUE');
    expect((await t.call('roster.invite', input)).status).toBe(401);
    for (const who of ['classTeacher', 'unverified', 'student'] as const) {
      const res = await t.call('roster.invite', input, { cookie: cookies[who] });
      expect(res.status, who).toBe(403);
      expect((await t.call('roster.invitePreview', input, { cookie: cookies[who] })).status, who).toBe(403);
    }
    // The career teacher of beacon1 cannot invite for another school, nor reach its rows by id.
    const elsewhere = await insertRosterRow(t.deps.db, { schoolId: 'demo', phone: '62220041' });
    const foreign = await t.call(
      'roster.invite',
      { ...input, schoolId: 'demo', rosterIds: [elsewhere] },
      { cookie: career },
    );
    expect(foreign.status).toBe(403);
    const smuggled = await t.call('roster.invite', { ...input, rosterIds: [elsewhere] }, { cookie: career });
    expect(smuggled.data).toMatchObject({ sent: 0, skipped: { notListed: 1 } });
    expect(await invitationsTo('62220041')).toHaveLength(0);
    const principal = await t.call('roster.invitePreview', input, { cookie: cookies.principal });
    expect(principal.data).toMatchObject({ sent: 1 });
    const admin = await t.call('roster.invite', input, { cookie: cookies.admin });
    expect(admin.data).toMatchObject({ sent: 1 });
  });
});
