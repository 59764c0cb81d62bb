import { schema } from '@waypoint/db';
import { formatHkDateTime } from '@waypoint/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseSafeguardingAlert, schoolWillBeTold } from '../src/services/ai/safeguarding.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { users, teachers, schools, aiRequestLogs, outboxMessages, safeguardingAlerts, chatbotMessages } =
  schema;

// 16:30 UTC is 00:30 the next day in Hong Kong: the alert must say the Hong Kong date and time.
const NOW = new Date('2026-03-05T16:30:00Z');
const STUDENT_WORDS = 'I want to die, my secret words are PURPLE-ELEPHANT-42';

interface Setting {
  schoolId: string;
  enabled: boolean;
  staff: { userId: string; eligible: boolean }[];
  candidates: { userId: string }[];
}

interface LogItem {
  id: number;
  safeguardingAlert: { topic: string; recipients: number; alertedAt: string } | null;
}

async function addTeacher(
  t: TestApp,
  p: { phone: string; schoolId: string; status: string; schoolRoles: string[] },
): Promise<string> {
  const [row] = await t.deps.db
    .insert(users)
    .values({ phone: p.phone, fullName: `Teacher ${p.phone}`, roles: 'teacher', schoolId: p.schoolId })
    .returning({ id: users.id });
  await t.deps.db.insert(teachers).values({
    userId: row!.id,
    schoolId: p.schoolId,
    employmentStatus: p.status,
    schoolRoles: p.schoolRoles,
  });
  return row!.id;
}

/** A flagged AI request of the student, as the gateway logs it before answering with the hotlines. */
async function flaggedRequest(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.deps.db
    .insert(aiRequestLogs)
    .values({
      userId,
      schoolId: 'beacon1',
      kind: 'chat',
      provider: 'safety',
      prompt: STUDENT_WORDS,
      botUrl: '/ai/ab4',
      status: 'refused',
      responseStatusText: 'selfHarm',
    })
    .returning({ id: aiRequestLogs.id });
  return row!.id;
}

