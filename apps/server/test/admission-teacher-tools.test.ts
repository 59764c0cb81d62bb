import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds, seedDemoPlans } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { outboxMessages, userComments, users, tags } = schema;

type Tag = { id: number; name: string; nameChi: string | null; schoolId: string | null; isDefault: boolean };

describe('admission teacher tools: tags, consultations, comments and remarks', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPlans(t);
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000021', schoolId: 'beacon3', roles: 'teacher' });
    ids.otherStudent = await addPerson(t, {
      phone: '96000022',
      schoolId: 'beacon3',
      roles: 'secondary-school-student',
      waGroupId: '120363000000000001@g.us',
    });
    for (const phone of ['90000001', '90000003', '90000004', '90000005', '91000001', '91000002']) {
      cookie[phone] = await signIn(t, phone);
    }
    cookie.otherTeacher = await signIn(t, '96000021');
  });
  afterAll(() => t.close());

  describe('tags', () => {
    it('seeds the three default tags once, with Chinese names', async () => {
      const res = await t.call<Tag[]>('admission.getTags', undefined, { cookie: cookie['90000003'] });
      expect(res.error).toBeNull();
      expect(res.data.filter((tag) => tag.isDefault).map((tag) => [tag.name, tag.nameChi])).toEqual([
        ["Don't know what I want", '不知道自己想要甚麼'],
        ['Elite', '精英'],
        ['SNDAS', 'SNDAS'],
      ]);
      const { seedDefaultSettings } = await import('@waypoint/db');
      await seedDefaultSettings(t.deps.db);
      expect(await t.deps.db.select().from(tags)).toHaveLength(3);
    });

    it('refuses students and unverified teachers', async () => {
      expect((await t.call('admission.getTags', undefined, { cookie: cookie['91000001'] })).status).toBe(403);
      expect((await t.call('admission.getTags', undefined, { cookie: cookie['90000005'] })).status).toBe(403);
    });

    it('creates a school tag by name from the header, reuses it, and keeps it within the school', async () => {
      const add = await t.call<{ tag: Tag; tags: Tag[] }>(
        'admission.addStudentToTeacherDefinedTag',
        { tagName: 'Needs interview practice', userId: ids['91000002'] },
        { cookie: cookie['90000004'] },
      );
      expect(add.error).toBeNull();
      expect(add.data.tag).toMatchObject({
        name: 'Needs interview practice',
        schoolId: 'beacon1',
        isDefault: false,
      });
      expect(add.data.tags.map((tag) => tag.name)).toEqual(['Needs interview practice']);
      // The same name in another case finds the same tag; a default's Chinese name finds the default.
      const again = await t.call<{ tag: Tag }>(
        'admission.addStudentToTeacherDefinedTag',
        { tagName: 'needs INTERVIEW practice', userId: ids['91000001'] },
        { cookie: cookie['90000003'] },
      );
      expect(again.data.tag.id).toBe(add.data.tag.id);
      const elite = await t.call<{ tag: Tag; tags: Tag[] }>(
        'admission.addStudentToTeacherDefinedTag',
        { tagName: '精英', userId: ids['91000002'] },
        { cookie: cookie['90000003'] },
      );
      expect(elite.data.tag).toMatchObject({ name: 'Elite', isDefault: true });
      expect(elite.data.tags.map((tag) => tag.name)).toEqual(['Elite', 'Needs interview practice']);
      // Another school's teacher sees neither the tag nor the student.
      const theirs = await t.call<Tag[]>('admission.getTags', undefined, { cookie: cookie.otherTeacher });
      expect(theirs.data.some((tag) => tag.id === add.data.tag.id)).toBe(false);
      const cross = await t.call(
        'admission.addStudentToTeacherDefinedTag',
        { tagId: add.data.tag.id, userId: ids.otherStudent },
        { cookie: cookie['90000001'] },
      );
      expect(cross.status).toBe(403);
      expect(cross.error?.message).toBe('This tag belongs to another school.');
      const foreign = await t.call(
        'admission.addStudentToTeacherDefinedTag',
        { tagName: 'Elite', userId: ids['91000002'] },
        { cookie: cookie.otherTeacher },
      );
      expect(foreign.status).toBe(403);
    });

    it('upserts a tag for several students, renames it, removes a student and deletes it', async () => {
      const created = await t.call<{ tag: Tag; userIds: string[] }>(
        'admission.upsertTeacherDefinedTag',
        { tagName: 'Art portfolio', userIds: [ids['91000001'], ids['91000002']] },
        { cookie: cookie['90000003'] },
      );
      expect(created.error).toBeNull();
      const tagId = created.data.tag.id;
      const renamed = await t.call<{ tag: Tag }>(
        'admission.upsertTeacherDefinedTag',
        { tagId, tagName: 'Art & design portfolio', userIds: [] },
        { cookie: cookie['90000004'] },
      );
      expect(renamed.data.tag.name).toBe('Art & design portfolio');
      const clash = await t.call(
        'admission.upsertTeacherDefinedTag',
        { tagId, tagName: 'needs interview practice' },
        { cookie: cookie['90000004'] },
      );
      expect(clash.status).toBe(409);
      const defaultTag = (
        await t.call<Tag[]>('admission.getTags', undefined, { cookie: cookie['90000003'] })
      ).data.find((tag) => tag.name === 'Elite')!;
      const renameDefault = await t.call(
        'admission.upsertTeacherDefinedTag',
        { tagId: defaultTag.id, tagName: 'Top' },
        { cookie: cookie['90000003'] },
      );
      expect(renameDefault.status).toBe(403);
      expect(renameDefault.error?.message).toBe('Default tags cannot be changed or deleted.');
      expect(
        (
          await t.call(
            'admission.deleteTeacherDefinedTag',
            { tagId: defaultTag.id },
            { cookie: cookie['90000001'] },
          )
        ).status,
      ).toBe(403);
      const otherSchool = await t.call(
        'admission.upsertTeacherDefinedTag',
        { tagName: 'Poach', userIds: [ids.otherStudent] },
        { cookie: cookie['90000003'] },
      );
      expect(otherSchool.status).toBe(403);

      const removed = await t.call<{ tags: Tag[] }>(
        'admission.removeStudentFromTeacherDefinedTag',
        { tagId, userId: ids['91000002'] },
        { cookie: cookie['90000004'] },
      );
      expect(removed.data.tags.some((tag) => tag.id === tagId)).toBe(false);
      expect(
        (await t.call('admission.deleteTeacherDefinedTag', { tagId }, { cookie: cookie.otherTeacher }))
          .status,
      ).toBe(403);
      const deleted = await t.call(
        'admission.deleteTeacherDefinedTag',
        { tagId },
        { cookie: cookie['90000003'] },
      );
      expect(deleted.error).toBeNull();
      const plan = await t.call<{ tags: Tag[] }>(
        'admission.getStudentByUserId',
        { userId: ids['91000001'] },
        { cookie: cookie['90000003'] },
      );
      expect(plan.data.tags.some((tag) => tag.id === tagId)).toBe(false);
    });

    it('refuses blank names and lets an admin list every school’s tags', async () => {
      const blank = await t.call(
        'admission.addStudentToTeacherDefinedTag',
        { tagName: '   ', userId: ids['91000002'] },
        { cookie: cookie['90000003'] },
      );
      expect(blank.status).toBe(400);
      expect(blank.error?.message).toBe('Please enter a tag name.');
      const all = await t.call<Tag[]>('admission.getTags', {}, { cookie: cookie['90000001'] });
      expect(all.data.some((tag) => tag.schoolId === 'beacon1')).toBe(true);
      const notMine = await t.call(
        'admission.getTags',
        { schoolId: 'beacon3' },
        { cookie: cookie['90000003'] },
      );
      expect(notMine.status).toBe(403);
    });
  });

  describe('consultations', () => {
    type Record = {
      id: number;
      date: string;
      time: string | null;
      venue: string | null;
      isUpcoming: boolean;
    };

    it('lists the demo records, newest first, the next one upcoming', async () => {
      const res = await t.call<Record[]>(
        'admission.getJUPASConsultationRecords',
        { targetUserId: ids['91000001'] },
        { cookie: cookie['90000003'] },
      );
      expect(res.error).toBeNull();
      expect(res.data).toHaveLength(2);
      expect(res.data[0]!.isUpcoming).toBe(true);
      expect(res.data[1]!.isUpcoming).toBe(false);
      // The student reads their own.
      const own = await t.call<Record[]>(
        'admission.getJUPASConsultationRecords',
        { targetUserId: ids['91000001'] },
        { cookie: cookie['91000001'] },
      );
      expect(own.data).toHaveLength(2);
    });

    it('records and changes a consultation (staff of the school only)', async () => {
      const created = await t.call<Record>(
        'admission.upsertJUPASConsultationRecord',
        { targetUserId: ids['91000002'], date: '2030-02-28', time: '15:30', venue: 'Room 201', remarks: '' },
        { cookie: cookie['90000004'] },
      );
      expect(created.error).toBeNull();
      expect(created.data).toMatchObject({
        date: '2030-02-28',
        time: '15:30',
        venue: 'Room 201',
        isUpcoming: true,
      });
      const changed = await t.call<Record>(
        'admission.upsertJUPASConsultationRecord',
        {
          id: created.data.id,
          targetUserId: ids['91000002'],
          date: '2030-03-01',
          time: null,
          venue: 'Library',
        },
        { cookie: cookie['90000003'] },
      );
      expect(changed.data).toMatchObject({
        id: created.data.id,
        date: '2030-03-01',
        time: null,
        venue: 'Library',
      });
      // An id of another student's record does not move it.
      const wrongOwner = await t.call(
        'admission.upsertJUPASConsultationRecord',
        { id: created.data.id, targetUserId: ids['91000001'], date: '2030-03-01' },
        { cookie: cookie['90000003'] },
      );
      expect(wrongOwner.status).toBe(404);
    });

    it.each([
      ['an invalid date', { date: '2030-02-30' }, 400, 'Please enter a valid date.'],
      ['an invalid time', { date: '2030-02-01', time: '25:00' }, 400, 'Please enter a valid time (HH:MM).'],
    ])('refuses %s', async (_label, fields, status, message) => {
      const res = await t.call(
        'admission.upsertJUPASConsultationRecord',
        { targetUserId: ids['91000002'], ...fields },
        { cookie: cookie['90000003'] },
      );
      expect(res.status).toBe(status);
      expect(res.error?.message).toBe(message);
    });

    it.each([
      ['a student', '91000002'],
      ['a teacher of another school', 'otherTeacher'],
      ['an unverified teacher', '90000005'],
    ])('refuses %s writing one', async (_label, who) => {
      const res = await t.call(
        'admission.upsertJUPASConsultationRecord',
        { targetUserId: ids['91000002'], date: '2030-01-01' },
        { cookie: cookie[who] },
      );
      expect(res.status).toBe(403);
    });

    it('refuses another student or school reading them', async () => {
      for (const who of ['91000002', 'otherTeacher']) {
        const res = await t.call(
          'admission.getJUPASConsultationRecords',
          { targetUserId: ids['91000001'] },
          { cookie: cookie[who] },
        );
        expect(res.status).toBe(403);
      }
    });
  });

  describe('comments and WhatsApp remarks', () => {
    type Comment = { id: number; comment: string; fromUser: { fullName: string } | null };

    it('stores a comment without a message unless asked', async () => {
      const before = await t.deps.db.select().from(outboxMessages);
      const res = await t.call<Comment & { outboxMessageId: number | null; sentTo: string | null }>(
        'admission.insertUserComment',
        { userId: ids['91000002'], comment: '  Good progress.  ' },
        { cookie: cookie['90000004'] },
      );
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ comment: 'Good progress.', outboxMessageId: null, sentTo: null });
      expect(await t.deps.db.select().from(outboxMessages)).toHaveLength(before.length);
    });

    it('queues a remark for the student’s WhatsApp group in the same transaction', async () => {
      await t.deps.db
        .update(users)
        .set({ waGroupId: '120363000000000002@g.us' })
        .where(eq(users.id, ids['91000002']!));
      const res = await t.call<{ id: number; outboxMessageId: number; sentTo: string }>(
        'admission.insertUserComment',
        { userId: ids['91000002'], comment: 'Please bring your portfolio on Monday.', sendToWhatsApp: true },
        { cookie: cookie['90000004'] },
      );
      expect(res.error).toBeNull();
      expect(res.data.sentTo).toBe('group');
      const [message] = await t.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, res.data.outboxMessageId));
      expect(message).toMatchObject({
        channel: 'whatsapp',
        recipient: '120363000000000002@g.us',
        status: 'pending',
        meta: {
          kind: 'admissionRemark',
          recipientType: 'group',
          studentId: ids['91000002'],
          commentId: res.data.id,
        },
      });
      expect(message!.body).toContain('Please bring your portfolio on Monday.');
      expect(message!.body).toContain('Lee Ka Wai');
    });

    it('sends to the student’s own phone when they have no group', async () => {
      const res = await t.call<{ outboxMessageId: number; sentTo: string }>(
        'admission.insertUserComment',
        { userId: ids['91000001'], comment: 'See you at the consultation.', sendToWhatsApp: true },
        { cookie: cookie['90000003'] },
      );
      expect(res.data.sentTo).toBe('phone');
      const [message] = await t.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, res.data.outboxMessageId));
      expect(message?.recipient).toBe('91000001');
    });

    it('writes neither the comment nor the message when the remark is refused', async () => {
      const comments = (await t.deps.db.select().from(userComments)).length;
      const messages = (await t.deps.db.select().from(outboxMessages)).length;
      for (const [who, status] of [
        ['91000001', 403],
        ['otherTeacher', 403],
        ['90000005', 403],
      ] as const) {
        const res = await t.call(
          'admission.insertUserComment',
          { userId: ids['91000002'], comment: 'Hi', sendToWhatsApp: true },
          { cookie: cookie[who] },
        );
        expect(res.status).toBe(status);
      }
      const empty = await t.call(
        'admission.insertUserComment',
        { userId: ids['91000002'], comment: '   ', sendToWhatsApp: true },
        { cookie: cookie['90000003'] },
      );
      expect(empty.status).toBe(400);
      expect(empty.error?.message).toBe('Please enter a comment.');
      expect(await t.deps.db.select().from(userComments)).toHaveLength(comments);
      expect(await t.deps.db.select().from(outboxMessages)).toHaveLength(messages);
    });

    it('lists comments newest first to the student, their teachers and admins only', async () => {
      const own = await t.call<Comment[]>(
        'admission.getUserComments',
        { type: 'achievejupas' },
        { cookie: cookie['91000002'] },
      );
      expect(own.error).toBeNull();
      expect(own.data.map((c) => c.comment)).toEqual([
        'Please bring your portfolio on Monday.',
        'Good progress.',
      ]);
      expect(own.data[0]!.fromUser).toEqual({ fullName: 'Lee Ka Wai' });
      const demo = await t.call<Comment[]>(
        'admission.getUserComments',
        { userId: ids['91000001'] },
        { cookie: cookie['90000001'] },
      );
      expect(demo.data.length).toBeGreaterThanOrEqual(2);
      for (const who of ['91000001', 'otherTeacher', '90000005']) {
        const res = await t.call(
          'admission.getUserComments',
          { userId: ids['91000002'] },
          { cookie: cookie[who] },
        );
        expect(res.status).toBe(403);
      }
    });
  });

  describe('addUserClick', () => {
    it('records a banner click, signed in or not', async () => {
      const anonymous = await t.call<{ recorded: boolean }>('admission.addUserClick', { disciplineId: 3 });
      expect(anonymous.data).toEqual({ recorded: true });
      const signed = await t.call(
        'admission.addUserClick',
        { disciplineGroupId: 2 },
        { cookie: cookie['91000001'] },
      );
      expect(signed.error).toBeNull();
      const rows = await t.deps.db.select().from(schema.advertisementClicks);
      expect(rows.map((r) => r.userId)).toEqual([null, ids['91000001']]);
      const unknownAd = await t.call('admission.addUserClick', { adv: 999_999 });
      expect(unknownAd.status).toBe(404);
    });
  });
});
