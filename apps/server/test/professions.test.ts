import { schema } from '@waypoint/db';
import { INTEREST_QUESTIONS } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProfessionCatalogue,
  ProfessionDetail,
  SectorDetail,
  SegmentDetail,
  UserProfessionLists,
} from '../src/services/professions/shapes.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const STUDENT = '91000001';
const OTHER_STUDENT = '91000002';
const TEACHER = '90000003';

describe('professions router', () => {
  let t: TestApp;
  let student: string;
  let other: string;
  let catalogue: ProfessionCatalogue;
  const idOf = (isco: string) => catalogue.professions.find((p) => p.iscoCode === isco)!.id;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    student = await signIn(t, STUDENT);
    other = await signIn(t, OTHER_STUDENT);
    const res = await t.call<ProfessionCatalogue>('professions.getProfessions');
    expect(res.status).toBe(200);
    catalogue = res.data;
  });
  afterAll(() => t.close());

  describe('public reading', () => {
    it('getProfessions lists the 436 professions, 21 sectors and their segments to a visitor', () => {
      expect(catalogue.professions).toHaveLength(436);
      expect(catalogue.sectors).toHaveLength(21);
      expect(catalogue.segments.length).toBeGreaterThanOrEqual(21);
      expect(catalogue.majorGroups).toHaveLength(10);
      const civil = catalogue.professions.find((p) => p.iscoCode === '2142')!;
      expect(civil).toMatchObject({ name: 'Civil Engineers', skillLevel: 4, requires: ['Bachelor'] });
      expect(civil.segmentIds.length).toBeGreaterThan(0);
      expect(civil.disciplineIds.length).toBe(2);
    });

    it('getProfession gives the explanation, related segments, study areas and the programmes that lead there', async () => {
      const res = await t.call<ProfessionDetail>('professions.getProfession', { id: idOf('2142') });
      expect(res.status).toBe(200);
      const d = res.data;
      expect(d.explanation).toContain('Civil Engineers (ISCO-08 2142)');
      expect(d.explanationChi).toContain('ISCO-08 2142');
      expect(d.relatedSegments.map((s) => s.code)).toEqual(expect.arrayContaining(['F02', 'M03']));
      expect(d.relatedDisciplines.map((x) => x.code).sort()).toEqual(['Building', 'Engineering']);
      // Issue 21: the programmes that lead there, core ones first; not every programme of its study areas.
      expect(d.programs.length).toBeGreaterThanOrEqual(5);
      expect(d.programs[0]).toMatchObject({ strength: 'core' });
      expect(d.programs[0]?.name).toMatch(/Civil/);
      const firstRelated = d.programs.findIndex((p) => p.strength === 'related');
      if (firstRelated >= 0)
        expect(d.programs.slice(firstRelated).every((p) => p.strength === 'related')).toBe(true);
      for (const p of d.programs)
        expect(p.name).toMatch(
          /Civil|Building|Construction|Structur|Surveying|Infrastructure|Engineering|Environment/i,
        );
      const disciplineIds = new Set(d.relatedDisciplines.map((x) => x.id));
      for (const p of d.programs) expect(p.disciplineIds.some((id) => disciplineIds.has(id))).toBe(true);
      expect(d.likedByUser).toBe(false);
      expect(d.majorGroup.name).toBe('Professionals');
    });

    it('getProfession refuses an unknown or malformed id with a message in the caller’s language', async () => {
      const missing = await t.call('professions.getProfession', { id: 99999 });
      expect(missing.status).toBe(404);
      expect(missing.error?.message).toBe('This profession was not found.');
      const bad = await t.call('professions.getProfession', { id: 'x' }, { lang: 'zh-HK' });
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toContain('找不到此職業');
    });

    it('getSector splits the employers of its segments into local and multinational', async () => {
      const k = catalogue.sectors.find((s) => s.hsicCode === 'K')!;
      const res = await t.call<SectorDetail>('professions.getSector', { id: k.id });
      expect(res.status).toBe(200);
      expect(res.data.segments.map((s) => s.code)).toEqual(['K01', 'K02', 'K03']);
      expect(res.data.employers.multinational.map((e) => e.hkexStockCode)).toContain('0005');
      expect(res.data.employers.local.map((e) => e.hkexStockCode)).toContain('0011');
      expect(res.data.employers.local.every((e) => e.scope === 'local')).toBe(true);
      const missing = await t.call('professions.getSector', { id: 999 });
      expect(missing.status).toBe(404);
      expect(missing.error?.message).toBe('This sector was not found.');
    });

    it('getSegment lists the professions and employers of a segment', async () => {
      const banking = catalogue.segments.find((s) => s.code === 'K01')!;
      const res = await t.call<SegmentDetail>('professions.getSegment', { id: banking.id });
      expect(res.status).toBe(200);
      expect(res.data.sector.hsicCode).toBe('K');
      expect(res.data.professions.map((p) => p.name)).toContain('Credit and Loans Officers');
      expect(res.data.employers.local.length + res.data.employers.multinational.length).toBeGreaterThan(0);
      expect((await t.call('professions.getSegment', { id: 99999 })).status).toBe(404);
      const employers = await t.call<SegmentDetail['employers']>('professions.getSegmentsEmployers', {
        segmentIds: [banking.id],
      });
      expect(employers.data).toEqual(res.data.employers);
    });
  });

  describe('the caller’s own lists', () => {
    it('refuses visitors on every write and on the lists', async () => {
      const calls: [string, unknown][] = [
        ['professions.getUserProfessionLists', undefined],
        ['professions.upsertUserProfessions', { userProfessions: [{ professionId: 1, reaction: 'like' }] }],
        ['professions.upsertUserSegments', { userSegments: [{ segmentId: 1, reaction: 'like' }] }],
        ['professions.addUserLikedProfession', { id: 1 }],
        ['professions.removeUserLikedProfession', { id: 1 }],
        ['professions.addUserLikedSector', { id: 1 }],
        ['professions.removeUserLikedSector', { id: 1 }],
        ['professions.addUserLikedSegment', { id: 1 }],
        ['professions.removeUserLikedSegment', { id: 1 }],
        ['professions.addUserBrowsedProfession', { id: 1 }],
        ['professions.addUserBrowsedSector', { id: 1 }],
        ['professions.addUserBrowsedSegment', { id: 1 }],
        ['professions.upsertProfessionResponses', { responses: [{ professionId: 1, response: 'Yes' }] }],
        ['professions.insertProfessionSearchKeywordRecord', { keyword: 'nurse' }],
      ];
      for (const [procedure, input] of calls) {
        const res = await t.call(procedure, input);
        expect(res.status, procedure).toBe(401);
      }
    });

    it('puts a newly liked profession at the front, keeps dislikes, and shows them only to their owner', async () => {
      const nurse = idOf('2221');
      const civil = idOf('2142');
      const chef = idOf('3434');
      let res = await t.call<UserProfessionLists>(
        'professions.upsertUserProfessions',
        {
          userProfessions: [
            {
              professionId: civil,
              reaction: 'like',
              appState: { selectedOption: 'search', searchKeyword: 'civil' },
            },
            { professionId: chef, reaction: 'dislike' },
          ],
        },
        { cookie: student },
      );
      expect(res.status).toBe(200);
      res = await t.call<UserProfessionLists>(
        'professions.upsertUserProfessions',
        { userProfessions: [{ professionId: nurse, reaction: 'like' }] },
        { cookie: student },
      );
      const liked = res.data.reactions.filter((r) => r.reaction === 'like').map((r) => r.professionId);
      // The last chosen comes first (spec 3 §4: chosen professions are added at the front).
      expect(liked).toEqual([nurse, civil]);
      expect(res.data.reactions.find((r) => r.professionId === chef)?.reaction).toBe('dislike');
      const [row] = await t.deps.db
        .select()
        .from(schema.userProfessions)
        .where(eq(schema.userProfessions.professionId, civil));
      expect(row?.appState).toEqual({ selectedOption: 'search', searchKeyword: 'civil' });

      // Liking again does not move it; removing the like leaves no like.
      await t.call('professions.addUserLikedProfession', { id: civil }, { cookie: student });
      await t.call('professions.removeUserLikedProfession', { id: nurse }, { cookie: student });
      const lists = await t.call<UserProfessionLists>('professions.getUserProfessionLists', undefined, {
        cookie: student,
      });
      expect(lists.data.reactions.filter((r) => r.reaction === 'like').map((r) => r.professionId)).toEqual([
        civil,
      ]);
      const detail = await t.call<ProfessionDetail>(
        'professions.getProfession',
        { id: civil },
        { cookie: student },
      );
      expect(detail.data.likedByUser).toBe(true);

      // Another student sees none of it.
      const theirs = await t.call<UserProfessionLists>('professions.getUserProfessionLists', undefined, {
        cookie: other,
      });
      expect(theirs.data.reactions).toEqual([]);
      const theirDetail = await t.call<ProfessionDetail>(
        'professions.getProfession',
        { id: civil },
        { cookie: other },
      );
      expect(theirDetail.data.likedByUser).toBe(false);
    });

    it('refuses an unknown profession or a bad reaction and writes nothing', async () => {
      const before = await t.deps.db.$count(schema.userProfessions);
      const unknown = await t.call(
        'professions.upsertUserProfessions',
        {
          userProfessions: [
            { professionId: 1, reaction: 'like' },
            { professionId: 99999, reaction: 'like' },
          ],
        },
        { cookie: other },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.error?.message).toBe('This profession was not found.');
      const bad = await t.call(
        'professions.upsertUserProfessions',
        { userProfessions: [{ professionId: 1, reaction: 'love' }] },
        { cookie: other },
      );
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toContain('The reaction must be like, dislike or empty.');
      expect(await t.deps.db.$count(schema.userProfessions)).toBe(before);
    });

    it('likes and unlikes sectors and segments, and records what was browsed, latest first', async () => {
      const sector = catalogue.sectors[0]!;
      const segment = catalogue.segments[0]!;
      expect(
        (await t.call('professions.addUserLikedSector', { id: sector.id }, { cookie: student })).status,
      ).toBe(200);
      await t.call('professions.addUserLikedSector', { id: sector.id }, { cookie: student });
      await t.call(
        'professions.upsertUserSegments',
        { userSegments: [{ segmentId: segment.id, reaction: 'like' }] },
        { cookie: student },
      );
      let lists = await t.call<UserProfessionLists>('professions.getUserProfessionLists', undefined, {
        cookie: student,
      });
      expect(lists.data.likedSectorIds).toEqual([sector.id]);
      expect(lists.data.likedSegmentIds).toEqual([segment.id]);
      const sectorDetail = await t.call<SectorDetail>(
        'professions.getSector',
        { id: sector.id },
        { cookie: student },
      );
      expect(sectorDetail.data.likedByUser).toBe(true);
      expect(sectorDetail.data.segments.find((s) => s.id === segment.id)?.likedByUser).toBe(true);
      await t.call('professions.removeUserLikedSector', { id: sector.id }, { cookie: student });
      await t.call('professions.removeUserLikedSegment', { id: segment.id }, { cookie: student });
      expect(
        (await t.call('professions.addUserLikedSegment', { id: 99999 }, { cookie: student })).status,
      ).toBe(404);

      await t.call('professions.addUserBrowsedProfession', { id: idOf('2142') }, { cookie: student });
      t.clock.advance(1000);
      await t.call('professions.addUserBrowsedSector', { id: sector.id }, { cookie: student });
      t.clock.advance(1000);
      await t.call('professions.addUserBrowsedSegment', { id: segment.id }, { cookie: student });
      t.clock.advance(1000);
      await t.call('professions.addUserBrowsedProfession', { id: idOf('2142') }, { cookie: student });
      lists = await t.call<UserProfessionLists>('professions.getUserProfessionLists', undefined, {
        cookie: student,
      });
      expect(lists.data.likedSectorIds).toEqual([]);
      expect(lists.data.likedSegmentIds).toEqual([]);
      expect(lists.data.browsed.map((b) => `${b.kind}:${b.id}`)).toEqual([
        `profession:${idOf('2142')}`,
        `segment:${segment.id}`,
        `sector:${sector.id}`,
      ]);
      expect(
        (await t.call('professions.addUserBrowsedSector', { id: 999 }, { cookie: student })).status,
      ).toBe(404);
    });

    it('survey answers replace earlier ones and move ids between the heard-of lists', async () => {
      const [a, b, c] = catalogue.professions.slice(0, 3).map((p) => p.id) as [number, number, number];
      let res = await t.call<{ heardOfProfessionIds: number[]; notHeardOfProfessionIds: number[] }>(
        'professions.upsertProfessionResponses',
        {
          responses: [
            { professionId: a, response: 'Yes' },
            { professionId: b, response: 'No' },
          ],
        },
        { cookie: student },
      );
      expect(res.data).toEqual({ heardOfProfessionIds: [a], notHeardOfProfessionIds: [b] });
      res = await t.call(
        'professions.upsertProfessionResponses',
        {
          responses: [
            { professionId: a, response: 'No' },
            { professionId: c, response: 'Yes' },
          ],
        },
        { cookie: student },
      );
      expect(res.data).toEqual({ heardOfProfessionIds: [c], notHeardOfProfessionIds: [b, a] });
      const rows = await t.deps.db
        .select({
          professionId: schema.professionResponses.professionId,
          response: schema.professionResponses.response,
        })
        .from(schema.professionResponses)
        .where(eq(schema.professionResponses.professionId, a));
      expect(rows).toEqual([{ professionId: a, response: 'No' }]);
      const bad = await t.call(
        'professions.upsertProfessionResponses',
        { responses: [{ professionId: a, response: 'Maybe' }] },
        { cookie: student },
      );
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toContain('Please answer Yes or No.');
    });

    it('records search keywords of signed-in people, trimmed, and refuses an empty one', async () => {
      const teacher = await signIn(t, TEACHER);
      const res = await t.call(
        'professions.insertProfessionSearchKeywordRecord',
        { keyword: '  土木   工程 ' },
        { cookie: teacher },
      );
      expect(res.status).toBe(200);
      const rows = await t.deps.db
        .select({ keyword: schema.professionSearchKeywords.keyword })
        .from(schema.professionSearchKeywords)
        .where(and(eq(schema.professionSearchKeywords.keyword, '土木 工程')));
      expect(rows).toHaveLength(1);
      const empty = await t.call(
        'professions.insertProfessionSearchKeywordRecord',
        { keyword: '  ' },
        { cookie: teacher },
      );
      expect(empty.status).toBe(400);
      expect(empty.error?.message).toContain('Please enter a search word.');
    });
  });
});

