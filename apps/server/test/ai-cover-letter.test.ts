import { DEMO_JOBEX_PROGRAMS, schema, seedDemoEvents, seedDemoJobex } from '@waypoint/db';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProfession } from '../src/ai/catalogue.ts';
import { offlineCoverLetter } from '../src/ai/offline/cover-letter.ts';
import { wordKeys } from '../src/ai/offline/shared-words.ts';
import type { ChatInput } from '../src/ai/types.ts';
import type { CoverLetterFacts } from '../src/services/jobex/cover-letter-facts.ts';
import { type AiLine, askAi, chatBody } from './ai-fixtures.ts';
import { streamPieces, useFakeOpenAi } from './fake-openai.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

// Issue 29 item 2: the cover letter is drafted from the person's own CV and the saved job, on the offline
// guide and on a hosted model alike, and says where the CV has nothing for what the job asks.

const UNI_EN = '92000002'; // harbour programme
const UNI_ZH = '92000004'; // lion rock programme
const SECONDARY = '91000001';
const HARBOUR_CLIENT = '93000003';
const LION_ROCK_CLIENT = '93000002';

const draftOf = (lines: AiLine[]) =>
  lines
    .filter((l) => l.type === 'text')
    .map((l) => l.text)
    .join('');

function entry(sectionKey: string, headline: string, extra: Record<string, string | null> = {}) {
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

describe('the cover letter draws on the CV and the saved job', () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  const jobIds: { en: string; zh: string; unsaved: string } = { en: '', zh: '', unsaved: '' };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    t.deps.config.ai.offlinePieceMs = 0;
    const { db } = t.database;
    await db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    await db.transaction((tx) => seedDemoJobex(tx));
    for (const phone of [UNI_EN, UNI_ZH, SECONDARY, HARBOUR_CLIENT, LION_ROCK_CLIENT])
      cookie[phone] = await signIn(t, phone);
    const programmes = await db
      .select({ id: schema.programs.id, code: schema.programs.jupasCode })
      .from(schema.programs)
      .where(inArray(schema.programs.jupasCode, Object.values(DEMO_JOBEX_PROGRAMS)));
    const programmeOf = (client: keyof typeof DEMO_JOBEX_PROGRAMS) =>
      programmes.find((p) => p.code === DEMO_JOBEX_PROGRAMS[client])!.id;

    const post = async (client: string, job: Record<string, unknown>) => {
      const res = await t.call<{ id: string }>(
        'jobex.upsertEmployerJob',
        { job },
        { cookie: cookie[client] },
      );
      expect(res.status).toBe(200);
      return res.data.id;
    };
    jobIds.en = await post(HARBOUR_CLIENT, {
      programId: programmeOf('demo-harbour-uni'),
      employerName: 'Harbour & Co CPA',
      title: 'Summer audit intern',
      description: 'Requirements:\n• Experience of audit sampling and testing\n• Fluent Putonghua',
    });
    jobIds.unsaved = await post(HARBOUR_CLIENT, {
      programId: programmeOf('demo-harbour-uni'),
      employerName: 'Harbour & Co CPA',
      title: 'Tax assistant',
    });
    jobIds.zh = await post(LION_ROCK_CLIENT, {
      programId: programmeOf('demo-lion-rock-tech'),
      employerName: '獅子山科技',
      title: '軟件工程實習生',
      description: '要求：\n1. 熟悉 Python 程式設計\n2. 良好的普通話溝通能力',
    });
    for (const [phone, jobId] of [
      [UNI_EN, jobIds.en],
      [UNI_ZH, jobIds.zh],
    ] as const) {
      const saved = await t.call(
        'jobex.upsertUserEmployerJobs',
        { userEmployerJobs: [{ jobId }] },
        { cookie: cookie[phone] },
      );
      expect(saved.status).toBe(200);
    }
    const cv = async (phone: string, credentials: ReturnType<typeof entry>[]) =>
      expect(
        (await t.call('jobex.addUserCredentials', { credentials }, { cookie: cookie[phone] })).status,
      ).toBe(200);
    await cv(UNI_EN, [
      entry('internships', 'Audit intern', {
        organisation: 'Kowloon Audit Ltd',
        startMonth: '2024-06',
        endMonth: '2024-08',
        description: 'Tested audit samples for three clients. Call me on 9123 4567.',
      }),
      entry('activities', 'Hiking club treasurer', { organisation: 'HKU Hiking Club' }),
    ]);
    await cv(UNI_ZH, [
      entry('projects', 'Python 數據分析專題', {
        organisation: '理工學院',
        description: '以 Python 分析交通數據。',
      }),
      entry('activities', '行山學會司庫'),
    ]);
  });
  afterAll(() => t.close());

  const ask = (phone: string, jobId: string | null, lang: 'en' | 'zh-HK') =>
    askAi(
      t,
      'cvcl',
      chatBody(lang === 'en' ? 'Draft my cover letter' : '撰寫求職信', {
        chatType: 'cl',
        ...(jobId ? { jobId } : {}),
      }),
      { cookie: cookie[phone], lang },
    );

  it('names the job, its employer and the CV entry that matches a requirement, and owns up to the rest (en)', async () => {
    const res = await ask(UNI_EN, jobIds.en, 'en');
    expect(res.status).toBe(200);
    const draft = draftOf(res.lines);
    const [letter, notes] = draft.split('Notes for you');
    expect(letter).toContain(
      'I am writing to apply for the post of Summer audit intern at Harbour & Co CPA.',
    );
    expect(letter).toContain('Your advertisement mentions “Experience of audit sampling and testing”.');
    expect(letter).toContain('Audit intern, Kowloon Audit Ltd (Jun 2024 – Aug 2024)');
    expect(letter).toContain('Tested audit samples for three clients.');
    // An entry that shares no word with the job stays out; nothing the CV does not hold comes in.
    expect(letter).not.toContain('Hiking club treasurer');
    expect(letter).not.toContain('Putonghua');
    expect(notes).toContain('“Fluent Putonghua”');
    // Personal data in the CV is not repeated in the letter.
    expect(draft).not.toContain('9123 4567');
  });

  it('changes with the CV: a new entry that matches the missing requirement joins the letter (en)', async () => {
    const before = draftOf((await ask(UNI_EN, jobIds.en, 'en')).lines);
    const added = await t.call(
      'jobex.addUserCredentials',
      { credentials: [entry('languages', 'Putonghua tutor', { organisation: 'Mandarin Corner' })] },
      { cookie: cookie[UNI_EN] },
    );
    expect(added.status).toBe(200);
    const after = draftOf((await ask(UNI_EN, jobIds.en, 'en')).lines);
    expect(after).not.toBe(before);
    const [letter, notes] = after.split('Notes for you');
    expect(letter).toContain('Your advertisement mentions “Fluent Putonghua”.');
    expect(letter).toContain('Putonghua tutor, Mandarin Corner');
    expect(notes).not.toContain('Putonghua');
  });

  it('writes in Chinese for a Chinese reader, from a Chinese CV and job (zh-HK)', async () => {
    const res = await ask(UNI_ZH, jobIds.zh, 'zh-HK');
    expect(res.status).toBe(200);
    const [letter, notes] = draftOf(res.lines).split('給你的提示');
    expect(letter).toContain('本人謹此申請獅子山科技的「軟件工程實習生」職位。');
    expect(letter).toContain('貴機構的職位資料提到「熟悉 Python 程式設計」。');
    expect(letter).toContain('Python 數據分析專題，理工學院。以 Python 分析交通數據。');
    expect(letter).not.toContain('行山學會司庫');
    expect(notes).toContain('「良好的普通話溝通能力」');
  });

  it('drafts from the CV alone when no job is chosen, with blanks for the post (en)', async () => {
    const draft = draftOf((await ask(UNI_EN, null, 'en')).lines);
    expect(draft).toContain('I am writing to apply for [the post] at [the organisation].');
    expect(draft).toContain('Audit intern, Kowloon Audit Ltd');
    expect(draft).not.toContain('Summer audit intern');
  });

  it('says there is nothing to draft from when the person has no CV, instead of inventing one', async () => {
    const draft = draftOf((await ask(SECONDARY, null, 'en')).lines);
    expect(draft).toContain('Waypoint has no CV entries of yours');
    expect(draft).toContain('1. Opening');
  });

  it('refuses a job the student has not saved, before anything is charged', async () => {
    const logs = async () => (await t.deps.db.select({ n: count() }).from(schema.aiRequestLogs))[0]!.n;
    const before = await logs();
    const res = await ask(UNI_EN, jobIds.unsaved, 'en');
    expect(res.status).toBe(404);
    expect(res.json?.message).toBe('This job was not found or is no longer open.');
    const other = await ask(UNI_ZH, jobIds.en, 'zh-HK');
    expect(other.status).toBe(404);
    expect(await logs()).toBe(before);
  });

  describe('with an OpenAI-compatible server configured', () => {
    const fakeServer = useFakeOpenAi(() => t);

    it('gives the model the same CV and job, as data, without personal data', async () => {
      fakeServer().queue.push(streamPieces(['Dear Hiring Manager, ', 'a letter from your CV.']));
      const res = await ask(UNI_EN, jobIds.en, 'en');
      expect(res.lines[0]).toMatchObject({ type: 'meta', provider: 'openai:fake-model' });
      expect(draftOf(res.lines)).toBe('Dear Hiring Manager, a letter from your CV.');
      const messages = fakeServer().requests.at(-1)!.body.messages!;
      const system = messages.find((m) => m.role === 'system')!.content;
      expect(system).toMatch(/<data name="job">[\s\S]*Summer audit intern[\s\S]*Harbour & Co CPA/);
      expect(system).toMatch(/<data name="job">[\s\S]*Experience of audit sampling and testing/);
      expect(system).toMatch(/<data name="cv">[\s\S]*Audit intern[\s\S]*Kowloon Audit Ltd/);
      expect(system).toContain('Tested audit samples for three clients.');
      expect(system).toContain('Hiking club treasurer');
      expect(system).toContain('never invent');
      const sent = JSON.stringify(messages);
      expect(sent).not.toContain('9123 4567');
      expect(sent).toContain('[phone]');
    });
  });
});

