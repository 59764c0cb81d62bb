import { schema } from '@waypoint/db';
import { filterProfessions } from '@waypoint/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfessionCatalogue } from '../src/services/professions/load-catalogue.ts';
import { loadProfessionDetail } from '../src/services/professions/load-profession.ts';
import { ab3Body, askAi, chatBody } from './ai-fixtures.ts';
import { streamPieces, useFakeOpenAi } from './fake-openai.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { aiRequestLogs, professions } = schema;

// Issue 21: the words people use, a student's own sentence, a chatbot that answers the question asked,
// never a dead end, and programmes that really lead to a profession. On the real reference data.
describe('advice a careers teacher would sign', () => {
  let t: TestApp;
  const idOf = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.config.ai.offlinePieceMs = 0;
    for (const p of await t.deps.db.select().from(professions)) idOf.set(p.iscoCode, p.id);
  });
  afterAll(() => t.close());

  it('finds the right profession first for everyday words, in both languages', async () => {
    const { professions: list } = await loadProfessionCatalogue(t.deps.db);
    const first = (keyword: string) =>
      filterProfessions(list, { kind: 'search', keyword }, [])[0]?.iscoCode.slice(0, 3);
    const cases: [string, string[]][] = [
      ['nurse', ['222']],
      ['Nurses', ['222']],
      ['護士', ['222', '322']],
      ['护士', ['222', '322']],
      ['doctor', ['221']],
      ['醫生', ['221']],
      ['social worker', ['263']],
      ['社工', ['263', '341']],
      ['teacher', ['233', '234']],
      ['老師', ['233', '234']],
      ['教師', ['233', '234']],
      ['police', ['541', '335']],
      ['警察', ['541', '335']],
      ['pilot', ['315']],
      ['機師', ['315']],
      ['accountant', ['241']],
      ['會計', ['241', '331']],
      ['lawyer', ['261']],
      ['acountant', ['241']],
    ];
    for (const [word, minors] of cases) expect(minors, word).toContain(first(word));
  });

  const ask = async (path: 'ab3' | 'ab4', text: string, phone: string, lang: 'en' | 'zh-HK' = 'en') =>
    askAi(t, path, ab3Body(text), { cookie: await signIn(t, phone), lang });

  it('reads a Cantonese sentence as words: both interests count, and no single character is quoted', async () => {
    const res = await ask('ab3', '我鍾意數學同埋砌模型', '91000021', 'zh-HK');
    const items = res.lines.filter((l) => l.type === 'item');
    expect(items.length).toBeGreaterThanOrEqual(3);
    const text = items.map((i) => i.explanation as string).join('\n');
    expect(text).not.toContain('「意」');
    expect(text).toMatch(/數學|砌模型/);
    const names = items.slice(0, 3).map((i) => i.name);
    expect(names.some((n) => /Science|Engineering|Data Science/.test(n as string))).toBe(true);
  });

  it('suggests professions from free English text and quotes whole words, never a cut stem', async () => {
    const res = await ask('ab4', 'I like biology and helping people', '91000022');
    const items = res.lines.filter((l) => l.type === 'item');
    expect(items.length).toBeGreaterThanOrEqual(3);
    const minors = items.slice(0, 5).map((i) => (i.iscoCode as string).slice(0, 3));
    expect(
      minors.filter((m) => ['221', '222', '226', '213', '263', '322', '325', '532'].includes(m)).length,
    ).toBeGreaterThanOrEqual(3);
    const explained = items.map((i) => i.explanationEn as string).join('\n');
    expect(explained).not.toContain('peopl"');
    expect(explained).toMatch(/"(?:biology|helping people)"/);
  });

  it('answers words it cannot match with the fallback, logs it, and charges neither quota nor wait', async () => {
    const cookie = await signIn(t, '91000023');
    const res = await askAi(t, 'ab4', ab3Body('zzqx vvbnm'), { cookie });
    expect(res.status).toBe(200);
    const noMatch = res.lines.find((l) => l.type === 'noMatch');
    expect(noMatch?.message).toContain('tags');
    expect(res.lines.some((l) => l.type === 'error')).toBe(false);
    const [log] = await t.deps.db.select().from(aiRequestLogs).orderBy(desc(aiRequestLogs.id)).limit(1);
    expect(log).toMatchObject({ status: 'failed', responseStatusText: 'No data', resultCount: 0 });
    // No 30 s wait: the next request of the same kind is answered at once.
    const again = await askAi(t, 'ab4', ab3Body('I want to be a nurse'), { cookie });
    expect(again.status).toBe(200);
    expect(again.lines.filter((l) => l.type === 'item').length).toBeGreaterThan(0);
  });

  it('answers three questions about one profession differently, each from its data', async () => {
    const cookie = await signIn(t, '91000024');
    const nurse = idOf.get('2221')!;
    const reply = async (question: string, lang: 'en' | 'zh-HK' = 'en') =>
      (await askAi(t, 'ab4', chatBody(question, { professionId: nurse }), { cookie, lang })).lines
        .filter((l) => l.type === 'text')
        .map((l) => l.text as string)
        .join('');
    const [profile] = await t.deps.db
      .select()
      .from(schema.workProfiles)
      .where(eq(schema.workProfiles.iscoCode, '2221'));
    const fallback =
      profile ??
      (await t.deps.db.select().from(schema.workProfiles).where(eq(schema.workProfiles.iscoCode, '222')))[0]!;
    const daily = await reply('What does a nurse do every day?');
    const skills = await reply('What skills do I need for it?');
    const programmes = await reply('Which JUPAS programmes lead there?');
    expect(daily).toContain(fallback.tasks[0]!);
    expect(skills).toContain(fallback.skills[0]!);
    expect(programmes).toMatch(/Nursing/);
    expect(programmes).not.toMatch(/Veterinary/);
    expect(new Set([daily, skills, programmes]).size).toBe(3);
    const zh = await reply('護士每日做啲咩？', 'zh-HK');
    expect(zh).toContain(fallback.tasksChi[0]!);
    // What the data does not hold, it says so.
    expect(await reply('How much do nurses earn?')).toContain('no salary figures');
  });

  it('lists core programmes first and unrelated ones not at all', async () => {
    const nurse = await loadProfessionDetail(t.deps.db, { professionId: idOf.get('2221')!, userId: null });
    expect(nurse.programs.length).toBeGreaterThan(0);
    expect(nurse.programs[0]?.strength).toBe('core');
    expect(nurse.programs[0]?.name).toMatch(/Nursing/);
    for (const p of nurse.programs)
      expect(p.name).not.toMatch(/Veterinary|Artificial Intelligence|Statistic/);
    const core = nurse.programs.filter((p) => p.strength === 'core');
    expect(nurse.programs.slice(0, core.length)).toEqual(core);
    expect(nurse.relatedDisciplines[0]).toMatchObject({ code: 'Medicine', strength: 'core' });
    const designers = await loadProfessionDetail(t.deps.db, {
      professionId: idOf.get('2166')!,
      userId: null,
    });
    expect(designers.programs.length).toBeLessThan(60);
    for (const p of designers.programs) expect(p.name).not.toMatch(/Computational Finance/);
  });

  describe('with an OpenAI-compatible server configured', () => {
    const fakeServer = useFakeOpenAi(() => t);

    it('gives the model the offline candidates for the words, and keeps only those it was given', async () => {
      const nurse = idOf.get('2221')!;
      const cleaner = idOf.get('9112')!;
      fakeServer().queue.push(
        streamPieces([
          `{"items":[{"id":${nurse},"explanation":"你想做護士"},`,
          `{"id":${cleaner},"explanation":"not among the candidates"}]}`,
        ]),
      );
      const res = await ask('ab4', 'I want to be a nurse', '91000025');
      const items = res.lines.filter((l) => l.type === 'item');
      expect(items.map((i) => i.id)).toEqual([nurse]);
      const prompt = fakeServer()
        .requests.at(-1)!
        .body.messages!.map((m) => m.content)
        .join('\n');
      expect(prompt).toContain('Nursing Professionals');
      expect(prompt).toContain('registered nurse');
      expect(prompt).not.toContain('Cleaners and Helpers in Offices');
    });

    it("puts the profession's own data in the chat prompt and says the model answers from it", async () => {
      fakeServer().queue.push(streamPieces(['Nurses check patients.']));
      const cookie = await signIn(t, '91000026');
      const res = await askAi(
        t,
        'ab4',
        chatBody('What does a nurse do?', { professionId: idOf.get('2221')! }),
        {
          cookie,
        },
      );
      expect(res.lines.filter((l) => l.type === 'text').map((l) => l.text)).toEqual([
        'Nurses check patients.',
      ]);
      const system = fakeServer().requests.at(-1)!.body.messages![0]!.content;
      const [unit] = await t.deps.db
        .select()
        .from(schema.workProfiles)
        .where(eq(schema.workProfiles.iscoCode, '2221'));
      const profile =
        unit ??
        (
          await t.deps.db.select().from(schema.workProfiles).where(eq(schema.workProfiles.iscoCode, '222'))
        )[0]!;
      expect(system).toContain(profile.tasks[0]!);
      expect(system).toContain('JUPAS programmes:');
      expect(system).toContain('from that data only');
      expect(system).toContain('no pay');
    });
  });
});
