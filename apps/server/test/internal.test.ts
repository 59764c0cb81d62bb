import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { outboxMessages, users } = schema;

interface Person {
  id: string;
  phone: string;
  schoolId: string | null;
  roles: string;
  hasWhatsAppGroup: boolean;
}

describe('internal admin tools (internal-queryUsers, internal-sendWhatsAppMsgToUsers)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    ids.other = await addPerson(t, {
      phone: '96000301',
      schoolId: 'beacon3',
      roles: 'secondary-school-student',
    });
    await t.deps.db.update(users).set({ waGroupId: '120363000000000001' }).where(eq(users.phone, '91000030'));
    for (const phone of ['90000001', '90000003', '91000030']) cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const outbox = () => t.deps.db.select().from(outboxMessages);

  it('lists the students of chosen schools by default, teachers when asked', async () => {
    const res = await t.call<Person[]>(
      'internal.queryUsers',
      { schoolIds: ['beacon1'] },
      { cookie: cookie['90000001'] },
    );
    expect(res.error).toBeNull();
    expect(res.data.length).toBeGreaterThanOrEqual(40);
    expect(
      res.data.every((p) => p.schoolId === 'beacon1' && p.roles.includes('secondary-school-student')),
    ).toBe(true);
    expect(res.data.find((p) => p.phone === '91000030')?.hasWhatsAppGroup).toBe(true);
    const teachers = await t.call<Person[]>(
      'internal.queryUsers',
      { schoolIds: ['beacon1', 'beacon3'], roles: ['teacher'] },
      { cookie: cookie['90000001'] },
    );
    expect(teachers.data.map((p) => p.phone)).toContain('90000003');
    expect(teachers.data.some((p) => p.roles.includes('secondary-school-student'))).toBe(false);
  });

  it('queues one WhatsApp message per person: to the group, else the phone', async () => {
    const before = (await outbox()).length;
    const res = await t.call<{ queued: number }>(
      'internal.sendWhatsAppMsgToUsers',
      {
        userIds: [ids['91000030'], ids.other],
        msg: ' Seminar tomorrow at 10:00 ',
        imgLink: 'https://example.org/p.png',
      },
      { cookie: cookie['90000001'] },
    );
    expect(res.error).toBeNull();
    expect(res.data.queued).toBe(2);
    const added = (await outbox()).slice(before);
    expect(added.map((m) => m.recipient).sort()).toEqual(['120363000000000001', '96000301']);
    expect(added.every((m) => m.channel === 'whatsapp' && m.body === 'Seminar tomorrow at 10:00')).toBe(true);
    expect(added[0]?.meta).toMatchObject({ imgLink: 'https://example.org/p.png' });
  });

  it('refuses a blank message, a bad image link and an unknown person, queueing nothing', async () => {
    const before = (await outbox()).length;
    const blank = await t.call(
      'internal.sendWhatsAppMsgToUsers',
      { userIds: [ids.other], msg: '  ' },
      { cookie: cookie['90000001'] },
    );
    expect(blank.error?.message).toBe('Please enter a message.');
    const link = await t.call(
      'internal.sendWhatsAppMsgToUsers',
      { userIds: [ids.other], msg: 'Hi', imgLink: 'javascript:alert(1)' },
      { cookie: cookie['90000001'], lang: 'zh-HK' },
    );
    expect(link.error?.message).toBe('圖片連結必須以 https:// 開頭。');
    const unknown = await t.call(
      'internal.sendWhatsAppMsgToUsers',
      { userIds: [ids.other, '00000000-0000-4000-8000-000000000000'], msg: 'Hi' },
      { cookie: cookie['90000001'] },
    );
    expect(unknown.error?.message).toBe('One of the chosen people was not found.');
    expect((await outbox()).length).toBe(before);
  });

  it('is for admins only', async () => {
    const before = (await outbox()).length;
    for (const phone of ['90000003', '91000030']) {
      const q = await t.call('internal.queryUsers', { schoolIds: ['beacon1'] }, { cookie: cookie[phone] });
      expect(q.error?.data.code, phone).toBe('FORBIDDEN');
      const s = await t.call(
        'internal.sendWhatsAppMsgToUsers',
        { userIds: [ids.other], msg: 'Hi' },
        { cookie: cookie[phone] },
      );
      expect(s.error?.data.code, phone).toBe('FORBIDDEN');
    }
    const anon = await t.call('internal.queryUsers', { schoolIds: ['beacon1'] });
    expect(anon.error?.data.code).toBe('UNAUTHORIZED');
    expect((await outbox()).length).toBe(before);
  });
});
