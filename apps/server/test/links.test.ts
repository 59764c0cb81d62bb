import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { outboxMessages, parentViewLinks } = schema;

describe('registration links and parent-view links', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    await addPerson(t, { phone: '96000061', schoolId: 'beacon4', roles: 'teacher', waGroupId: 'group-61' });
    for (const phone of ['90000001', '90000003', '90000005', '91000030', '91000031', '96000061'])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  describe('teacher.sendRegQRCodeToSelfWhatsAppGrp', () => {
    const send = (who: string, input: unknown) =>
      t.call<{ outboxMessageId: number }>('teacher.sendRegQRCodeToSelfWhatsAppGrp', input, {
        cookie: cookie[who],
      });

    it('queues the school’s link, poster and video for the teacher’s own WhatsApp', async () => {
      const res = await send('90000003', {
        url: 'http://localhost:3000/s/beacon1',
        posterImgLink: 'https://example.com/poster.jpg',
        videoLink: 'https://example.com/video',
      });
      expect(res.error).toBeNull();
      const [msg] = await t.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, res.data.outboxMessageId));
      expect(msg!.channel).toBe('whatsapp');
      expect(msg!.recipient).toBe('90000003');
      expect(msg!.body).toContain('http://localhost:3000/s/beacon1');
      expect(msg!.body).toContain('https://example.com/poster.jpg');
      expect(msg!.body).toContain('https://example.com/video');
    });

    it('uses the teacher’s group when they have one, and accepts an event link and /r', async () => {
      const ev = await send('96000061', { url: '/t/beacon4/0f8fad5b-d9cb-469f-a165-70867728950e' });
      const [msg] = await t.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, ev.data.outboxMessageId));
      expect(msg!.recipient).toBe('group-61');
      expect((await send('96000061', { url: '/r' })).error).toBeNull();
    });

    it('lets an admin share any school’s link', async () => {
      expect((await send('90000001', { url: '/t/beacon4' })).error).toBeNull();
    });

    it.each([
      ['another school’s link', '90000003', { url: '/s/beacon4' }, 403],
      ['a link that is not a registration link', '90000003', { url: 'https://evil.example/s/beacon1' }, 400],
      ['a path outside registration', '90000003', { url: '/home' }, 400],
      ['a student', '91000030', { url: '/s/beacon1' }, 403],
      ['an unverified teacher', '90000005', { url: '/s/beacon1' }, 403],
    ])('refuses %s and queues nothing', async (_label, who, input, status) => {
      const before = await t.deps.db.select().from(outboxMessages);
      const res = await send(who, input);
      expect(res.status).toBe(status);
      if (status === 400)
        expect(res.error?.message).toBe("Only this platform's registration links can be sent.");
      expect(await t.deps.db.select().from(outboxMessages)).toHaveLength(before.length);
    });

    it('refuses a poster link that is not a web address', async () => {
      const res = await send('90000003', { url: '/s/beacon1', posterImgLink: 'javascript:alert(1)' });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('The poster, video or slide link is not a valid web address.');
    });

    it('sends a session’s poster kept on this site as a full address (issue 24 item 5)', async () => {
      const res = await send('90000003', {
        url: '/s/beacon1/e0000000-0000-4000-8000-000000000003',
        posterImgLink: '/demo/poster-campus-visit.svg',
        videoLink: '',
        slideLink: null,
      });
      expect(res.error).toBeNull();
      const [msg] = await t.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, res.data.outboxMessageId));
      const base = t.deps.config.publicUrl;
      expect(msg!.body.split('\n')).toEqual([
        expect.stringContaining(`${base}/s/beacon1/e0000000-0000-4000-8000-000000000003`),
        `${base}/demo/poster-campus-visit.svg`,
      ]);
    });

    it('refuses a poster link to another host written as //host', async () => {
      const res = await send('90000003', { url: '/s/beacon1', posterImgLink: '//evil.example/poster.png' });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('The poster, video or slide link is not a valid web address.');
    });

    it('refuses a visitor', async () => {
      expect((await t.call('teacher.sendRegQRCodeToSelfWhatsAppGrp', { url: '/r' })).status).toBe(401);
    });
  });

  describe('parent-view link list and revoke', () => {
    type Row = { id: string; expiresAt: string; revokedAt: string | null };
    it('lists the child’s links and revokes one so it stops opening at once', async () => {
      const made = await t.call<{ url: string }>(
        'admission.createParentViewLink',
        {},
        { cookie: cookie['91000030'] },
      );
      const token = new URL(made.data.url, 'http://x').searchParams.get('t')!;
      const list = await t.call<Row[]>('admission.listParentViewLinks', {}, { cookie: cookie['91000030'] });
      expect(list.data).toHaveLength(1);
      expect(JSON.stringify(list.data)).not.toContain(token);
      const view = () => t.call('admission.getParentView', { userId: ids['91000030'], t: token });
      expect((await view()).status).toBe(200);

      const other = await t.call(
        'admission.revokeParentViewLink',
        { id: list.data[0]!.id },
        { cookie: cookie['91000031'] },
      );
      expect(other.status).toBe(403);
      const otherSchool = await t.call(
        'admission.revokeParentViewLink',
        { id: list.data[0]!.id },
        { cookie: cookie['96000061'] },
      );
      expect(otherSchool.status).toBe(403);
      expect((await view()).status).toBe(200);

      const res = await t.call<{ revokedAt: string }>(
        'admission.revokeParentViewLink',
        { id: list.data[0]!.id },
        { cookie: cookie['90000003'] },
      );
      expect(res.error).toBeNull();
      expect((await view()).status).toBe(404);
      const [row] = await t.deps.db
        .select()
        .from(parentViewLinks)
        .where(eq(parentViewLinks.id, list.data[0]!.id));
      expect(row!.revokedAt).not.toBeNull();
    });

    it('answers not found for an unknown link', async () => {
      const res = await t.call(
        'admission.revokeParentViewLink',
        { id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
        { cookie: cookie['91000030'] },
      );
      expect(res.status).toBe(404);
    });
  });
});