async function alertMessages(t: TestApp) {
  return t.deps.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.meta}->>'kind' = 'safeguardingAlert'`)
    .orderBy(outboxMessages.id);
}

describe('safeguarding: the school setting and the alert (issue 22 item 6)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let cookies: Record<string, string>;
  let student: { id: string; fullName: string; chineseName: string | null; class: string | null };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const rows = await t.deps.db.select({ id: users.id, phone: users.phone }).from(users);
    ids = Object.fromEntries(rows.map((r) => [r.phone, r.id]));
    ids.otherPrincipal = await addTeacher(t, {
      phone: '97100001',
      schoolId: 'beacon3',
      status: 'Active',
      schoolRoles: ['Principal'],
    });
    ids.otherTeacher = await addTeacher(t, {
      phone: '97100002',
      schoolId: 'beacon3',
      status: 'Active',
      schoolRoles: ['Career Teacher'],
    });
    // The two staff to alert read their messages in different languages.
    await t.deps.db.update(users).set({ preferredLang: 'zh-HK' }).where(eq(users.id, ids['90000003']!));
    await t.deps.db.update(users).set({ preferredLang: 'en' }).where(eq(users.id, ids['90000004']!));
    cookies = {};
    for (const phone of ['90000001', '90000002', '90000003', '91000001', '97100001'])
      cookies[phone] = await signIn(t, phone);
    const [s] = await t.deps.db
      .select({ id: users.id, fullName: users.fullName, chineseName: users.chineseName, class: users.class })
      .from(users)
      .where(eq(users.phone, '91000001'));
    student = s!;
  });
  afterAll(() => t.close());

  it('is off by default: a flagged request tells no one', async () => {
    const setting = await t.call<Setting>(
      'schools.getSafeguardingSetting',
      { schoolId: 'beacon1' },
      { cookie: cookies['90000002'] },
    );
    expect(setting.status).toBe(200);
    expect(setting.data.enabled).toBe(false);
    expect(setting.data.staff).toEqual([]);
    expect(await schoolWillBeTold(t.deps.db, student.id)).toBe(false);
    const requestId = await flaggedRequest(t, student.id);
    expect(
      await raiseSafeguardingAlert(t.deps.db, {
        studentId: student.id,
        topic: 'selfHarm',
        requestId,
        now: NOW,
      }),
    ).toEqual({ schoolTold: false });
    expect(await alertMessages(t)).toEqual([]);
  });

  it('may be read and changed only by an admin or the principal of that school', async () => {
    const change = { schoolId: 'beacon1', safeguardingEnabled: true, staffIds: [ids['90000003']] };
    for (const phone of ['90000003', '97100001', '91000001']) {
      const read = await t.call(
        'schools.getSafeguardingSetting',
        { schoolId: 'beacon1' },
        { cookie: cookies[phone] },
      );
      expect(read.status, phone).toBe(403);
      const write = await t.call('schools.updateSafeguardingSetting', change, { cookie: cookies[phone] });
      expect(write.status, phone).toBe(403);
    }
    const visitor = await t.call('schools.updateSafeguardingSetting', change);
    expect(visitor.status).toBe(401);
    // Nothing changed.
    expect(await schoolWillBeTold(t.deps.db, student.id)).toBe(false);

    const byAdmin = await t.call<Setting>('schools.updateSafeguardingSetting', change, {
      cookie: cookies['90000001'],
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.data.enabled).toBe(true);
    const byPrincipal = await t.call<Setting>(
      'schools.updateSafeguardingSetting',
      { ...change, safeguardingEnabled: false },
      { cookie: cookies['90000002'] },
    );
    expect(byPrincipal.status).toBe(200);
    expect(byPrincipal.data.enabled).toBe(false);
    // Another school's principal manages their own school.
    const own = await t.call(
      'schools.updateSafeguardingSetting',
      {
        schoolId: 'beacon3',
        safeguardingEnabled: true,
        staffIds: [ids.otherTeacher],
      },
      { cookie: cookies['97100001'] },
    );
    expect(own.status).toBe(200);
  });

  it('refuses staff of another school, staff not active, and on with nobody named, changing nothing', async () => {
    const principal = { cookie: cookies['90000002'] };
    const otherSchool = await t.call(
      'schools.updateSafeguardingSetting',
      { schoolId: 'beacon1', safeguardingEnabled: true, staffIds: [ids['90000003'], ids.otherTeacher] },
      principal,
    );
    expect(otherSchool.status).toBe(400);
    expect(otherSchool.error?.message).toBe('Staff to alert: only active staff of this school can be named.');
    const zh = await t.call(
      'schools.updateSafeguardingSetting',
      { schoolId: 'beacon1', safeguardingEnabled: true, staffIds: [ids.otherPrincipal] },
      { ...principal, lang: 'zh-HK' },
    );
    expect(zh.status).toBe(400);
    expect(zh.error?.message).toBe('須通知的教職員：只可指定本校在職的教職員。');
    const unverified = await t.call(
      'schools.updateSafeguardingSetting',
      { schoolId: 'beacon1', safeguardingEnabled: true, staffIds: [ids['90000005']] },
      principal,
    );
    expect(unverified.status).toBe(400);
    const nobody = await t.call(
      'schools.updateSafeguardingSetting',
      { schoolId: 'beacon1', safeguardingEnabled: true, staffIds: [] },
      principal,
    );
    expect(nobody.status).toBe(400);
    expect(nobody.error?.message).toBe(
      'Staff to alert: name at least one member of staff before turning safeguarding alerts on.',
    );
    const notAnId = await t.call(
      'schools.updateSafeguardingSetting',
      { schoolId: 'beacon1', safeguardingEnabled: true, staffIds: ['not-a-user'] },
      principal,
    );
    expect(notAnId.status).toBe(400);
    expect(notAnId.error?.message).toContain('staff to alert');

    const setting = await t.call<Setting>(
      'schools.getSafeguardingSetting',
      { schoolId: 'beacon1' },
      principal,
    );
    expect(setting.data.enabled).toBe(false);
    expect(setting.data.staff.map((s) => s.userId)).toEqual([ids['90000003']]);
    expect(setting.data.candidates.map((c) => c.userId)).not.toContain(ids.otherTeacher);
    expect(setting.data.candidates.map((c) => c.userId)).not.toContain(ids['90000005']);
  });

  it("when on, alerts each named staff member in their language with the student, Hong Kong time and risk, never the student's words", async () => {
    const on = await t.call<Setting>(
      'schools.updateSafeguardingSetting',
      { schoolId: 'beacon1', safeguardingEnabled: true, staffIds: [ids['90000003'], ids['90000004']] },
      { cookie: cookies['90000002'] },
    );
    expect(on.status).toBe(200);
    expect(await schoolWillBeTold(t.deps.db, student.id)).toBe(true);

    const requestId = await flaggedRequest(t, student.id);
    const before = (await alertMessages(t)).length;
    const told = await t.deps.db.transaction((tx) =>
      raiseSafeguardingAlert(tx, { studentId: student.id, topic: 'selfHarm', requestId, now: NOW }),
    );
    expect(told).toEqual({ schoolTold: true });
    const messages = (await alertMessages(t)).slice(before);
    expect(messages.map((m) => m.recipient).sort()).toEqual(['90000003', '90000004']);
    const zh = messages.find((m) => m.recipient === '90000003')!;
    const en = messages.find((m) => m.recipient === '90000004')!;
    expect(en.channel).toBe('whatsapp');
    expect(en.body).toContain(student.fullName);
    expect(en.body).toContain(`class ${student.class}`);
    const [school] = await t.deps.db.select().from(schools).where(eq(schools.id, 'beacon1'));
    expect(en.body).toContain(school!.name);
    expect(zh.body).toContain(school!.nameChi ?? school!.name);
    expect(en.body).toContain(formatHkDateTime(NOW, 'en'));
    expect(en.body).toContain('6 Mar 2026, 00:30');
    expect(en.body).toContain('possible self-harm or suicide');
    expect(zh.body).toContain('2026年3月6日 00:30');
    expect(zh.body).toContain('可能自我傷害或自殺');
    if (student.chineseName) expect(zh.body).toContain(student.chineseName);
    for (const m of messages) {
      expect(m.body).not.toContain('PURPLE-ELEPHANT-42');
      expect(m.body).not.toContain('want to die');
      expect(JSON.stringify(m.meta)).not.toContain('PURPLE');
      expect(m.meta).toMatchObject({ kind: 'safeguardingAlert', aiRequestId: requestId, topic: 'selfHarm' });
    }
    const [alert] = await t.deps.db
      .select()
      .from(safeguardingAlerts)
      .where(eq(safeguardingAlerts.requestId, requestId));
    expect(alert).toMatchObject({
      schoolId: 'beacon1',
      studentId: student.id,
      topic: 'selfHarm',
      recipients: 2,
    });

    // The same request again (a retry) sends nothing more.
    await raiseSafeguardingAlert(t.deps.db, {
      studentId: student.id,
      topic: 'selfHarm',
      requestId,
      now: NOW,
    });
    expect((await alertMessages(t)).length).toBe(before + 2);
  });

  it('writes nothing when the transaction of the request rolls back', async () => {
    const requestId = await flaggedRequest(t, student.id);
    const before = (await alertMessages(t)).length;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await raiseSafeguardingAlert(tx, { studentId: student.id, topic: 'abuse', requestId, now: NOW });
        throw new Error('the request failed afterwards');
      }),
    ).rejects.toThrow('the request failed afterwards');
    expect((await alertMessages(t)).length).toBe(before);
    expect(
      await t.deps.db.select().from(safeguardingAlerts).where(eq(safeguardingAlerts.requestId, requestId)),
    ).toEqual([]);
  });

  it('shows in the admin AI log which requests raised an alert', async () => {
    const requestId = await flaggedRequest(t, student.id);
    await raiseSafeguardingAlert(t.deps.db, { studentId: student.id, topic: 'abuse', requestId, now: NOW });
    const admin = { cookie: cookies['90000001'] };
    const all = await t.call<{ items: LogItem[] }>('ai.getAiRequestLogs', {}, admin);
    expect(all.status).toBe(200);
    const row = all.data.items.find((i) => i.id === requestId)!;
    expect(row.safeguardingAlert).toEqual({ topic: 'abuse', recipients: 2, alertedAt: NOW.toISOString() });
    const quiet = all.data.items.find((i) => i.safeguardingAlert === null);
    expect(quiet).toBeDefined();
    const alerts = await t.call<{ items: LogItem[] }>('ai.getAiRequestLogs', { alertsOnly: true }, admin);
    expect(alerts.data.items.length).toBeGreaterThan(0);
    expect(alerts.data.items.every((i) => i.safeguardingAlert !== null)).toBe(true);
    const byPrincipal = await t.call(
      'ai.getAiRequestLogs',
      { alertsOnly: true },
      { cookie: cookies['90000002'] },
    );
    expect(byPrincipal.status).toBe(403);
  });

  it("alerts only staff who are still active at the school, and only for the school's students", async () => {
    await t.deps.db
      .update(teachers)
      .set({ employmentStatus: 'Inactive' })
      .where(eq(teachers.userId, ids['90000004']!));
    const requestId = await flaggedRequest(t, student.id);
    const before = (await alertMessages(t)).length;
    await raiseSafeguardingAlert(t.deps.db, {
      studentId: student.id,
      topic: 'selfHarm',
      requestId,
      now: NOW,
    });
    expect((await alertMessages(t)).slice(before).map((m) => m.recipient)).toEqual(['90000003']);

    // A teacher's own flagged request is not a pupil's: no alert.
    const teacherRequest = await flaggedRequest(t, ids['90000003']!);
    expect(
      await raiseSafeguardingAlert(t.deps.db, {
        studentId: ids['90000003']!,
        topic: 'selfHarm',
        requestId: teacherRequest,
        now: NOW,
      }),
    ).toEqual({ schoolTold: false });

    await t.deps.db
      .update(teachers)
      .set({ employmentStatus: 'Inactive' })
      .where(eq(teachers.userId, ids['90000003']!));
    expect(await schoolWillBeTold(t.deps.db, student.id)).toBe(false);
    const none = await flaggedRequest(t, student.id);
    expect(
      await raiseSafeguardingAlert(t.deps.db, {
        studentId: student.id,
        topic: 'selfHarm',
        requestId: none,
        now: NOW,
      }),
    ).toEqual({ schoolTold: false });
    await t.deps.db
      .update(teachers)
      .set({ employmentStatus: 'Active' })
      .where(eq(teachers.userId, ids['90000003']!));
    await t.deps.db
      .update(teachers)
      .set({ employmentStatus: 'Active' })
      .where(eq(teachers.userId, ids['90000004']!));
  });

  it('turned off, it tells no one even with staff still named', async () => {
    const off = await t.call<Setting>(
      'schools.updateSafeguardingSetting',
      { schoolId: 'beacon1', safeguardingEnabled: false, staffIds: [ids['90000003']] },
      { cookie: cookies['90000001'] },
    );
    expect(off.status).toBe(200);
    const requestId = await flaggedRequest(t, student.id);
    const before = (await alertMessages(t)).length;
    expect(
      await raiseSafeguardingAlert(t.deps.db, { studentId: student.id, topic: 'abuse', requestId, now: NOW }),
    ).toEqual({ schoolTold: false });
    expect((await alertMessages(t)).length).toBe(before);
  });

  it("refuses to send the chatbot's safety reply to WhatsApp", async () => {
    const [reply] = await t.deps.db
      .insert(chatbotMessages)
      .values({
        userId: student.id,
        professionId: 0,
        type: 'ab4',
        fromUser: false,
        content: 'Please talk to your school counsellor today.',
        provider: 'safety',
      })
      .returning({ id: chatbotMessages.id });
    const before = await t.deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(sql`${outboxMessages.meta}->>'kind' = 'chatbotRecord'`));
    const res = await t.call(
      'chatbot.sendChatbotMessageToWhatsApp',
      { messageId: reply!.id },
      { cookie: cookies['91000001'] },
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('This message is kept on Waypoint only and cannot be sent to WhatsApp.');
    const after = await t.deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(sql`${outboxMessages.meta}->>'kind' = 'chatbotRecord'`);
    expect(after.length).toBe(before.length);
  });
});
