import { schema } from '@waypoint/db';
import { DELETION_GRACE_DAYS, ERASED_NAME, formatHkDateTime } from '@waypoint/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseDuePeople } from '../src/services/privacy/erase-due-people.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { users, outboxMessages } = schema;
const DAY = 86_400_000;

interface Deletion {
  userId: string;
  state: 'none' | 'pending' | 'erased';
  requestedAt: string | null;
  dueAt: string | null;
  requestedBySelf: boolean | null;
  erasedAt: string | null;
  graceDays: number;
}

describe('deletion: request, cancel, who may (issue 23 item 4)', () => {
  let t: TestApp;
  const idOf = async (phone: string) =>
    (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: false });
  });
  afterAll(() => t.close());

  it('lets a person ask for their own deletion with the typed word, and cancel it', async () => {
    const cookie = await signIn(t, '91000011');
    const none = await t.call<Deletion>('privacy.getMyDeletion', undefined, { cookie });
    expect(none.data).toMatchObject({ state: 'none', dueAt: null, graceDays: 14 });

    const wrong = await t.call('privacy.requestMyDeletion', { confirmation: 'yes' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe('Type the word shown to confirm the deletion.');
    const wrongZh = await t.call(
      'privacy.requestMyDeletion',
      { confirmation: '删除' },
      { cookie, lang: 'zh-HK' },
    );
    expect(wrongZh.error?.message).toBe('請輸入所顯示的字以確認刪除。');
    expect((await t.call<Deletion>('privacy.getMyDeletion', undefined, { cookie })).data.state).toBe('none');

    const asked = await t.call<Deletion>('privacy.requestMyDeletion', { confirmation: 'DELETE' }, { cookie });
    expect(asked.status).toBe(200);
    expect(asked.data.state).toBe('pending');
    expect(asked.data.requestedBySelf).toBe(true);
    expect(asked.data.requestedAt).toBe(t.clock.now.toISOString());
    expect(new Date(asked.data.dueAt!).getTime()).toBe(t.clock.now.getTime() + DELETION_GRACE_DAYS * DAY);
    // The phone's owner is told when it will happen and how to stop it, in their language.
    const [notice] = await t.deps.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, '91000011'),
          sql`${outboxMessages.meta}->>'kind' = 'deletion-requested'`,
        ),
      );
    expect(notice?.body).toContain(formatHkDateTime(new Date(asked.data.dueAt!), 'zh-HK'));
    expect(notice?.body).toContain('取消刪除');

    // Asking again keeps the first date.
    t.clock.advance(3 * DAY);
    const again = await t.call<Deletion>('privacy.requestMyDeletion', { confirmation: '刪除' }, { cookie });
    expect(again.data.dueAt).toBe(asked.data.dueAt);

    // The account still works during the grace period.
    const status = await t.call<{ signedIn: boolean }>('auth.getSessionStatus', undefined, { cookie });
    expect(status.data.signedIn).toBe(true);
    const cancelled = await t.call<Deletion>('privacy.cancelMyDeletion', undefined, { cookie });
    expect(cancelled.data).toMatchObject({ state: 'none', dueAt: null, requestedAt: null });
    const [row] = await t.deps.db.select().from(users).where(eq(users.phone, '91000011'));
    expect(row?.deletionRequestedBy).toBeNull();
  });

  it('names the typed word as the screen does when it is missing, in both languages', async () => {
    const cookie = await signIn(t, '91000014');
    const en = await t.call('privacy.requestMyDeletion', {}, { cookie, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.error?.message).toContain('the confirmation word');
    const zh = await t.call('privacy.requestMyDeletion', {}, { cookie, lang: 'zh-HK' });
    expect(zh.error?.message).toContain('確認字詞');
  });

  it('refuses a visitor and a one-time link session', async () => {
    expect((await t.call('privacy.getMyDeletion')).status).toBe(401);
    expect((await t.call('privacy.requestMyDeletion', { confirmation: 'DELETE' })).status).toBe(401);
    const admin = await signIn(t, '90000001');
    const link = await t.call<{ token: string }>(
      'auth.createOnetimeAccessToken',
      { userId: await idOf('91000012'), maxAccessMinutes: 30 },
      { cookie: admin },
    );
    const { cookie } = await t.call('auth.checkOnetimeAccessToken', { token: link.data.token });
    const res = await t.call('privacy.requestMyDeletion', { confirmation: 'DELETE' }, { cookie });
    expect(res.status).toBe(403);
    expect(res.error?.message).toContain('one-time link');
    expect((await t.call<Deletion>('privacy.getMyDeletion', undefined, { cookie })).data.state).toBe('none');
  });

  it('lets an admin, and only an admin, ask and cancel for a person and list the pending ones', async () => {
    const admin = await signIn(t, '90000001');
    const teacher = await signIn(t, '90000003');
    const student = await signIn(t, '91000013');
    const userId = await idOf('91000014');
    for (const cookie of [teacher, student]) {
      expect(
        (await t.call('privacy.requestDeletionFor', { userId, confirmation: 'DELETE' }, { cookie })).status,
      ).toBe(403);
      expect((await t.call('privacy.listPendingDeletions', undefined, { cookie })).status).toBe(403);
      expect((await t.call('privacy.getDeletionFor', { userId }, { cookie })).status).toBe(403);
      expect((await t.call('privacy.cancelDeletionFor', { userId }, { cookie })).status).toBe(403);
    }
    const noWord = await t.call(
      'privacy.requestDeletionFor',
      { userId, confirmation: '' },
      { cookie: admin },
    );
    expect(noWord.status).toBe(400);
    const asked = await t.call<Deletion>(
      'privacy.requestDeletionFor',
      { userId, confirmation: 'delete' },
      { cookie: admin },
    );
    expect(asked.data).toMatchObject({ userId, state: 'pending', requestedBySelf: false });
    const list = await t.call<(Deletion & { fullName: string })[]>(
      'privacy.listPendingDeletions',
      undefined,
      {
        cookie: admin,
      },
    );
    expect(list.data.find((p) => p.userId === userId)?.dueAt).toBe(asked.data.dueAt);
    // The person sees it on their own page, and may cancel it themselves.
    const own = await signIn(t, '91000014');
    expect((await t.call<Deletion>('privacy.getMyDeletion', undefined, { cookie: own })).data.state).toBe(
      'pending',
    );
    const byAdmin = await t.call<Deletion>('privacy.cancelDeletionFor', { userId }, { cookie: admin });
    expect(byAdmin.data.state).toBe('none');
    expect(
      (await t.call<Deletion[]>('privacy.listPendingDeletions', undefined, { cookie: admin })).data.map(
        (p) => p.userId,
      ),
    ).not.toContain(userId);
    expect(
      (await t.call('privacy.getDeletionFor', { userId: crypto.randomUUID() }, { cookie: admin })).status,
    ).toBe(404);
  });

  it('keeps the last admin, in both languages', async () => {
    const admin = await signIn(t, '90000001');
    const own = await t.call('privacy.requestMyDeletion', { confirmation: 'DELETE' }, { cookie: admin });
    expect(own.status).toBe(409);
    expect(own.error?.message).toBe(
      'This is the last admin account: make another person an admin before deleting it.',
    );
    const zh = await t.call(
      'privacy.requestMyDeletion',
      { confirmation: '刪除' },
      { cookie: admin, lang: 'zh-HK' },
    );
    expect(zh.error?.message).toBe('這是最後一個管理員帳戶：請先把另一人設為管理員，才可刪除此帳戶。');
    const adminId = await idOf('90000001');
    expect(
      (
        await t.call(
          'privacy.requestDeletionFor',
          { userId: adminId, confirmation: 'DELETE' },
          { cookie: admin },
        )
      ).status,
    ).toBe(409);

    // With a second admin, one may go; the other is then the last.
    await t.deps.db.update(users).set({ roles: 'teacher , admin' }).where(eq(users.phone, '90000002'));
    const second = await signIn(t, '90000002');
    const ok = await t.call<Deletion>(
      'privacy.requestMyDeletion',
      { confirmation: 'DELETE' },
      { cookie: admin },
    );
    expect(ok.data.state).toBe('pending');
    expect(
      (await t.call('privacy.requestMyDeletion', { confirmation: 'DELETE' }, { cookie: second })).status,
    ).toBe(409);
    await t.call('privacy.cancelMyDeletion', undefined, { cookie: admin });
    await t.deps.db.update(users).set({ roles: 'teacher' }).where(eq(users.phone, '90000002'));
  });

  it('erases only once the grace period is over, and never a cancelled request', async () => {
    const kept = await signIn(t, '91000015');
    const goes = await signIn(t, '91000016');
    const keptId = await idOf('91000015');
    const goesId = await idOf('91000016');
    await t.call('privacy.requestMyDeletion', { confirmation: 'DELETE' }, { cookie: kept });
    const asked = await t.call<Deletion>(
      'privacy.requestMyDeletion',
      { confirmation: 'DELETE' },
      { cookie: goes },
    );
    await t.call('privacy.cancelMyDeletion', undefined, { cookie: kept });
    const due = new Date(asked.data.dueAt!);

    expect(await eraseDuePeople(t.deps, new Date(due.getTime() - 60_000))).toEqual([]);
    expect((await t.call<Deletion>('privacy.getMyDeletion', undefined, { cookie: goes })).data.state).toBe(
      'pending',
    );

    expect(await eraseDuePeople(t.deps, due)).toEqual([goesId]);
    const [erased] = await t.deps.db.select().from(users).where(eq(users.id, goesId));
    expect(erased).toMatchObject({ fullName: ERASED_NAME, accessDisabled: true, email: null });
    expect(erased?.erasedAt?.toISOString()).toBe(due.toISOString());
    expect(erased?.phone).not.toBe('91000016');
    // Their session is gone and their phone no longer signs in.
    expect((await t.call('privacy.getMyDeletion', undefined, { cookie: goes })).status).toBe(401);
    expect((await t.call('auth.loginWithPhone', { phone: '91000016' })).cookie).toBeUndefined();
    // A second run finds no one; the cancelled request is untouched.
    expect(await eraseDuePeople(t.deps, new Date(due.getTime() + 30 * DAY))).toEqual([]);
    const [stays] = await t.deps.db.select().from(users).where(eq(users.id, keptId));
    expect(stays).toMatchObject({ phone: '91000015', erasedAt: null, accessDisabled: false });

    const admin = await signIn(t, '90000001');
    const view = await t.call<Deletion>('privacy.getDeletionFor', { userId: goesId }, { cookie: admin });
    expect(view.data.state).toBe('erased');
    const late = await t.call('privacy.cancelDeletionFor', { userId: goesId }, { cookie: admin });
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe('This account has already been deleted.');
    expect(
      (await t.call<Deletion[]>('privacy.listPendingDeletions', undefined, { cookie: admin })).data.map(
        (p) => p.userId,
      ),
    ).not.toContain(goesId);

    // An erased account cannot be brought back to sign in as: re-enabling access keeps it disabled, and it
    // has no one-time link.
    await t.call(
      'users.updateRoles',
      { userId: goesId, roles: ['student'], accessDisabled: false },
      { cookie: admin },
    );
    const [still] = await t.deps.db.select().from(users).where(eq(users.id, goesId));
    expect(still?.accessDisabled).toBe(true);
    const link = await t.call(
      'auth.createOnetimeAccessToken',
      { userId: goesId, maxAccessMinutes: 60 },
      { cookie: admin },
    );
    expect(link.status).toBe(404);
  });
});
