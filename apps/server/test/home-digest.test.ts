import { openDb, schema } from '@waypoint/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHomeNextSteps } from '../src/services/home/load-home.ts';
import { digestMessageKind, sendDueDigests } from '../src/services/home/send-digests.ts';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { nextStepDigests, outboxMessages, users } = schema;

/** Monday 30 Nov 2026, 18:30 Hong Kong time: inside the week's sending window. */
const MONDAY_EVENING = new Date('2026-11-30T18:30:00+08:00');
const TUESDAY = new Date('2026-12-01T18:30:00+08:00');
const NEXT_MONDAY = new Date('2026-12-07T18:10:00+08:00');

interface Settings {
  enabled: boolean;
  channel: 'whatsapp' | 'sms';
}

/** Issue 28 item 4: the weekly WhatsApp / SMS digest of next steps (decision 029). */
describe('weekly next-steps digest', () => {
  let t: TestApp;
  let school = '';
  const people: Record<string, { id: string; cookie: string }> = {};

  /** A new student of the demo school (no choices, grades or interests: three next steps), signed in. */
  const student = async (phone: string, lang: 'en' | 'zh-HK' | null) => {
    const id = await addPerson(t, { phone, schoolId: school, roles: 'secondary-school-student' });
    await t.deps.db.update(users).set({ preferredLang: lang }).where(eq(users.id, id));
    people[phone] = { id, cookie: await signIn(t, phone) };
    return people[phone]!;
  };
  const turnOn = async (phone: string, channel: 'whatsapp' | 'sms' = 'whatsapp') => {
    const res = await t.call<Settings>(
      'home.setDigest',
      { enabled: true, channel },
      { cookie: people[phone]!.cookie },
    );
    expect(res.error).toBeNull();
    return res.data;
  };
  const digestsTo = (phone: string) =>
    t.deps.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, phone),
          sql`${outboxMessages.meta}->>'kind' like 'nextStepsDigest.%'`,
        ),
      );
  const row = async (userId: string) =>
    (await t.deps.db.select().from(nextStepDigests).where(eq(nextStepDigests.userId, userId)))[0];
  const stop = (token: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/digest/stop?token=${encodeURIComponent(token)}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    const ids = await demoIds(t);
    const [principal] = await t.deps.db
      .select({ schoolId: users.schoolId })
      .from(users)
      .where(eq(users.id, ids['90000002']!));
    school = principal!.schoolId!;
  });
  afterAll(() => t.close());

  it('is off by default, and asks for a sign-in', async () => {
    const me = await student('91008801', null);
    const res = await t.call<Settings>('home.digestSettings', undefined, { cookie: me.cookie });
    expect(res.data).toEqual({ enabled: false, channel: 'whatsapp' });
    expect(await row(me.id)).toBeUndefined();
    expect((await t.call('home.digestSettings')).error?.data.code).toBe('UNAUTHORIZED');
    expect((await t.call('home.setDigest', { enabled: true, channel: 'sms' })).error?.data.code).toBe(
      'UNAUTHORIZED',
    );
    // Nobody has turned it on: Monday evening sends nothing.
    expect((await sendDueDigests(t.deps, MONDAY_EVENING)).sent).toEqual([]);
  });

  it('turns on for the signed-in person only, with a stop token made once', async () => {
    const me = await student('91008802', 'en');
    const other = await student('91008803', 'en');
    // A person named in the input is ignored: the procedure acts on the caller alone.
    const res = await t.call<Settings>(
      'home.setDigest',
      { enabled: true, channel: 'sms', userId: other.id },
      { cookie: me.cookie },
    );
    expect(res.data).toEqual({ enabled: true, channel: 'sms' });
    expect(await row(other.id)).toBeUndefined();
    const first = await row(me.id);
    expect(first).toMatchObject({ enabled: true, channel: 'sms', lastSentAt: null });
    expect(first!.stopToken).toMatch(/^[\w-]{43}$/);
    expect((await t.call<Settings>('home.digestSettings', undefined, { cookie: me.cookie })).data).toEqual({
      enabled: true,
      channel: 'sms',
    });
    expect(
      (await t.call<Settings>('home.digestSettings', undefined, { cookie: other.cookie })).data.enabled,
    ).toBe(false);
    await turnOn('91008802', 'whatsapp');
    expect((await row(me.id))!.stopToken).toBe(first!.stopToken);
    const bad = await t.call('home.setDigest', { enabled: true, channel: 'email' }, { cookie: me.cookie });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
    expect((await row(me.id))!.channel).toBe('whatsapp');
  });

  it('enqueues exactly one message a week, in the person’s language, with the steps and both links', async () => {
    const zh = await student('91008804', null);
    const en = await student('91008805', 'en');
    await turnOn('91008804', 'whatsapp');
    await turnOn('91008805', 'sms');
    const steps = await loadHomeNextSteps({ db: t.deps.db, now: () => MONDAY_EVENING }, { id: en.id });
    expect(steps.map((s) => s.kind)).toEqual(
      expect.arrayContaining(['choicesMissing', 'gradesMissing', 'interestProfile']),
    );

    // Not due before Monday 18:00 HK, nor on Tuesday.
    await sendDueDigests(t.deps, new Date('2026-11-30T17:59:00+08:00'));
    await sendDueDigests(t.deps, TUESDAY);
    expect(await digestsTo('91008804')).toEqual([]);

    const run = await sendDueDigests(t.deps, MONDAY_EVENING);
    expect(run.sent).toEqual(expect.arrayContaining([zh.id, en.id]));
    const [zhMessage, ...zhMore] = await digestsTo('91008804');
    const [enMessage, ...enMore] = await digestsTo('91008805');
    expect(zhMore).toEqual([]);
    expect(enMore).toEqual([]);
    expect(zhMessage).toMatchObject({ channel: 'whatsapp', status: 'pending' });
    expect(zhMessage!.meta).toMatchObject({ kind: digestMessageKind('zh-HK'), lang: 'zh-HK' });
    expect(digestMessageKind('zh-HK')).toBe('nextStepsDigest.zh-HK');
    expect(zhMessage!.body).toContain('路標：你本週的下一步');
    expect(zhMessage!.body).toContain('輸入你的預測成績');
    expect(zhMessage!.body).not.toContain('Enter your predicted grades');
    expect(enMessage).toMatchObject({ channel: 'sms', meta: { kind: 'nextStepsDigest.en' } });
    expect(enMessage!.body).toContain('Waypoint: your next steps this week');
    expect(enMessage!.body).toContain('Enter your predicted grades');
    expect(enMessage!.body).toContain('Find the careers that interest you');
    expect(enMessage!.body).toContain('See them all: http://localhost:3000/home');
    const token = (await row(en.id))!.stopToken;
    expect(enMessage!.body).toContain(
      `Stop these weekly messages: http://localhost:3000/digest/stop?token=${token}`,
    );
    expect((await row(en.id))!.lastSentAt).toEqual(MONDAY_EVENING);

    // Later the same evening and on Tuesday: already sent this week.
    await sendDueDigests(t.deps, new Date('2026-11-30T21:30:00+08:00'));
    await sendDueDigests(t.deps, TUESDAY);
    expect(await digestsTo('91008805')).toHaveLength(1);
    // Next Monday: the next one.
    await sendDueDigests(t.deps, NEXT_MONDAY);
    expect(await digestsTo('91008805')).toHaveLength(2);
  });

  it('sends nothing to a person with no next steps, nor to one who turned it off', async () => {
    const idle = await student('91008806', 'en');
    // A teacher of no school has nothing waiting (no students, events or consultations).
    await t.deps.db
      .update(users)
      .set({ roles: 'teacher', schoolId: null, yearDSE: null })
      .where(eq(users.id, idle.id));
    expect(await loadHomeNextSteps({ db: t.deps.db, now: () => MONDAY_EVENING }, { id: idle.id })).toEqual(
      [],
    );
    await turnOn('91008806');
    const off = await student('91008807', 'en');
    await turnOn('91008807');
    const res = await t.call<Settings>(
      'home.setDigest',
      { enabled: false, channel: 'sms' },
      { cookie: off.cookie },
    );
    expect(res.data).toEqual({ enabled: false, channel: 'sms' });

    const run = await sendDueDigests(t.deps, NEXT_MONDAY);
    expect(run.sent).not.toContain(idle.id);
    expect(run.sent).not.toContain(off.id);
    expect(await digestsTo('91008806')).toEqual([]);
    expect(await digestsTo('91008807')).toEqual([]);
    expect((await row(idle.id))!.lastSentAt).toBeNull();
  });

  it('stops with one tap on the link, idempotently, and says so in both languages', async () => {
    const me = people['91008805']!;
    const token = (await row(me.id))!.stopToken;
    // A link previewer (iMessage, WhatsApp) and a HEAD request fetch the link without stopping anything.
    const preview = await stop(token, { 'user-agent': 'facebookexternalhit/1.1 Facebot Twitterbot/1.0' });
    expect(preview.statusCode).toBe(200);
    expect((await stop(token, {}, 'HEAD')).statusCode).toBe(200);
    expect((await row(me.id))!.enabled).toBe(true);

    const browser = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' };
    for (let i = 0; i < 2; i += 1) {
      const res = await stop(token, browser);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('已停止每週提示');
      expect(res.body).toContain('Weekly reminders stopped');
      expect(res.body).toContain('http://localhost:3000/profile?tab=reminders');
      expect((await row(me.id))!.enabled).toBe(false);
    }
    expect(
      (await t.call<Settings>('home.digestSettings', undefined, { cookie: me.cookie })).data.enabled,
    ).toBe(false);
    // Off: the Monday after sends nothing.
    const before = (await digestsTo('91008805')).length;
    await sendDueDigests(t.deps, new Date('2026-12-14T18:30:00+08:00'));
    expect(await digestsTo('91008805')).toHaveLength(before);
  });

  it('says an unknown token is not valid, in both languages, and changes nothing', async () => {
    const res = await stop('not-a-token');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('此連結無效');
    expect(res.body).toContain('This link is not valid');
    expect((await stop('')).statusCode).toBe(404);
    const tooLong = await t.app.inject({ method: 'GET', url: `/digest/stop?token=${'x'.repeat(500)}` });
    expect(tooLong.statusCode).toBe(404);
    expect((await row(people['91008804']!.id))!.enabled).toBe(true);
  });

  it('sends one message a person when two processes run the job at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const p = await student(`9100890${i}`, i % 2 ? 'en' : null);
      await turnOn(`9100890${i}`, i % 2 ? 'sms' : 'whatsapp');
      ids.push(p.id);
    }
    const monday = new Date('2026-12-21T18:05:00+08:00');
    // Under test:pg the second "process" has its own pool on the same database; PGlite is one process.
    const url = t.database.pool?.options.connectionString;
    if (process.env.DATABASE_URL) expect(url).toBeTruthy();
    const other = url ? await openDb({ databaseUrl: url, poolSize: 4 }) : t.database;
    try {
      const [a, b] = await Promise.all([
        sendDueDigests(t.deps, monday),
        sendDueDigests({ ...t.deps, db: other.db }, monday),
      ]);
      expect(a.sent.filter((id) => b.sent.includes(id))).toEqual([]);
      expect([...a.sent, ...b.sent]).toEqual(expect.arrayContaining(ids));
    } finally {
      if (url) await other.close();
    }
    const phones = ids.map((_, i) => `9100890${i}`);
    const messages = await t.deps.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.recipient, phones),
          sql`${outboxMessages.meta}->>'kind' like 'nextStepsDigest.%'`,
        ),
      );
    expect(messages.map((m) => m.recipient).sort()).toEqual(phones.sort());
  });
});
