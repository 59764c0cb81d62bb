import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds, seedDemoPlans } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { parentViewLinks } = schema;

type Link = { url: string; expiresAt: string };
type View = {
  student: { fullName: string };
  choices: { programId: number; order: number }[];
  grades: { source: string; grade: string | null }[];
  expiresAt: string;
};

const DAY = 86_400_000;
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t')!;

describe('admission parent view links', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPlans(t);
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000031', schoolId: 'beacon4', roles: 'teacher' });
    for (const phone of ['90000003', '90000005', '91000001', '91000002'])
      cookie[phone] = await signIn(t, phone);
    cookie.otherTeacher = await signIn(t, '96000031');
  });
  afterAll(() => t.close());

  it('lets the student make a 30-day link that shows the plan read-only, own prediction only', async () => {
    const link = await t.call<Link>('admission.createParentViewLink', {}, { cookie: cookie['91000001'] });
    expect(link.error).toBeNull();
    expect(link.data.url).toMatch(new RegExp(`^/ab3-pv/${ids['91000001']}\\?t=[A-Za-z0-9_-]{43}$`));
    expect(new Date(link.data.expiresAt).getTime() - t.clock.now.getTime()).toBe(30 * DAY);
    const token = tokenOf(link.data.url);
    // Only the token's SHA-256 is kept.
    const rows = await t.deps.db
      .select()
      .from(parentViewLinks)
      .where(eq(parentViewLinks.userId, ids['91000001']!));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const view = await t.call<View>('admission.getParentView', { userId: ids['91000001'], t: token });
    expect(view.error).toBeNull();
    expect(view.data.choices).toHaveLength(20);
    expect(view.data.grades.length).toBeGreaterThan(0);
    expect(view.data.grades.every((g) => g.source === 'overallTarget')).toBe(true);
    expect(view.data.expiresAt).toBe(link.data.expiresAt);
  });

  it('answers not found for a bare id, a wrong token and another child’s token', async () => {
    const mine = await t.call<Link>('admission.createParentViewLink', {}, { cookie: cookie['91000002'] });
    const token = tokenOf(mine.data.url);
    for (const input of [
      { userId: ids['91000001'] },
      { userId: ids['91000001'], t: '' },
      { userId: ids['91000001'], t: 'x'.repeat(43) },
      { userId: ids['91000001'], t: token },
      { userId: 'not-a-uuid', t: token },
    ]) {
      const res = await t.call('admission.getParentView', input);
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('This link is not valid or has expired. Please ask for a new one.');
      expect(res.data).toBeUndefined();
    }
  });

  it.each([
    ['another student', '91000002'],
    ['a teacher of another school', 'otherTeacher'],
    ['an unverified teacher', '90000005'],
  ])('refuses %s making a link for the child', async (_label, who) => {
    const res = await t.call(
      'admission.createParentViewLink',
      { userId: ids['91000001'] },
      { cookie: cookie[who] },
    );
    expect(res.status).toBe(403);
  });

  it('refuses a visitor making a link', async () => {
    expect((await t.call('admission.createParentViewLink', {})).status).toBe(401);
  });
  // Last: the clock moves 30 days, past every session of this file.
  it('stops opening once the link has expired', async () => {
    const link = await t.call<Link>(
      'admission.createParentViewLink',
      { userId: ids['91000001'] },
      { cookie: cookie['90000003'] },
    );
    expect(link.error).toBeNull();
    const input = { userId: ids['91000001'], t: tokenOf(link.data.url) };
    t.clock.advance(30 * DAY - 60_000);
    expect((await t.call('admission.getParentView', input)).status).toBe(200);
    t.clock.advance(60_000);
    expect((await t.call('admission.getParentView', input)).status).toBe(404);
  });
});