describe('the words that link a requirement to a CV line', () => {
  it('matches forms of an English word, never a filler word of adverts, nor one stem for two words', () => {
    expect([...wordKeys('Experience of audit sampling and testing')].sort()).toEqual(
      [...wordKeys('audits sample tested')].sort(),
    );
    // 'excellent' is filler; Excel the spreadsheet is not, though Porter's stem of both is 'excel'.
    expect(wordKeys('Excellent written English').has([...wordKeys('Excel')][0]!)).toBe(false);
    expect(wordKeys('Good command of Excel')).toEqual(wordKeys('command Excel'));
  });

  it('matches Chinese by word and by the pairs of a longer word, however the platform splits it', () => {
    const requirement = wordKeys('良好的普通話溝通能力');
    expect(requirement.has('良好')).toBe(false);
    expect(requirement.has('能力')).toBe(false);
    const entry = wordKeys('普通話導師');
    expect([...requirement].some((k) => entry.has(k))).toBe(true);
    expect([...wordKeys('行山學會司庫')].some((k) => requirement.has(k))).toBe(false);
  });
});

describe('the offline draft without a job', () => {
  const accountants = {
    id: 1,
    iscoCode: '2411',
    name: 'Accountants',
    nameChi: '會計師',
    groups: [],
    skillLevel: 4,
    profile: {
      summary: '',
      summaryChi: '',
      tasks: [],
      tasksChi: [],
      skills: ['Analysing financial statements', 'Knowledge of tax law'],
      skillsChi: ['分析財務報表', '熟悉稅務法例'],
      workplaces: [],
      workplacesChi: [],
      entry: '',
      entryChi: '',
    },
  } as CatalogueProfession;
  const facts = (headline: string, description: string): CoverLetterFacts => ({
    objective: null,
    entries: [
      {
        sectionKey: 'projects',
        sectionTitle: null,
        headline,
        organisation: null,
        location: null,
        startMonth: '2023-09',
        endMonth: null,
        description,
      },
    ],
    job: null,
  });
  const draft = (lang: 'en' | 'zh-HK', coverLetter: CoverLetterFacts) =>
    offlineCoverLetter({
      type: 'cl',
      profession: accountants,
      history: [],
      message: '',
      catalogue: {} as ChatInput['catalogue'],
      student: {
        tags: [],
        likedDisciplineIds: [],
        dislikedDisciplineIds: [],
        strongSubjects: [],
        electives: [],
      },
      lang,
      coverLetter,
    });

  it("matches the CV to what Waypoint's profession data says the work asks for (en)", () => {
    const text = draft(
      'en',
      facts('Financial statements project', 'Analysed the statements of two listed firms'),
    );
    const [letter, notes] = text.split('Notes for you');
    expect(letter).toContain(
      "Waypoint's profession data says the work of accountants asks for “Analysing financial statements”.",
    );
    expect(letter).toContain('From my CV: Financial statements project (Sep 2023 – present).');
    expect(notes).toContain('“Knowledge of tax law”');
  });

  it('does the same in Chinese (zh-HK)', () => {
    const text = draft('zh-HK', facts('財務報表分析專題', '分析兩間上市公司的報表'));
    const [letter, notes] = text.split('給你的提示');
    expect(letter).toContain('根據 Waypoint 的職業資料，會計師的工作需要「分析財務報表」。');
    expect(letter).toContain('我的履歷：財務報表分析專題（2023年9月至今）。分析兩間上市公司的報表。');
    expect(notes).toContain('「熟悉稅務法例」');
  });
});
