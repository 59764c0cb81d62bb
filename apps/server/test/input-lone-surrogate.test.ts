import { schema, seedDemoEvents, seedDemoJobex } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRawInputProblem } from '../src/trpc/raw-input.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const SECONDARY = '91000001';
const UNIVERSITY = '92000002';
const LONE = '\ud800x';

/**
 * Issue 22 item 11: a lone surrogate ("\ud800x" in JSON) reached PostgreSQL, which refused it in jsonb: a
 * 500 on both databases. The base procedure now refuses it in any input, before any write, with 400 and a
 * sentence in the caller's language that names the field; a well-formed pair (an emoji) still passes.
 */
describe('text that is not well-formed Unicode', () => {
  let t: TestApp;
  let student: string;
  let university: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    await t.database.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    await t.database.db.transaction((tx) => seedDemoJobex(tx));
    student = await signIn(t, SECONDARY);
    university = await signIn(t, UNIVERSITY);
  });
  afterAll(() => t.close());

  const userId = async (phone: string) => {
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.phone, phone));
    return row!.id;
  };
  const professionRows = async () =>
    t.deps.db
      .select()
      .from(schema.userProfessions)
      .where(eq(schema.userProfessions.userId, await userId(SECONDARY)));

  it('refuses one in a profession’s app state with 400, naming the field, and writes nothing', async () => {
    const before = await professionRows();
    for (const [appState, label] of [
      [{ selectedOption: LONE, searchKeyword: 'civil' }, 'selected option'],
      [{ selectedOption: 'search', searchKeyword: `civil${LONE}` }, 'search keyword'],
    ] as const) {
      const res = await t.call(
        'professions.upsertUserProfessions',
        { userProfessions: [{ professionId: 1, reaction: 'like', appState }] },
        { cookie: student },
      );
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(
        `${label}: the text contains a broken character (an unpaired surrogate such as \\ud800). Please type it again.`,
      );
    }
    const zh = await t.call(
      'professions.upsertUserProfessions',
      { userProfessions: [{ professionId: 1, reaction: 'like', appState: { selectedOption: LONE } }] },
      { cookie: student, lang: 'zh-HK' },
    );
    expect(zh.status).toBe(400);
    expect(zh.error?.message).toBe(
      '已選項目：文字包含損壞的字元（例如不成對的代理字元 \\ud800），請重新輸入。',
    );
    expect(await professionRows()).toEqual(before);
  });

  it('refuses one in a career plan’s timeline goal with 400 and keeps the saved plan', async () => {
    const plan = {
      objective: null,
      targetProfessionIds: [],
      targetSectorIds: [],
      timeline: [{ yearOfStudy: 'Year 3', goal: 'Summer internship' }],
      curriculum: null,
      studentStatus: null,
      yearOfStudy: null,
      programId: null,
      graduationYear: null,
      howToKnow: null,
    };
    const saved = await t.call('jobex.saveUserCareerPlan', { careerPlan: plan }, { cookie: university });
    expect(saved.status).toBe(200);
    const broken = { ...plan, timeline: [{ yearOfStudy: 'Year 3', goal: `Intern${LONE}ship` }] };
    for (const lang of ['en', 'zh-HK'] as const) {
      const res = await t.call(
        'jobex.saveUserCareerPlan',
        { careerPlan: broken },
        { cookie: university, lang },
      );
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(
        lang === 'en'
          ? 'goal: the text contains a broken character (an unpaired surrogate such as \\ud800). Please type it again.'
          : '目標：文字包含損壞的字元（例如不成對的代理字元 \\ud800），請重新輸入。',
      );
    }
    const read = await t.call<{ timeline: unknown }>('jobex.getUserCareerPlan', undefined, {
      cookie: university,
    });
    expect(read.data.timeline).toEqual(plan.timeline);
  });

  it('refuses a lone low surrogate and one in a key; lets an emoji through', async () => {
    const low = await t.call('auth.checkPhoneExists', { phone: '9100\udc000001' });
    expect(low.status).toBe(400);
    const inKey = await t.call('professions.upsertUserProfessions', { [`x${LONE}`]: 1 }, { cookie: student });
    expect(inKey.status).toBe(400);
    expect(inKey.error?.message).toBe(
      'Text may not contain a broken character (an unpaired surrogate such as \\ud800). Please type it again.',
    );
    const emoji = await t.call(
      'professions.upsertUserProfessions',
      {
        userProfessions: [
          {
            professionId: 1,
            reaction: 'like',
            appState: { selectedOption: 'search', searchKeyword: '醫生 😀' },
          },
        ],
      },
      { cookie: student },
    );
    expect(emoji.status).toBe(200);
  });

  it('finds the problem and its field in a raw input, as the plain routes use it', () => {
    expect(findRawInputProblem({ a: [{ goal: 'ok 😀' }] })).toBeNull();
    expect(findRawInputProblem({ a: [{ goal: '\udfff' }] })).toEqual({
      problem: 'malformedText',
      field: 'goal',
    });
    expect(findRawInputProblem({ content: 'a\u0000' })).toEqual({
      problem: 'nulCharacter',
      field: 'content',
    });
    expect(findRawInputProblem('\ud83d')).toEqual({ problem: 'malformedText', field: '' });
  });
});