describe('interest profile (beyond the spec)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('keeps each student’s own complete answers and refuses incomplete or foreign ones', async () => {
    const student = await signIn(t, STUDENT);
    const other = await signIn(t, OTHER_STUDENT);
    expect((await t.call('professions.getInterestProfile')).status).toBe(401);
    expect((await t.call('professions.saveInterestProfile', { answers: {} })).status).toBe(401);
    expect(
      (await t.call<null>('professions.getInterestProfile', undefined, { cookie: student })).data,
    ).toBeNull();

    const answers = Object.fromEntries(INTEREST_QUESTIONS.map((q) => [q.id, q.type === 'I' ? 2 : 0]));
    const saved = await t.call('professions.saveInterestProfile', { answers }, { cookie: student });
    expect(saved.status).toBe(200);
    const mine = await t.call<{ answers: Record<string, number> }>(
      'professions.getInterestProfile',
      undefined,
      {
        cookie: student,
      },
    );
    expect(mine.data.answers).toEqual(answers);
    expect((await t.call('professions.getInterestProfile', undefined, { cookie: other })).data).toBeNull();

    const { I1: _dropped, ...partial } = answers;
    const incomplete = await t.call(
      'professions.saveInterestProfile',
      { answers: partial },
      { cookie: student },
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.error?.message).toContain('Please answer every question.');
    const foreign = await t.call(
      'professions.saveInterestProfile',
      { answers: { ...answers, X9: 2 } },
      { cookie: student, lang: 'zh-HK' },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.error?.message).toContain('請為每條問題選擇其中一個答案。');
    const outOfRange = await t.call(
      'professions.saveInterestProfile',
      { answers: { ...answers, I1: 3 } },
      { cookie: student },
    );
    expect(outOfRange.status).toBe(400);
  });
});
