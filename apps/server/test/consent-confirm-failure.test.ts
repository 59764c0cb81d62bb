import { schema } from '@waypoint/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses, userConsentRecords } = schema;
const SIG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

/**
 * Issue 29 item 3: confirming the child's application after a parent signs caught every error and
 * answered the old response, so a database failure there vanished: the consent was recorded, the
 * confirmation lost, and nothing logged. Only the rules' own refusals (AppError) are kept quiet now.
 */
describe('confirming an event after a parent signs', () => {
  let t: TestApp;
  let child: string;
  let cookie: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp();
    child = (await demoIds(t))['91000022']!;
    cookie = await signIn(t, '91000022');
    const start = new Date(t.clock.now.getTime() + 10 * 86_400_000);
    const [event] = await t.deps.db
      .insert(events)
      .values({
        name: 'Kingfisher Workshop',
        startTime: start,
        endTime: new Date(start.getTime() + 2 * 3_600_000),
        needParentConsent: true,
      })
      .returning();
    eventId = event!.id;
    await t.deps.db
      .insert(eventResponses)
      .values({ eventId, userId: child, response: 'Yes', schoolId: 'beacon1' });
  });
  afterAll(() => t.close());

  const sign = () =>
    t.call<{ eventResponse: string | null }>(
      'consent.insertUserConsent',
      {
        signatureDataUrl: SIG,
        target: 'bluebird-seed',
        sessionId: eventId,
        path: '/parent-consent/bluebird-seed',
      },
      { cookie },
    );
  const response = async () =>
    (
      await t.deps.db
        .select({ response: eventResponses.response })
        .from(eventResponses)
        .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, child)))
    )[0]?.response;
  const consents = async () =>
    (await t.deps.db.select().from(userConsentRecords).where(eq(userConsentRecords.sessionId, eventId)))
      .length;

  it('fails the signature when the database fails, instead of answering the old response', async () => {
    await t.deps.db.execute(sql`
      create function i29_fail_response() returns trigger language plpgsql as $$
      begin raise exception 'disk full' using errcode = '53100'; end $$`);
    await t.deps.db.execute(sql`
      create trigger i29_fail_response before update on event_responses
      for each row execute function i29_fail_response()`);
    try {
      const res = await sign();
      expect(res.status).toBe(500);
      expect(res.data).toBeUndefined();
      // Nothing half-done: no consent without its confirmation; the parent can sign again.
      expect(await consents()).toBe(0);
      expect(await response()).toBe('Yes');
    } finally {
      await t.deps.db.execute(sql`drop trigger i29_fail_response on event_responses`);
      await t.deps.db.execute(sql`drop function i29_fail_response()`);
    }
  });

  it('still keeps the consent when the rules refuse the confirmation (a waiting list place)', async () => {
    // One confirms a seat one holds (decision 005): a waiting applicant's confirmation is an AppError.
    await t.deps.db
      .update(eventResponses)
      .set({ waitlistedAt: t.clock.now })
      .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, child)));
    const res = await sign();
    expect(res.error).toBeNull();
    expect(res.data.eventResponse).toBe('Yes');
    expect(await consents()).toBe(1);
    expect(await response()).toBe('Yes');
  });
});
