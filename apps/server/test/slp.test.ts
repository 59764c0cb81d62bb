import { schema, seedDemoEvents } from '@waypoint/db';
import { hkDateString, hkInstant } from '@waypoint/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ab3Body, askAi } from './ai-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { outboxMessages, users, userSlpVersions, aiRequestLogs } = schema;

interface SlpView {
  userId: string;
  canEdit: boolean;
  canComment: boolean;
  access: { reason: string; closesAt: string | null };
  strength: { id: string; text: string } | null;
  claims: { id: string; text: string; selected: boolean; comments: { comment: string }[] }[];
  professions: { id: number }[];
  original: string;
  gpt: string;
  versions: { original: string; gpt: string }[];
}

const claims = (n: number, selected: number) =>
  Array.from({ length: n }, (_, i) => ({
    text: `Claim ${i + 1}`,
    elaboration: `I showed it in project ${i + 1}.`,
    selected: i < selected,
    order: i + 1,
    type: 'claim' as const,
  }));

describe('AchieveSLP (spec 3 §2–§5)', () => {
  let t: TestApp;
  let writer: string; // 91000029 attended today's seminar (seed): access open until 23:59 tomorrow HK.
  let other: string; // 91000001: no qualifying attendance.
  let teacher: string; // 90000003: active career teacher of beacon1.
  let unverified: string; // 90000005: an unverified teacher acts for nobody.
  let admin: string;
  let writerId: string;
  beforeAll(async () => {
    // Midday in Hong Kong: one fixed day, whatever the hour of the run (the seeded attendance's window closes
    // at 23:59 the day after the seminar, slpAccess).
    t = await createTestApp({ now: hkInstant(hkDateString(new Date()), '12:00') });
    t.deps.config.ai.offlinePieceMs = 0;
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    writer = await signIn(t, '91000029');
    other = await signIn(t, '91000001');
    teacher = await signIn(t, '90000003');
    unverified = await signIn(t, '90000005');
    admin = await signIn(t, '90000001');
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, '91000029'));
    writerId = row!.id;
  });
  afterAll(() => t.close());

  const getSlp = async (cookie: string, userId?: string) =>
    t.call<SlpView>('slp.getUserSLP', userId ? { userId } : undefined, { cookie });

  it('opens the writer to a student who attended a seminar, until 23:59 HK the day after', async () => {
    const res = await getSlp(writer);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ canEdit: true, canComment: false, access: { reason: 'open' } });
    expect(res.data.access.closesAt).toMatch(/T15:59:00\.000Z$/);
  });

  it('refuses a sixth selected claim with the spec message, in both languages, and changes nothing', async () => {
    const six = await t.call('slp.upsertUserClaims', { userClaims: claims(6, 6) }, { cookie: writer });
    expect(six.status).toBe(400);
    expect(six.error?.message).toBe('You can only select at most 5 claims!');
    const zh = await t.call(
      'slp.upsertUserClaims',
      { userClaims: claims(6, 6) },
      { cookie: writer, lang: 'zh-HK' },
    );
    expect(zh.error?.message).toBe('最多只可選擇 5 項。');
    const blank = await t.call(
      'slp.upsertUserClaims',
      { userClaims: [{ text: '   ', selected: false, order: 1 }] },
      { cookie: writer },
    );
    expect(blank.status).toBe(400);
    expect((await getSlp(writer)).data.claims).toHaveLength(0);
  });

  it('saves the strength, claims, professions and draft, keeping a version per changed draft', async () => {
    const saved = await t.call(
      'slp.upsertUserClaims',
      {
        userClaims: [
          { text: 'Curious about how machines work', selected: true, order: 1, type: 'strength' },
          ...claims(6, 5),
        ],
      },
      { cookie: writer },
    );
    expect(saved.status).toBe(200);
    const slp = (await getSlp(writer)).data;
    expect(slp.strength?.text).toBe('Curious about how machines work');
    expect(slp.claims).toHaveLength(6);
    expect(slp.claims.filter((c) => c.selected)).toHaveLength(5);

    const draft = 'i led our robotics team .we won 2 awards\n\n我 喜歡 工程,因為可以解決問題';
    const [nurse] = await t.deps.db
      .select()
      .from(schema.professions)
      .where(eq(schema.professions.iscoCode, '2221'));
    expect(
      (await t.call('slp.upsertUserSLP', { original: draft, professionIds: [nurse!.id] }, { cookie: writer }))
        .status,
    ).toBe(200);
    const bad = await t.call('slp.upsertUserSLP', { professionIds: [99999999] }, { cookie: writer });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('This profession was not found.');
    const after = (await getSlp(writer)).data;
    expect(after.original).toBe(draft);
    expect(after.professions.map((p) => p.id)).toEqual([nurse!.id]);
    expect(after.versions).toHaveLength(1);
  });

  it('polishes the saved draft on the offline provider, streamed, and saves it as the gpt version', async () => {
    const res = await askAi(t, 'polish', {}, { cookie: writer });
    expect(res.status).toBe(200);
    expect(res.lines[0]).toMatchObject({ type: 'meta', provider: 'offline' });
    const text = res.lines
      .filter((l) => l.type === 'text')
      .map((l) => l.text)
      .join('');
    expect(text).toBe('I led our robotics team. We won 2 awards.\n\n我喜歡工程，因為可以解決問題。');
    expect(res.lines.at(-1)).toMatchObject({ type: 'done' });
    const slp = (await getSlp(writer)).data;
    expect(slp.gpt).toBe(text);
    expect(slp.versions[0]).toMatchObject({ gpt: text });
    const [log] = await t.deps.db.select().from(aiRequestLogs).orderBy(desc(aiRequestLogs.id)).limit(1);
    expect(log).toMatchObject({ kind: 'polish', status: 'ok', botUrl: '/ai/polish' });
    // Regenerating is allowed at once (no cooldown on the polish).
    expect((await askAi(t, 'polish', {}, { cookie: writer })).status).toBe(200);
  });

  it("sends the chosen tab's saved draft to the student's WhatsApp through the outbox", async () => {
    const res = await t.call<{ sentTo: string; outboxMessageId: number }>(
      'slp.sendSLPWhatsAppRecord',
      { selectedSLPType: 'gpt', userPhone: '99999999' },
      { cookie: writer },
    );
    expect(res.status).toBe(200);
    const [msg] = await t.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, res.data.outboxMessageId));
    expect(msg).toMatchObject({ channel: 'whatsapp', recipient: '91000029' });
    expect(msg!.body).toContain('I led our robotics team. We won 2 awards.');
    expect(msg!.meta).toMatchObject({ kind: 'slpDraft', selectedSLPType: 'gpt' });
  });

  it('keeps a student without qualifying attendance read-only, on every write and in the AI', async () => {
    const own = await getSlp(other);
    expect(own.data).toMatchObject({ canEdit: false, access: { reason: 'none' } });
    const write = await t.call('slp.upsertUserClaims', { userClaims: claims(1, 1) }, { cookie: other });
    expect(write.status).toBe(403);
    expect(write.error?.message).toContain('Only students with full SLP access');
    expect((await t.call('slp.upsertUserSLP', { original: 'x' }, { cookie: other })).status).toBe(403);
    expect(
      (await t.call('slp.sendSLPWhatsAppRecord', { selectedSLPType: 'original' }, { cookie: other })).status,
    ).toBe(403);
    expect((await askAi(t, 'polish', {}, { cookie: other })).status).toBe(403);
    expect((await askAi(t, 'slp', ab3Body('I like science'), { cookie: other })).status).toBe(403);
    const access = await t.call<{ accessType: string | null }>(
      'slp.enableUserSLPAccess',
      { existSLPRecord: false },
      {
        cookie: other,
      },
    );
    expect(access.data.accessType).toBeNull();
  });

  it("refuses another student's SLP, and a claim id of someone else", async () => {
    expect((await getSlp(other, writerId)).status).toBe(403);
    expect(
      (await t.call('slp.upsertUserClaims', { userId: writerId, userClaims: [] }, { cookie: other })).status,
    ).toBe(403);
    const writerClaim = (await getSlp(writer)).data.claims[0]!;
    const [otherRow] = await t.deps.db.select().from(users).where(eq(users.phone, '91000001'));
    const stolen = await t.call(
      'slp.upsertUserClaims',
      {
        userId: otherRow!.id,
        userClaims: [{ claimId: writerClaim.id, text: 'mine', selected: true, order: 1 }],
      },
      { cookie: admin },
    );
    expect(stolen.status).toBe(404);
  });

  it('lets a teacher of the school read through the target user and comment on a claim, not edit', async () => {
    const res = await getSlp(teacher, writerId);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ canEdit: false, canComment: true });
    const edit = await t.call(
      'slp.upsertUserSLP',
      { userId: writerId, original: 'teacher text' },
      { cookie: teacher },
    );
    expect(edit.status).toBe(403);
    expect((await askAi(t, 'polish', { userId: writerId }, { cookie: teacher })).status).toBe(403);
    const claim = res.data.claims[0]!;
    const comment = await t.call(
      'slp.insertClaimComment',
      { userId: writerId, claimId: claim.id, comment: 'Give one example with numbers.' },
      { cookie: teacher },
    );
    expect(comment.status).toBe(200);
    expect((await getSlp(writer)).data.claims[0]!.comments.map((c) => c.comment)).toEqual([
      'Give one example with numbers.',
    ]);
    // Students do not comment, and an unverified teacher reaches nobody.
    expect(
      (
        await t.call(
          'slp.insertClaimComment',
          { userId: writerId, claimId: claim.id, comment: 'x' },
          { cookie: writer },
        )
      ).status,
    ).toBe(403);
    expect((await getSlp(unverified, writerId)).status).toBe(403);
  });

  it('lets an admin edit a student’s SLP through the target user, recorded as theirs', async () => {
    const res = await t.call(
      'slp.upsertUserSLP',
      { userId: writerId, original: 'Edited by the admin.' },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    const [v] = await t.deps.db
      .select()
      .from(userSlpVersions)
      .where(eq(userSlpVersions.userId, writerId))
      .orderBy(desc(userSlpVersions.id))
      .limit(1);
    expect(v!.original).toBe('Edited by the admin.');
  });

  it('closes the tool at 23:59 HK the day after the event: the student then reads only', async () => {
    const { closesAt } = (await getSlp(writer)).data.access;
    t.clock.now = new Date(new Date(closesAt!).getTime() + 1000);
    const slp = await getSlp(writer);
    expect(slp.status).toBe(200);
    expect(slp.data).toMatchObject({ canEdit: false, access: { reason: 'closed' } });
    const write = await t.call('slp.upsertUserSLP', { original: 'late' }, { cookie: writer });
    expect(write.status).toBe(403);
    expect(write.error?.message).toBe(
      'Your SLP tool closed at 23:59 on the day after your event; you can still read your SLP.',
    );
    expect((await askAi(t, 'slp', ab3Body('I like science'), { cookie: writer })).status).toBe(403);
    // Admins keep editing.
    expect(
      (await t.call('slp.upsertUserSLP', { userId: writerId, original: 'ok' }, { cookie: admin })).status,
    ).toBe(200);
  });
});

describe('the seeded SLP writers (slp.e2e.ts and slp-print.e2e.ts write as them)', () => {
  it('still write after midnight in Hong Kong when the demo was seeded just before it', async () => {
    // Seeded at 23:50 HK and used at 00:10: a journey run that crosses midnight (~16:00 UTC) must not find
    // their tool closed (it was, when their attendance was at yesterday's seminar).
    const t = await createTestApp({ now: hkInstant(hkDateString(new Date()), '23:50') });
    try {
      await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
      const cookies = [];
      for (const phone of ['91000029', '91000026', '91000020']) cookies.push(await signIn(t, phone));
      t.clock.advance(20 * 60_000);
      for (const cookie of cookies) {
        const slp = await t.call<SlpView>('slp.getUserSLP', undefined, { cookie });
        expect(slp.data).toMatchObject({ canEdit: true, access: { reason: 'open' } });
      }
    } finally {
      await t.close();
    }
  });
});
