import { schema, seedDemoEvents, seedDemoJobex } from '@waypoint/db';
import { MAX_SELECTED_CLAIMS } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { users, userClaims, jobexCredentials, userSlpVersions } = schema;

const SLP_WRITER = '91000029'; // attended today's seminar (seed): the SLP writer is open.
const UNI_STUDENT = '92000002';

/**
 * One whole set of claims, tagged so that the rows left afterwards can be traced to the call that wrote
 * them: a strength and ten claims, five selected — every limit reached, none passed.
 */
function claimSet(tag: string) {
  return [
    { text: `${tag} strength`, selected: true, order: 1, type: 'strength' as const },
    ...Array.from({ length: 10 }, (_, i) => ({
      text: `${tag} claim ${i + 1}`,
      elaboration: `Shown in project ${i + 1}.`,
      selected: i < MAX_SELECTED_CLAIMS,
      order: i + 1,
      type: 'claim' as const,
    })),
  ];
}

/**
 * Parallel writes of one person's claims (issue 22 item 10). On PostgreSQL (npm run test:pg) the calls run
 * in separate connections at once, which is where the sets used to merge and jobEX deadlocked; on PGlite
 * they run one after the other and the test states the same outcome.
 */
describe('one student’s claims written by many calls at once', () => {
  let t: TestApp;
  let writer: string;
  let writerId: string;
  let uni: string;
  let uniId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    await t.deps.db.transaction((tx) => seedDemoJobex(tx));
    writer = await signIn(t, SLP_WRITER);
    uni = await signIn(t, UNI_STUDENT);
    const idOf = async (phone: string) =>
      (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;
    writerId = await idOf(SLP_WRITER);
    uniId = await idOf(UNI_STUDENT);
  });
  afterAll(() => t.close());

  const storedClaims = (userId: string) =>
    t.deps.db.select().from(userClaims).where(eq(userClaims.userId, userId));

  /** The set is exactly one call's: the limits hold and nothing of another call is mixed in. */
  function expectOneWholeSet(rows: (typeof userClaims.$inferSelect)[], tags: string[]) {
    expect(rows).toHaveLength(11);
    expect(rows.filter((r) => r.type === 'strength')).toHaveLength(1);
    expect(rows.filter((r) => r.type === 'claim' && r.selected)).toHaveLength(MAX_SELECTED_CLAIMS);
    const written = new Set(rows.map((r) => r.text.split(' ')[0]));
    expect(written.size).toBe(1);
    expect(tags).toContain([...written][0]);
  }

  it('replaces the SLP set whole under 20 parallel slp.upsertUserClaims: one set, limits kept, no 5xx', async () => {
    const tags = Array.from({ length: 20 }, (_, i) => `s${i}`);
    const results = await Promise.all(
      tags.map((tag) => t.call('slp.upsertUserClaims', { userClaims: claimSet(tag) }, { cookie: writer })),
    );
    expect(results.map((r) => r.status)).toEqual(tags.map(() => 200));
    expectOneWholeSet(await storedClaims(writerId), tags);
  }, 60_000);

  it('survives a double click ten times over: two identical saves leave one set', async () => {
    for (let trial = 0; trial < 10; trial++) {
      const tag = `d${trial}`;
      const input = { userClaims: claimSet(tag) };
      const pair = await Promise.all([
        t.call('slp.upsertUserClaims', input, { cookie: writer }),
        t.call('slp.upsertUserClaims', input, { cookie: writer }),
      ]);
      expect(pair.map((r) => r.status)).toEqual([200, 200]);
      expectOneWholeSet(await storedClaims(writerId), [tag]);
    }
  }, 60_000);

  it('keeps one version per change when two first saves of the draft race', async () => {
    const before = await t.deps.db.select().from(userSlpVersions).where(eq(userSlpVersions.userId, writerId));
    const text = 'I led our robotics team.';
    const pair = await Promise.all([
      t.call('slp.upsertUserSLP', { original: text }, { cookie: writer }),
      t.call('slp.upsertUserSLP', { original: text }, { cookie: writer }),
    ]);
    expect(pair.map((r) => r.status)).toEqual([200, 200]);
    const after = await t.deps.db.select().from(userSlpVersions).where(eq(userSlpVersions.userId, writerId));
    expect(after.length - before.length).toBe(1);
  }, 30_000);

  it('serialises 20 parallel jobex.upsertUserClaims: no deadlock, every experience kept, one claim set', async () => {
    const tags = Array.from({ length: 20 }, (_, i) => `j${i}`);
    const results = await Promise.all(
      tags.map((tag) =>
        t.call(
          'jobex.upsertUserClaims',
          {
            userClaims: claimSet(tag),
            userExps: [{ sectionKey: 'workExperience', headline: `${tag} tutor` }],
          },
          { cookie: uni },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(tags.map(() => 200));
    expectOneWholeSet(await storedClaims(uniId), tags);
    const cv = await t.deps.db.select().from(jobexCredentials).where(eq(jobexCredentials.userId, uniId));
    const added = cv.filter((c) => tags.includes(c.headline.split(' ')[0]!));
    expect(added).toHaveLength(20);
    // Each experience went to the end of its section: twenty distinct places, none taken twice.
    expect(new Set(added.map((c) => `${c.sectionId}:${c.order}`)).size).toBe(20);
  }, 60_000);
});
