import { schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses, userConsentRecords, userConsentAudit, users } = schema;

const SIG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';
type Link = { url: string; expiresAt: string };
type Record_ = {
  id: string;
  target: string;
  fullName: string | null;
  roles: string | null;
  sessionInfo: string | null;
  isSelfConsent: boolean;
  signatureDataUrl: string | null;
  digest: string | null;
  createdAt: string;
  eventResponse?: string | null;
};
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t')!;

describe('consent', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let eventId: string;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000051', schoolId: 'beacon4', roles: 'teacher' });
    for (const phone of ['90000001', '90000003', '91000020', '91000021', '96000051'])
      cookie[phone] = await signIn(t, phone);
    const start = new Date(t.clock.now.getTime() + 10 * 86_400_000);
    const [event] = await t.deps.db
      .insert(events)
      .values({
        name: 'Bluebird Seed Workshop',
        startTime: start,
        endTime: new Date(start.getTime() + 2 * 3_600_000),
        needParentConsent: true,
      })
      .returning();
    eventId = event!.id;
    await t.deps.db
      .insert(eventResponses)
      .values({ eventId, userId: ids['91000020']!, response: 'Yes', schoolId: 'beacon1' });
  });
  afterAll(() => t.close());

  describe('a parent signing through the child’s link', () => {
    let link: Link;
    beforeAll(async () => {
      const res = await t.call<Link>(
        'consent.createConsentLink',
        { target: 'bluebird-seed', sessionId: eventId },
        { cookie: cookie['91000020'] },
      );
      expect(res.error).toBeNull();
      link = res.data;
    });

    it('makes a 14-day link to /parent-consent naming the child and the event', async () => {
      expect(link.url).toMatch(/^\/parent-consent\/bluebird-seed\?t=[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
      expect(new Date(link.expiresAt).getTime() - t.clock.now.getTime()).toBe(14 * 86_400_000);
      const info = await t.call<{ childName: string; sessionInfo: string; latest: unknown }>(
        'consent.getConsentLink',
        { t: tokenOf(link.url) },
      );
      expect(info.error).toBeNull();
      expect(info.data.childName).toBeTruthy();
      expect(info.data.sessionInfo).toMatch(/^Bluebird Seed Workshop \(/);
      expect(info.data.latest).toBeNull();
    });

    it('refuses an empty signature with the spec’s message and stores nothing', async () => {
      const res = await t.call('consent.insertUserConsent', { signatureDataUrl: '', t: tokenOf(link.url) });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Please provide your signature');
      expect(await t.deps.db.select().from(userConsentRecords)).toHaveLength(0);
    });

    it.each([
      [{ fullName: '  ' }, "Please enter child's full name"],
      [{ phone: '' }, "Please enter child's phone number"],
    ])('asks a signer without a link for the child’s details: %o', async (change, message) => {
      const res = await t.call('consent.insertUserConsent', {
        signatureDataUrl: SIG,
        fullName: 'Chan Siu Ming',
        phone: '91000020',
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(message);
      expect(await t.deps.db.select().from(userConsentRecords)).toHaveLength(0);
    });

    it('records the consent for the child, audits it, and confirms the event (spec 1 §4.1)', async () => {
      // The link names the child: the parent is not asked for the child's name and phone again.
      const res = await t.call<Record_>(
        'consent.insertUserConsent',
        {
          signatureDataUrl: SIG,
          t: tokenOf(link.url),
          path: '/parent-consent/bluebird-seed',
        },
        { lang: 'en' },
      );
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({
        target: 'bluebird-seed',
        roles: 'anonymous',
        isSelfConsent: false,
        eventResponse: 'Confirmed',
      });
      expect(res.data.id).toMatch(/^ucr_[A-Za-z0-9_-]{16}$/);
      expect(res.data.digest).toMatch(/^[0-9a-f]{64}$/);
      const [row] = await t.deps.db
        .select()
        .from(userConsentRecords)
        .where(eq(userConsentRecords.publicId, res.data.id));
      expect(row).toMatchObject({
        userId: ids['91000020'],
        phone: '91000020',
        schoolId: 'beacon1',
        sessionId: eventId,
      });
      const [child] = await t.deps.db.select().from(users).where(eq(users.id, ids['91000020']!));
      expect(row!.fullName).toBe(child!.fullName);
      const [response] = await t.deps.db
        .select()
        .from(eventResponses)
        .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, ids['91000020']!)));
      expect(response).toMatchObject({
        response: 'Confirmed',
        confirmed: true,
        userConsentRecordId: row!.id,
      });
      const audit = await t.deps.db
        .select()
        .from(userConsentAudit)
        .where(eq(userConsentAudit.consentRecordId, row!.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'signed', actorUserId: null });
      expect(audit[0]!.link).toMatch(/^\/parent-consent\/bluebird-seed#link:[0-9a-f]{16}$/);
      expect(audit[0]!.ip).toBeTruthy();
      // The link now shows the submitted state.
      const info = await t.call<{ latest: Record_ | null }>('consent.getConsentLink', {
        t: tokenOf(link.url),
      });
      expect(info.data.latest?.id).toBe(res.data.id);
      expect(info.data.latest?.signatureDataUrl).toBe(SIG);
    });

    it('refuses a tampered or lapsed link', async () => {
      const token = tokenOf(link.url);
      const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
      for (const bad of [tampered, 'abc.def', 'x']) {
        const res = await t.call('consent.insertUserConsent', {
          signatureDataUrl: SIG,
          fullName: 'A',
          phone: '91234567',
          t: bad,
        });
        expect(res.status).toBe(404);
        expect(res.error?.message).toBe(
          'This consent link is not valid or has expired. Please ask for a new one.',
        );
      }
      const saved = t.clock.now;
      t.clock.advance(15 * 86_400_000);
      expect((await t.call('consent.getConsentLink', { t: token })).status).toBe(404);
      t.clock.now = saved;
    });
  });

  it.each([
    ['another student', '91000021', 404],
    ['a teacher of another school', '96000051', 404],
  ])('refuses %s making a link for the child', async (_label, who, status) => {
    const res = await t.call(
      'consent.createConsentLink',
      { target: 'achievejupas_parent_consent', userId: ids['91000020'] },
      { cookie: cookie[who] },
    );
    expect(res.status).toBe(status);
  });

  it('lets the child’s teacher make the link', async () => {
    const res = await t.call<Link>(
      'consent.createConsentLink',
      { target: 'achievejupas_parent_consent', userId: ids['91000020'] },
      { cookie: cookie['90000003'] },
    );
    expect(res.error).toBeNull();
  });

  it('meets the JUPAS parent-consent deadline item once signed', async () => {
    type Plan = { deadlineInputs: { hasParentConsent: boolean } };
    const before = await t.call<Plan>('admission.getStudentByUserId', {}, { cookie: cookie['91000021'] });
    expect(before.data.deadlineInputs.hasParentConsent).toBe(false);
    const signed = await t.call<Record_>(
      'consent.insertUserConsent',
      { signatureDataUrl: SIG, target: 'achievejupas_parent_consent', path: '/parent-consent' },
      { cookie: cookie['91000021'] },
    );
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ isSelfConsent: false, eventResponse: null });
    const after = await t.call<Plan>('admission.getStudentByUserId', {}, { cookie: cookie['91000021'] });
    expect(after.data.deadlineInputs.hasParentConsent).toBe(true);
    const mine = await t.call<Record_>(
      'consent.getUserConsent',
      { target: 'achievejupas_parent_consent' },
      { cookie: cookie['91000021'] },
    );
    expect(mine.data.id).toBe(signed.data.id);
  });

  it('confirms the event when the parent signs on the child’s own device, and only an applied child', async () => {
    const sign = () =>
      t.call<Record_>(
        'consent.insertUserConsent',
        {
          signatureDataUrl: SIG,
          target: 'bluebird-seed',
          sessionId: eventId,
          path: '/parent-consent/bluebird-seed',
        },
        { cookie: cookie['91000021'] },
      );
    // Not applied: the consent is kept, the (absent) response untouched.
    const before = await sign();
    expect(before.data.eventResponse).toBeNull();
    await t.deps.db
      .insert(eventResponses)
      .values({ eventId, userId: ids['91000021']!, response: 'Yes', schoolId: 'beacon1' });
    const after = await sign();
    expect(after.data).toMatchObject({
      eventResponse: 'Confirmed',
      sessionInfo: expect.stringMatching(/^Bluebird Seed Workshop/),
    });
  });

  it('records a signed-in person’s own consent as self-consent', async () => {
    const res = await t.call<Record_>(
      'consent.insertUserConsent',
      { signatureDataUrl: SIG, target: 'video', videoId: 'v1', selfConsent: true, path: '/consent/video/v1' },
      { cookie: cookie['91000021'] },
    );
    expect(res.data).toMatchObject({ isSelfConsent: true, target: 'video' });
  });

  it('keeps an anonymous consent without a link unattached to any account', async () => {
    const res = await t.call<Record_>('consent.insertUserConsent', {
      signatureDataUrl: SIG,
      fullName: 'Somebody',
      phone: '91000021',
    });
    expect(res.error).toBeNull();
    const [row] = await t.deps.db
      .select()
      .from(userConsentRecords)
      .where(eq(userConsentRecords.publicId, res.data.id));
    expect(row!.userId).toBeNull();
    expect(row!.roles).toBe('anonymous');
  });

  it('refuses an unknown target and a signed-out read of one’s consent', async () => {
    const bad = await t.call(
      'consent.insertUserConsent',
      { signatureDataUrl: SIG, target: 'nope' },
      { cookie: cookie['91000021'] },
    );
    expect(bad.error?.message).toBe('This consent type is not known.');
    expect((await t.call('consent.getUserConsent', { target: 'video' })).status).toBe(401);
  });

  describe('receipts', () => {
    it('shows the record with its digest and verifies it', async () => {
      const [row] = await t.deps.db.select().from(userConsentRecords).limit(1);
      const receipt = await t.call<Record_>('consent.getConsentReceipt', { id: row!.publicId });
      expect(receipt.data.digest).toBe(row!.digest);
      const check = await t.call<{ status: string; digest: string }>('consent.verifyConsent', {
        id: row!.publicId,
      });
      expect(check.data).toMatchObject({ status: 'valid', chain: 'intact', digest: row!.digest });
      const audits = await t.deps.db
        .select()
        .from(userConsentAudit)
        .where(eq(userConsentAudit.consentRecordId, row!.id));
      expect(audits.map((a) => a.action)).toContain('verified');
    });

    it('answers not found for an unknown id', async () => {
      const res = await t.call('consent.getConsentReceipt', { id: 'ucr_AAAAAAAAAAAAAAAA' });
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('This consent receipt was not found.');
    });

    it('refuses any change or deletion of a record in the database', async () => {
      const [row] = await t.deps.db.select().from(userConsentRecords).limit(1);
      await expect(
        t.deps.db
          .update(userConsentRecords)
          .set({ fullName: 'Changed' })
          .where(eq(userConsentRecords.id, row!.id)),
      ).rejects.toThrow();
      await expect(
        t.deps.db.delete(userConsentRecords).where(eq(userConsentRecords.id, row!.id)),
      ).rejects.toThrow();
      const [still] = await t.deps.db
        .select()
        .from(userConsentRecords)
        .where(eq(userConsentRecords.id, row!.id));
      expect(still!.fullName).toBe(row!.fullName);
    });
  });
});
