import { schema } from '@waypoint/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ab3Body, askAi, chatBody } from './ai-fixtures.ts';
import { streamPieces, useFakeOpenAi } from './fake-openai.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { aiRequestLogs, outboxMessages, chatbotMessages, professions, disciplines, users } = schema;

describe('AI gateway on the offline default', () => {
  let t: TestApp;
  let student: string;
  let student2: string;
  let teacher: string;
  let nurseId: number;
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.config.ai.offlinePieceMs = 0;
    student = await signIn(t, '91000001');
    student2 = await signIn(t, '91000002');
    teacher = await signIn(t, '90000003');
    const [nurse] = await t.deps.db.select().from(professions).where(eq(professions.iscoCode, '2221'));
    nurseId = nurse!.id;
  });
  afterAll(() => t.close());

  const latestLog = async () =>
    (await t.deps.db.select().from(aiRequestLogs).orderBy(desc(aiRequestLogs.id)).limit(1))[0]!;

  it('refuses visitors and empty questions before asking anyone', async () => {
    expect((await askAi(t, 'ab3', ab3Body('I like biology'))).status).toBe(401);
    const empty = await askAi(t, 'ab3', ab3Body('   '), { cookie: student });
    expect(empty.status).toBe(400);
    expect(empty.json?.message).toBe('Choose a tag or write something first.');
    const long = await askAi(t, 'ab3', ab3Body('x'.repeat(2001)), { cookie: student });
    expect(long.status).toBe(400);
    expect(long.json?.message).toBe('The message is too long (at most 2,000 characters).');
  });

  it('suggests at most 10 real study areas from a strength, explained from their fields, and logs it', async () => {
    const res = await askAi(t, 'ab3', ab3Body('I am good at biology and want to be a nurse in health care'), {
      cookie: student,
    });
    expect(res.status).toBe(200);
    expect(res.lines[0]).toMatchObject({ type: 'meta', provider: 'offline' });
    const items = res.lines.filter((l) => l.type === 'item');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    const names = items.map((i) => i.name);
    expect(names.slice(0, 3)).toContain('Medicine, Dentistry and Health Sciences');
    const known = new Set(
      (await t.deps.db.select({ id: disciplines.id }).from(disciplines)).map((d) => d.id),
    );
    for (const item of items) {
      expect(known.has(item.id as number)).toBe(true);
      // Chinese explanation naming the study area's real Chinese name and programme count.
      expect(item.explanation).toContain(`「${item.nameChi}」`);
      expect(item.explanation).toContain(`${item.programCount} 個 JUPAS 課程`);
      expect(item.explanationEn).toContain(item.name as string);
    }
    expect(res.lines.at(-1)).toMatchObject({ type: 'done', count: items.length });
    const log = await latestLog();
    expect(log).toMatchObject({
      kind: 'ab3',
      provider: 'offline',
      status: 'ok',
      botUrl: '/ai/ab3',
      resultCount: items.length,
    });
    expect(log.schoolId).toBe('beacon1');
    // The suggestions go to the student's WhatsApp through the outbox.
    const [message] = await t.deps.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    expect(message).toMatchObject({ channel: 'whatsapp' });
    expect(message!.meta).toMatchObject({ kind: 'aiSuggestions', aiRequestId: log.id });
    // One language throughout, the one the student asked in (no language chosen in the profile yet).
    expect(message!.body).toContain('Waypoint AI: study areas suggested for');
    expect(message!.body).toContain(`1. ${items[0]!.name as string} – ${items[0]!.explanationEn as string}`);
    expect(message!.body).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('holds the 30 s cooldown per person and kind on the server', async () => {
    const again = await askAi(t, 'ab3', ab3Body('I like computers'), { cookie: student });
    expect(again.status).toBe(429);
    expect(again.json?.message).toMatch(/^Please wait \(\d+s\)$/);
    // Another kind, and another person, are not held up.
    const professionsRes = await askAi(t, 'ab4', ab3Body('I like computers and programming'), {
      cookie: student,
    });
    expect(professionsRes.status).toBe(200);
    expect((await askAi(t, 'ab3', ab3Body('I like computers'), { cookie: student2 })).status).toBe(200);
    t.clock.advance(30_000);
    expect((await askAi(t, 'ab3', ab3Body('I like computers'), { cookie: student })).status).toBe(200);
  });

  it('suggests at most 8 professions for a tag, with ISCO facts', async () => {
    t.clock.advance(31_000);
    const res = await askAi(t, 'ab4', ab3Body('', { tagId: 'caring' }), { cookie: student, lang: 'zh-HK' });
    expect(res.status).toBe(200);
    const items = res.lines.filter((l) => l.type === 'item');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.some((i) => /nurs/i.test(String(i.name)))).toBe(true);
    expect(String(items[0]!.explanation)).toContain('ISCO-08');
    expect((await latestLog()).tagId).toBe('caring');
    // Asked in Chinese: the WhatsApp message is Chinese throughout.
    const [message] = await t.deps.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    expect(message!.body).toContain('Waypoint AI：為');
    expect(message!.body).toContain(`1. ${items[0]!.nameChi as string} – ${items[0]!.explanation as string}`);
    expect(message!.body).not.toContain(items[0]!.explanationEn as string);
  });

  it('writes the WhatsApp message in the language the student chose, whatever they asked in', async () => {
    t.clock.advance(31_000);
    await t.deps.db.update(users).set({ preferredLang: 'en' }).where(eq(users.phone, '91000001'));
    const res = await askAi(t, 'ab4', ab3Body('', { tagId: 'caring' }), { cookie: student, lang: 'zh-HK' });
    expect(res.status).toBe(200);
    const first = res.lines.find((l) => l.type === 'item')!;
    const [message] = await t.deps.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    expect(message!.body).toContain('Waypoint AI: professions suggested for');
    expect(message!.body).toContain(`1. ${first.name as string} – ${first.explanationEn as string}`);
    // Only the words the student matched (a tag's Chinese keywords) may stay as they were written.
    expect(message!.body).not.toContain(first.nameChi as string);
    expect(message!.body).not.toContain(first.explanation as string);
    await t.deps.db.update(users).set({ preferredLang: null }).where(eq(users.phone, '91000001'));
  });

  it('strips phone numbers, HKIDs and e-mails before the prompt is stored or sent', async () => {
    t.clock.advance(31_000);
    await askAi(t, 'ab3', ab3Body('I like law, my phone is 9123 4567, HKID A123456(7), me@example.com'), {
      cookie: student,
    });
    const log = await latestLog();
    expect(log.prompt).not.toMatch(/9123|A123456|me@example/);
    expect(log.prompt).toContain('[phone]');
  });

  it('answers self-harm with the counsellor and hotline, never a provider, and keeps the refusal', async () => {
    t.clock.advance(31_000);
    const res = await askAi(t, 'ab4', chatBody('I want to die', { professionId: nurseId }), {
      cookie: student,
    });
    expect(res.status).toBe(200);
    const safety = res.lines.find((l) => l.type === 'safety');
    expect(safety?.text).toContain('2389 2222');
    expect(safety?.text).toContain('counsellor');
    expect(res.lines.some((l) => l.type === 'text')).toBe(false);
    expect(await latestLog()).toMatchObject({ status: 'refused', provider: 'safety' });
  });

  it('streams a profession chat reply and stores both sides', async () => {
    const res = await askAi(
      t,
      'ab4',
      chatBody('What should I study to become one?', { professionId: nurseId }),
      {
        cookie: student2,
      },
    );
    expect(res.status).toBe(200);
    const pieces = res.lines.filter((l) => l.type === 'text').map((l) => l.text as string);
    expect(pieces.length).toBeGreaterThan(3);
    const reply = pieces.join('');
    expect(reply).toMatch(/JS\d{4}/);
    expect(reply).toContain('Study areas to look at');
    const done = res.lines.at(-1)!;
    expect(done.type).toBe('done');
    const stored = await t.deps.db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.id, done.messageId as number));
    expect(stored[0]).toMatchObject({ fromUser: false, content: reply, type: 'ab4', professionId: nurseId });
    // A chat message has no cooldown.
    const again = await askAi(t, 'ab4', chatBody('And the salary?', { professionId: nurseId }), {
      cookie: student2,
    });
    expect(again.status).toBe(200);
    expect(again.lines.map((l) => l.text ?? '').join('')).toContain('no salary figures');
  });

  it('says honestly that images are unavailable without an image model', async () => {
    const res = await askAi(t, 'image', chatBody('', { professionId: nurseId, chatType: 'image' }), {
      cookie: student2,
    });
    expect(res.status).toBe(200);
    expect(res.lines.find((l) => l.type === 'text')?.text).toContain('Image generation is not available');
  });

  it('refuses an unknown profession and keeps the SLP helper for full access', async () => {
    const bad = await askAi(t, 'ab4', chatBody('hi', { professionId: 999999 }), { cookie: student2 });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('This profession was not found.');
    const slp = await askAi(t, 'slp', ab3Body('I like science'), { cookie: student2 });
    expect(slp.status).toBe(403);
  });

  it('lets teachers ask for themselves without a WhatsApp message to anyone', async () => {
    const before = await t.deps.db.select().from(outboxMessages);
    const res = await askAi(t, 'ab3', ab3Body('', { tagId: 'numbers' }), { cookie: teacher });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(outboxMessages)).toHaveLength(before.length);
  });

  describe('with an OpenAI-compatible server configured', () => {
    const fakeServer = useFakeOpenAi(() => t);

    it('sends no personal data, names the provider, merges our data and drops invented ids', async () => {
      t.clock.advance(31_000);
      fakeServer().queue.push(
        streamPieces([
          '{"items":[{"id":11,"explanation":"你對生物有興趣"},',
          '{"id":4242,"explanation":"x"}]}',
        ]),
      );
      const res = await askAi(t, 'ab3', ab3Body('Biology! call 9876 5432'), { cookie: student });
      expect(res.lines[0]).toMatchObject({ type: 'meta', provider: 'openai:fake-model' });
      const items = res.lines.filter((l) => l.type === 'item');
      expect(items).toHaveLength(1);
      const [area] = await t.deps.db.select().from(disciplines).where(eq(disciplines.id, 11));
      expect(items[0]).toMatchObject({
        id: 11,
        name: area!.name,
        nameChi: area!.nameChi,
        explanation: '你對生物有興趣',
      });
      const sent = JSON.stringify(fakeServer().requests.at(-1)!.body);
      expect(sent).not.toContain('9876');
      expect(sent).toContain('[phone]');
    });

    it("answers a 429 with the spec's failure message and logs the status text", async () => {
      t.clock.advance(31_000);
      fakeServer().queue.push((_req, res) => res.writeHead(429, 'Too Many Requests').end());
      const res = await askAi(t, 'ab3', ab3Body('I like music'), { cookie: student });
      expect(res.lines.at(-1)).toEqual({
        type: 'error',
        message: 'ChatGPT did not response. Please try again',
      });
      expect(await latestLog()).toMatchObject({
        status: 'failed',
        responseStatusText: '429 Too Many Requests',
      });
    });

    it('answers a chat that fails before any text with the bot failure message and stores nothing', async () => {
      fakeServer().queue.push((_req, res) => res.writeHead(500, 'Internal Server Error').end());
      const before = await t.deps.db.select().from(chatbotMessages);
      const res = await askAi(t, 'ab4', chatBody('What is nursing?', { professionId: nurseId }), {
        cookie: student,
        lang: 'zh-HK',
      });
      expect(res.lines.at(-1)).toEqual({ type: 'error', message: '機械人沒有回應，請再試一次' });
      expect(await t.deps.db.select().from(chatbotMessages)).toHaveLength(before.length);
    });
  });
});
