import { schema } from '@waypoint/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_LAST_RUN_KEY, runDailyRetention } from '../src/services/privacy/retention-job.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const {
  users,
  appSettings,
  aiRequestLogs,
  safeguardingAlerts,
  chatbotMessages,
  chatbotPrompts,
  outboxMessages,
  authSessions,
  oneTimeAccessTokens,
  smsCodes,
  passwordResetTokens,
  signInLimits,
  staffAccessLog,
} = schema;
const DAY = 86_400_000;

describe('retention (issue 23 item 5)', () => {
  let t: TestApp;
  let studentId: string;
  let teacherId: string;
  const daysAgo = (n: number) => new Date(t.clock.now.getTime() - n * DAY);

  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: false });
    const [student] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, '91000001'));
    studentId = student!.id;
    const [teacher] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, '90000003'));
    teacherId = teacher!.id;
  });
  afterAll(() => t.close());

  const forgetLastRun = () =>
    t.deps.db.delete(appSettings).where(eq(appSettings.key, RETENTION_LAST_RUN_KEY));

  it('removes what is past each setting’s cut-off and keeps what is newer', async () => {
    const db = t.deps.db;
    const aiRow = (createdAt: Date) => ({
      userId: studentId,
      kind: 'ab4',
      provider: 'offline',
      prompt: 'I like drawing',
      userElaboration: 'and animals',
      botUrl: 'offline',
      createdAt,
    });
    const [oldAi, alertedAi, newAi] = await db
      .insert(aiRequestLogs)
      .values([aiRow(daysAgo(400)), aiRow(daysAgo(400)), aiRow(daysAgo(300))])
      .returning({ id: aiRequestLogs.id });
    await db.insert(safeguardingAlerts).values({
      requestId: alertedAi!.id,
      studentId,
      topic: 'selfHarm',
      recipients: 1,
      createdAt: daysAgo(400),
    });
    const chat = (createdAt: Date) => ({
      userId: studentId,
      type: 'ab4',
      fromUser: true,
      content: 'hi',
      createdAt,
    });
    const [oldChat, newChat] = await db
      .insert(chatbotMessages)
      .values([chat(daysAgo(366)), chat(daysAgo(364))])
      .returning({ id: chatbotMessages.id });
    const [oldPrompt, newPrompt] = await db
      .insert(chatbotPrompts)
      .values([
        { userId: studentId, type: 'ab4', prompt: 'p', createdAt: daysAgo(366) },
        { userId: studentId, type: 'ab4', prompt: 'p', createdAt: daysAgo(10) },
      ])
      .returning({ id: chatbotPrompts.id });
    const message = (status: 'sent' | 'pending', sentAt: Date | null, createdAt: Date) => ({
      channel: 'whatsapp' as const,
      recipient: '91000001',
      subject: 'Your booking',
      body: 'Dear Chan Tai Man, your booking is confirmed',
      meta: { kind: 'booking.confirmed', recipientType: 'phone', bookingId: 7, icsUrl: 'https://x/b.ics' },
      status,
      sentAt,
      createdAt,
    });
    const [oldSent, newSent, oldPending] = await db
      .insert(outboxMessages)
      .values([
        message('sent', daysAgo(31), daysAgo(31)),
        message('sent', daysAgo(29), daysAgo(40)),
        message('pending', null, daysAgo(60)),
      ])
      .returning({ id: outboxMessages.id });
    await db.insert(authSessions).values([
      {
        tokenHash: 'ret-old',
        userId: studentId,
        method: 'phone',
        createdAt: daysAgo(200),
        expiresAt: daysAgo(181),
      },
      {
        tokenHash: 'ret-revoked',
        userId: studentId,
        method: 'phone',
        expiresAt: daysAgo(-10),
        revokedAt: daysAgo(190),
      },
      {
        tokenHash: 'ret-live',
        userId: studentId,
        method: 'phone',
        createdAt: daysAgo(200),
        expiresAt: daysAgo(-1),
      },
    ]);
    const code = (createdAt: Date) => ({
      phone: '91000001',
      purpose: 'login',
      codeHash: 'h',
      requesterHash: 'r',
      createdAt,
    });
    const [oldCode, newCode] = await db
      .insert(smsCodes)
      .values([code(daysAgo(181)), code(daysAgo(1))])
      .returning({ id: smsCodes.id });
    await db.insert(passwordResetTokens).values([
      { tokenHash: 'ret-reset-old', userId: studentId, expiresAt: daysAgo(181) },
      { tokenHash: 'ret-reset-new', userId: studentId, expiresAt: daysAgo(1) },
    ]);
    const link = (loggedInAt: Date | null, tokenHash: string) => ({
      tokenHash,
      userId: studentId,
      maxAccessMinutes: 60,
      createdAt: daysAgo(400),
      loggedInAt,
    });
    const [usedLink, unusedLink] = await db
      .insert(oneTimeAccessTokens)
      .values([link(daysAgo(181), 'ret-link-used'), link(null, 'ret-link-unused')])
      .returning({ id: oneTimeAccessTokens.id });
    await db.insert(signInLimits).values([
      { key: 'ret-limit-old', hits: 3, windowEndsAt: daysAgo(181) },
      { key: 'ret-limit-new', hits: 3, windowEndsAt: daysAgo(1) },
    ]);

    const access = (lastAt: Date, hkDay: string) => ({
      studentId,
      staffId: teacherId,
      staffRole: 'teacher',
      area: 'plan',
      action: 'view',
      hkDay,
      firstAt: new Date(lastAt.getTime() - 60_000),
      lastAt,
    });
    const [oldAccess, newAccess] = await db
      .insert(staffAccessLog)
      .values([access(daysAgo(366), 'old-day'), access(daysAgo(364), 'new-day')])
      .returning({ id: staffAccessLog.id });

    await forgetLastRun();
    const outcome = await runDailyRetention(db, t.clock.now);
    expect(outcome).not.toBeNull();
    expect(outcome!.staffAccessRecordsDeleted).toBe(1);
    const accessLeft = await db
      .select({ id: staffAccessLog.id })
      .from(staffAccessLog)
      .where(inArray(staffAccessLog.id, [oldAccess!.id, newAccess!.id]));
    // Who looked (DPP4): kept 365 days from the last access of the day, then gone.
    expect(accessLeft.map((r) => r.id)).toEqual([newAccess!.id]);

    const aiLeft = await db
      .select()
      .from(aiRequestLogs)
      .where(inArray(aiRequestLogs.id, [oldAi!.id, alertedAi!.id, newAi!.id]));
    expect(aiLeft.map((r) => r.id).sort()).toEqual([alertedAi!.id, newAi!.id].sort());
    // The alerted request stays for its alert, without the words; the newer one is untouched.
    const alerted = aiLeft.find((r) => r.id === alertedAi!.id)!;
    expect([alerted.prompt, alerted.userElaboration]).toEqual(['', null]);
    expect(aiLeft.find((r) => r.id === newAi!.id)!.prompt).toBe('I like drawing');
    expect(
      await db.select().from(safeguardingAlerts).where(eq(safeguardingAlerts.requestId, alertedAi!.id)),
    ).toHaveLength(1);

    const chatLeft = await db
      .select({ id: chatbotMessages.id })
      .from(chatbotMessages)
      .where(inArray(chatbotMessages.id, [oldChat!.id, newChat!.id]));
    expect(chatLeft.map((r) => r.id)).toEqual([newChat!.id]);
    const promptsLeft = await db
      .select({ id: chatbotPrompts.id })
      .from(chatbotPrompts)
      .where(inArray(chatbotPrompts.id, [oldPrompt!.id, newPrompt!.id]));
    expect(promptsLeft.map((r) => r.id)).toEqual([newPrompt!.id]);

    const outbox = await db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [oldSent!.id, newSent!.id, oldPending!.id]));
    const byId = new Map(outbox.map((r) => [r.id, r]));
    // The delivery record stays; the words and free meta values go.
    expect(byId.get(oldSent!.id)).toMatchObject({
      status: 'sent',
      channel: 'whatsapp',
      recipient: '91000001',
      body: '',
      subject: null,
      meta: { kind: 'booking.confirmed', recipientType: 'phone', bookingId: 7 },
    });
    expect(byId.get(oldSent!.id)!.sentAt).not.toBeNull();
    expect(byId.get(newSent!.id)!.body).toContain('Chan Tai Man');
    // Not delivered yet: the worker still needs the body.
    expect(byId.get(oldPending!.id)!.body).toContain('Chan Tai Man');

    const sessions = await db
      .select({ id: authSessions.tokenHash })
      .from(authSessions)
      .where(inArray(authSessions.tokenHash, ['ret-old', 'ret-revoked', 'ret-live']));
    expect(sessions.map((r) => r.id)).toEqual(['ret-live']);
    const codes = await db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(inArray(smsCodes.id, [oldCode!.id, newCode!.id]));
    expect(codes.map((r) => r.id)).toEqual([newCode!.id]);
    const resets = await db
      .select({ id: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.tokenHash, ['ret-reset-old', 'ret-reset-new']));
    expect(resets.map((r) => r.id)).toEqual(['ret-reset-new']);
    const links = await db
      .select({ id: oneTimeAccessTokens.id })
      .from(oneTimeAccessTokens)
      .where(inArray(oneTimeAccessTokens.id, [usedLink!.id, unusedLink!.id]));
    // A link never used has not ended (it is valid from first use): it stays.
    expect(links.map((r) => r.id)).toEqual([unusedLink!.id]);
    const limits = await db
      .select({ id: signInLimits.key })
      .from(signInLimits)
      .where(inArray(signInLimits.key, ['ret-limit-old', 'ret-limit-new']));
    expect(limits.map((r) => r.id)).toEqual(['ret-limit-new']);
  });

  it('follows the admin’s setting', async () => {
    const admin = await signIn(t, '90000001');
    expect(
      (await t.call('admin.setRetentionSetting', { key: 'chatRetentionDays', value: 60 }, { cookie: admin }))
        .status,
    ).toBe(200);
    const [row] = await t.deps.db
      .insert(chatbotMessages)
      .values({ userId: studentId, type: 'ab4', fromUser: true, content: 'x', createdAt: daysAgo(61) })
      .returning({ id: chatbotMessages.id });
    await forgetLastRun();
    await runDailyRetention(t.deps.db, t.clock.now);
    expect(
      await t.deps.db.select().from(chatbotMessages).where(eq(chatbotMessages.id, row!.id)),
    ).toHaveLength(0);
    await t.call('admin.setRetentionSetting', { key: 'chatRetentionDays', value: 365 }, { cookie: admin });
  });

  it('runs once per Hong Kong day, and once when two processes start it together', async () => {
    await forgetLastRun();
    const pair = await Promise.all([
      runDailyRetention(t.deps.db, t.clock.now),
      runDailyRetention(t.deps.db, t.clock.now),
    ]);
    expect(pair.filter((r) => r !== null)).toHaveLength(1);
    expect(await runDailyRetention(t.deps.db, t.clock.now)).toBeNull();
    expect(await runDailyRetention(t.deps.db, new Date(t.clock.now.getTime() + DAY))).not.toBeNull();
  });

  it('follows the admin’s setting for the staff access record, never below 90 days', async () => {
    const admin = await signIn(t, '90000001');
    const tooShort = await t.call(
      'admin.setRetentionSetting',
      { key: 'staffAccessRetentionDays', value: 30 },
      { cookie: admin },
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.error?.message).toBe(
      'Keep the record of which staff opened a person’s data for a whole number of days from 90 to 3650.',
    );
    expect(
      (
        await t.call(
          'admin.setRetentionSetting',
          { key: 'staffAccessRetentionDays', value: 90 },
          { cookie: admin },
        )
      ).status,
    ).toBe(200);
    const [older, newer] = await t.deps.db
      .insert(staffAccessLog)
      .values(
        [91, 89].map((days) => ({
          studentId,
          staffId: teacherId,
          staffRole: 'teacher',
          area: 'slp',
          action: 'view',
          hkDay: `setting-${days}`,
          firstAt: daysAgo(days),
          lastAt: daysAgo(days),
        })),
      )
      .returning({ id: staffAccessLog.id });
    await forgetLastRun();
    await runDailyRetention(t.deps.db, t.clock.now);
    const left = await t.deps.db
      .select({ id: staffAccessLog.id })
      .from(staffAccessLog)
      .where(inArray(staffAccessLog.id, [older!.id, newer!.id]));
    expect(left.map((r) => r.id)).toEqual([newer!.id]);
    await t.call(
      'admin.setRetentionSetting',
      { key: 'staffAccessRetentionDays', value: 365 },
      { cookie: admin },
    );
  });

  it('checks a setting’s bounds and who may change it, in the caller’s language', async () => {
    const admin = await signIn(t, '90000001');
    const teacher = await signIn(t, '90000003');
    const tooShort = await t.call(
      'admin.setRetentionSetting',
      { key: 'aiLogRetentionDays', value: 5 },
      { cookie: admin },
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.error?.message).toBe('Keep AI request logs for a whole number of days from 30 to 3650.');
    const zh = await t.call(
      'admin.setRetentionSetting',
      { key: 'aiLogRetentionDays', value: 10.5 },
      { cookie: admin, lang: 'zh-HK' },
    );
    expect(zh.status).toBe(400);
    expect(zh.error?.message).toBe('AI 請求記錄的保留日數須為 30 至 3650 之間的整數。');
    const unknownKey = await t.call(
      'admin.setRetentionSetting',
      { key: 'smsVerification', value: 30 },
      { cookie: admin },
    );
    expect(unknownKey.status).toBe(400);
    const settings = await t.call<{ key: string; value: number }[]>('admin.getRetentionSettings', undefined, {
      cookie: admin,
    });
    expect(settings.data.find((s) => s.key === 'aiLogRetentionDays')?.value).toBe(365);
    expect(
      (
        await t.call(
          'admin.setRetentionSetting',
          { key: 'aiLogRetentionDays', value: 30 },
          { cookie: teacher },
        )
      ).status,
    ).toBe(403);
    expect((await t.call('admin.getRetentionSettings', undefined, { cookie: teacher })).status).toBe(403);
  });

  it('lists students with no sign-in for the set years to an admin only', async () => {
    const db = t.deps.db;
    const [inactive] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '91000002'));
    const [recent] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '91000003'));
    await db
      .update(users)
      .set({ lastLoginAt: daysAgo(4 * 366) })
      .where(eq(users.id, inactive!.id));
    await db
      .update(users)
      .set({ lastLoginAt: daysAgo(30) })
      .where(eq(users.id, recent!.id));

    const admin = await signIn(t, '90000001');
    const list = await t.call<{ years: number; students: { id: string; lastSignInAt: string | null }[] }>(
      'admin.getInactiveStudents',
      undefined,
      { cookie: admin },
    );
    expect(list.status).toBe(200);
    expect(list.data.years).toBe(3);
    const ids = list.data.students.map((s) => s.id);
    expect(ids).toContain(inactive!.id);
    expect(ids).not.toContain(recent!.id);
    // Only students: the long-unseen teacher is not "a student who left school".
    const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '90000005'));
    await db
      .update(users)
      .set({ lastLoginAt: daysAgo(4 * 366) })
      .where(eq(users.id, teacher!.id));
    const again = await t.call<{ students: { id: string }[] }>('admin.getInactiveStudents', undefined, {
      cookie: admin,
    });
    expect(again.data.students.map((s) => s.id)).not.toContain(teacher!.id);

    for (const phone of ['90000003', '91000001']) {
      const cookie = await signIn(t, phone);
      expect((await t.call('admin.getInactiveStudents', undefined, { cookie })).status).toBe(403);
    }
    expect((await t.call('admin.getInactiveStudents')).status).toBe(401);
  });
});
