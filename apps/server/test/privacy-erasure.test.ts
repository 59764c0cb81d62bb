import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DbOrTx, openDb, queryRows, schema } from '@waypoint/db';
import { ERASED_NAME } from '@waypoint/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsentLinkToken } from '../src/services/consent/consent-link.ts';
import { eraseDuePeople } from '../src/services/privacy/erase-due-people.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const s = schema;
const DAY = 86_400_000;
const SIG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

/** Distinctive values that appear nowhere in the seed, so any hit after erasure is the person's. */
const P = {
  phone: '96543217',
  fullName: 'Quillon Erasmo-Testperson',
  chineseName: '甄刪測',
  preferredName: 'Quilly Erasmo',
  email: 'quillon.erasure@example.test',
};
const T = {
  phone: '96543218',
  fullName: 'Theodora Vanishing-Teacher',
  chineseName: '韋消師',
  email: 'theodora.vanish@example.test',
};

type Verification = { status: string; erasedParty: string | null; chain: string; contentMatches: boolean };

/**
 * Every text, varchar, json(b) and text[] column of every table in the public schema that holds one of the
 * needles (jsonb and arrays compared as text), as 'table.column'.
 */
async function columnsHolding(db: DbOrTx, needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
               or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_bpchar')))
        order by c.table_name, c.column_name`,
  );
  expect(columns.length).toBeGreaterThan(150);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const col = sql.raw(`"${table}"."${column}"::text`);
    const anyNeedle = sql.join(
      needles.map((n) => sql`strpos(lower(${col}), lower(${n})) > 0`),
      sql` or `,
    );
    const [row] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.raw(`"${table}"`)} where ${anyNeedle}`,
    );
    if (Number(row?.n ?? 0) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

describe('erasure (issue 23 item 4): nothing left names the person', () => {
  let t: TestApp;
  let personId: string;
  let childId: string;
  let teacherId: string;
  let eventId: string;
  let storageKeys: string[];
  const consentIds: Record<'signedAsParent' | 'byParentLink' | 'self' | 'typedPhone' | 'after', string> = {
    signedAsParent: '',
    byParentLink: '',
    self: '',
    typedPhone: '',
    after: '',
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: false });
  });
  afterAll(() => t.close());

  const sign = async (input: Record<string, unknown>, cookie?: string) => {
    t.clock.advance(5_000);
    const res = await t.call<{ id: string }>(
      'consent.insertUserConsent',
      { signatureDataUrl: SIG, ...input },
      { cookie },
    );
    expect(res.error).toBeNull();
    return res.data.id;
  };
  const linkFor = (userId: string) =>
    makeConsentLinkToken(t.deps.secret, {
      userId,
      target: 'achievejupas_parent_consent',
      sessionId: null,
      expiresAt: t.clock.now.getTime() + 7 * DAY,
    });

  async function seedPerson(): Promise<void> {
    const db = t.deps.db;
    const now = t.clock.now;
    const [teacher] = await db.select().from(s.users).where(eq(s.users.phone, '90000003'));
    const [child] = await db.select().from(s.users).where(eq(s.users.phone, '91000017'));
    teacherId = teacher!.id;
    childId = child!.id;
    const [person] = await db
      .insert(s.users)
      .values({
        ...P,
        roles: 'secondary-school-student',
        schoolId: 'beacon1',
        class: '5A',
        studentNumber: `S${P.phone}`,
        yearDSE: 2027,
        waGroupId: `wa-${P.phone}`,
        waGroupLink: `https://chat.whatsapp.com/${P.phone}`,
        devicePlatforms: [`${P.preferredName}'s phone`],
      })
      .returning();
    personId = person!.id;
    const cookie = await signIn(t, P.phone); // a session

    // Consents: one they signed as a parent for another child, one a parent signed for them through a
    // link, their own, one typed with their name and phone without a link, and a later one by someone else.
    consentIds.signedAsParent = await sign({ t: linkFor(childId) }, cookie);
    consentIds.byParentLink = await sign({ t: linkFor(personId) });
    consentIds.self = await sign({ target: 'video', videoId: 'v1', selfConsent: true }, cookie);
    consentIds.typedPhone = await sign({ fullName: P.fullName, phone: P.phone });
    consentIds.after = await sign({ fullName: 'Someone Else Entirely', phone: '91234567' });

    // Picture, and a feedback photo: bytes in storage.
    const pictureId = crypto.randomUUID();
    const photoId = crypto.randomUUID();
    storageKeys = [`${pictureId}.jpg`, `${photoId}.jpg`];
    for (const key of storageKeys) await t.deps.storage.put(key, JPEG);
    await db.insert(s.files).values([
      {
        id: pictureId,
        ownerId: personId,
        purpose: 'profile',
        mimeType: 'image/jpeg',
        size: JPEG.length,
        storageKey: storageKeys[0]!,
        attachedAt: now,
      },
      {
        id: photoId,
        ownerId: null,
        purpose: 'feedback',
        mimeType: 'image/jpeg',
        size: JPEG.length,
        storageKey: storageKeys[1]!,
        attachedAt: now,
      },
    ]);
    await db
      .update(s.users)
      .set({ profilePic: `/files/${pictureId}` })
      .where(eq(s.users.id, personId));
    await db.insert(s.feedback).values({
      userId: null,
      name: P.fullName,
      email: P.email.toUpperCase(),
      feedback: `${P.chineseName} says hello`,
      photoLink: `/files/${photoId}`,
    });

    // SLP.
    await db
      .insert(s.userSlps)
      .values({ userId: personId, original: `I am ${P.fullName}`, gpt: P.chineseName });
    await db
      .insert(s.userSlpVersions)
      .values({ userId: personId, original: P.fullName, gpt: P.preferredName });
    const [claim] = await db
      .insert(s.userClaims)
      .values({ userId: personId, text: 'Leadership', elaboration: `${P.preferredName} led the team` })
      .returning();
    await db
      .insert(s.slpClaimComments)
      .values({ claimId: claim!.id, fromUserId: teacherId, comment: `Well done ${P.fullName}` });

    // jobEX: plan, CV, tracked job.
    const [program] = await db.select({ id: s.programs.id }).from(s.programs).limit(1);
    await db.insert(s.clients).values({ id: 'erasure-client', name: 'Erasure Client' });
    const [job] = await db
      .insert(s.jobexEmployerJobs)
      .values({ clientId: 'erasure-client', programId: program!.id, employerName: 'Acme', title: 'Intern' })
      .returning();
    await db
      .insert(s.jobexCareerPlans)
      .values({ userId: personId, objective: `${P.fullName} wants to build` });
    const [section] = await db
      .insert(s.jobexSections)
      .values({ userId: personId, sectionKey: 'contact', title: P.email, order: 1 })
      .returning();
    await db.insert(s.jobexCredentials).values({
      userId: personId,
      sectionId: section!.id,
      headline: P.phone,
      description: P.chineseName,
      order: 1,
    });
    await db.insert(s.jobexProfileDocs).values({
      userId: personId,
      sections: [{ sectionKey: 'contact', title: P.fullName, credentials: [] }],
      syncedAt: now,
    });
    await db.insert(s.jobexUserEmployerJobs).values({ userId: personId, jobId: job!.id, note: P.phone });

    // Chat and AI logs; one log raised a safeguarding alert.
    await db
      .insert(s.chatbotMessages)
      .values({ userId: personId, type: 'ab4', fromUser: true, content: P.fullName });
    await db.insert(s.chatbotPrompts).values({ userId: personId, type: 'ab4', prompt: P.chineseName });
    const [, alertedLog] = await db
      .insert(s.aiRequestLogs)
      .values(
        [1, 2].map(() => ({
          userId: personId,
          kind: 'ab4',
          provider: 'offline',
          prompt: `my name is ${P.fullName}`,
          botUrl: 'offline',
          userElaboration: P.email,
          tagText: P.preferredName,
        })),
      )
      .returning();
    await db.insert(s.safeguardingAlerts).values({
      requestId: alertedLog!.id,
      schoolId: 'beacon1',
      studentId: personId,
      topic: 'selfHarm',
      recipients: 1,
      createdAt: now,
    });

    // Grades, choices, comments, tags, consultations, parent-view link.
    const [subject] = await db.select({ id: s.subjects.id }).from(s.subjects).limit(1);
    const [discipline] = await db.select({ id: s.disciplines.id }).from(s.disciplines).limit(1);
    await db
      .insert(s.userSubjectGrades)
      .values({ userId: personId, subjectId: subject!.id, source: 'overallTarget', grade: '5' });
    await db
      .insert(s.userPrograms)
      .values({ userId: personId, programId: program!.id, reaction: 'like', reason: P.fullName, order: 1 });
    await db
      .insert(s.userDisciplines)
      .values({ userId: personId, disciplineId: discipline!.id, reason: P.chineseName });
    await db
      .insert(s.userElectives)
      .values({ userId: personId, electiveId: subject!.id, order: 1, reason: P.preferredName });
    await db
      .insert(s.userComments)
      .values({ userId: personId, fromUserId: teacherId, comment: `Met ${P.fullName}` });
    const [tag] = await db.select({ id: s.tags.id }).from(s.tags).limit(1);
    if (tag) await db.insert(s.userTags).values({ tagId: tag.id, userId: personId, addedBy: teacherId });
    await db
      .insert(s.consultationRecords)
      .values({ targetUserId: personId, date: '2027-01-05', remarks: P.chineseName, createdBy: teacherId });
    await db
      .insert(s.parentViewLinks)
      .values({ userId: personId, tokenHash: `pv-${personId}`, expiresAt: new Date(now.getTime() + DAY) });

    // Professions, interests, browsing, searches, clicks.
    const [profession] = await db.select({ id: s.professions.id }).from(s.professions).limit(1);
    await db.insert(s.userProfessions).values({
      userId: personId,
      professionId: profession!.id,
      reaction: 'like',
      appState: { searchKeyword: P.preferredName },
    });
    await db.insert(s.userLikedItems).values({ userId: personId, kind: 'sector', itemId: 1 });
    await db
      .insert(s.userBrowsedItems)
      .values({ userId: personId, kind: 'profession', itemId: profession!.id });
    await db
      .insert(s.professionResponses)
      .values({ userId: personId, professionId: profession!.id, response: 'Yes' });
    await db.insert(s.userInterestProfiles).values({ userId: personId, answers: { r1: 2 } });
    await db.insert(s.professionSearchKeywords).values({ userId: personId, keyword: P.fullName });
    await db.insert(s.advertisementClicks).values({ userId: personId });
    await db
      .insert(s.programIssueReports)
      .values({ programId: program!.id, userId: personId, issueType: 'other', description: P.email });
    await db
      .insert(s.pageAccessRecords)
      .values({ userId: personId, pageKey: 'ab3', accessTime: now, leaveTime: now, durationSeconds: 5 });

    // An event with a seat held and a nomination, task answers, session votes both ways, a service.
    const [event] = await db
      .insert(s.events)
      .values({
        name: 'Erasure seminar',
        startTime: new Date(now.getTime() + 3 * DAY),
        endTime: new Date(now.getTime() + 3 * DAY + 3_600_000),
        capacity: 5,
        seatsTaken: 1,
        nominationsCount: 1,
      })
      .returning();
    eventId = event!.id;
    await db.insert(s.eventResponses).values({
      eventId,
      userId: personId,
      response: 'Yes',
      holdsSeat: true,
      nominatedBy: teacherId,
      timePreference: `call ${P.phone}`,
      withdrawReason: P.chineseName,
      schoolId: 'beacon1',
    });
    await db.insert(s.nominationRecords).values({
      nominatorId: teacherId,
      targetUsers: [
        { id: personId, fullName: P.fullName, phone: P.phone, schoolId: 'beacon1', schoolRoles: null },
        {
          id: childId,
          fullName: child!.fullName,
          phone: child!.phone,
          schoolId: 'beacon1',
          schoolRoles: null,
        },
      ],
      targetSessionIds: [eventId],
      targetResponse: 'Yes',
    });
    await db.insert(s.formQuestions).values({ id: 'erasure-q', title: 'Your thoughts', type: 'paragraph' });
    await db
      .insert(s.anchorEventTasks)
      .values({ id: 'erasure-task', title: 'Reflection', anchorEventId: 'erasure-anchor' });
    await db.insert(s.formResponses).values({
      userId: personId,
      sessionId: eventId,
      taskId: 'erasure-task',
      questionId: 'erasure-q',
      questionTitle: 'Your thoughts',
      answer: `${P.fullName} enjoyed it`,
    });
    await db.insert(s.userUsers).values([
      {
        sessionId: eventId,
        userId: personId,
        targetUserId: childId,
        reaction: 'like',
        reason: `from ${P.preferredName}`,
      },
      {
        sessionId: eventId,
        userId: teacherId,
        targetUserId: personId,
        grade: 'Good',
        reason: `${P.fullName} spoke well`,
      },
    ]);
    const [service] = await db.select({ id: s.services.id }).from(s.services).limit(1);
    if (service)
      await db
        .insert(s.serviceResponses)
        .values({ serviceId: service.id, userId: personId, response: 'Yes' });

    // A booking with the typed details.
    const start = new Date(now.getTime() + 5 * DAY);
    const [item] = await db
      .insert(s.bookingItems)
      .values({ title: 'Career chat', durationMinutes: 30 })
      .returning();
    const [slot] = await db
      .insert(s.bookingSlots)
      .values({ startTime: start, endTime: new Date(start.getTime() + 30 * 60_000), durationMinutes: 30 })
      .returning();
    await db.insert(s.bookings).values({
      bookingItemId: item!.id,
      bookingSlotId: slot!.id,
      userId: personId,
      status: 'confirmed',
      fullName: P.fullName,
      preferredName: P.preferredName,
      email: P.email,
      phone: P.phone,
      remarks: P.chineseName,
      waGroupId: `wa-${P.phone}`,
    });

    // Their school's class list names them by phone, name and e-mail (issue 27).
    await db.insert(s.schoolRoster).values({
      schoolId: 'beacon1',
      role: 'student',
      className: '5A',
      classNo: 41,
      nameEn: P.fullName,
      nameZh: P.chineseName,
      phone: P.phone,
      email: P.email,
      schoolYear: '2026/27',
      userId: personId,
    });

    // Messages to them, about them to a teacher, and one elsewhere quoting their phone.
    await db.insert(s.outboxMessages).values([
      { channel: 'whatsapp', recipient: P.phone, body: `Hi ${P.preferredName}` },
      {
        channel: 'email',
        recipient: P.email,
        subject: P.fullName,
        body: 'Your booking',
        status: 'sent',
        sentAt: now,
      },
      { channel: 'whatsapp', recipient: `wa-${P.phone}`, body: 'To the group' },
      {
        channel: 'whatsapp',
        recipient: teacher!.phone,
        body: `Alert about ${P.fullName}`,
        meta: { kind: 'safeguardingAlert', studentId: personId },
      },
      { channel: 'sms', recipient: '91234567', body: `Please call ${P.phone}` },
    ]);

    // Sign-in records: codes to the phone, reset and one-time links, page records, staff access.
    await db
      .insert(s.smsCodes)
      .values({ phone: P.phone, purpose: 'login', codeHash: 'x', requesterHash: 'y' });
    await db
      .insert(s.passwordResetTokens)
      .values({ tokenHash: `reset-${personId}`, userId: personId, expiresAt: now });
    await db
      .insert(s.oneTimeAccessTokens)
      .values({ tokenHash: `once-${personId}`, userId: personId, maxAccessMinutes: 5 });
    await db.insert(s.staffAccessLog).values({
      studentId: personId,
      staffId: teacherId,
      staffRole: 'teacher',
      area: 'grades',
      action: 'view',
      hkDay: '2026-11-28',
    });
  }

  it('seeds the person in every area, and the scan finds them there', async () => {
    await seedPerson();
    const hits = await columnsHolding(t.deps.db, Object.values(P));
    // The scan works: the person is in most areas before erasure.
    for (const where of [
      'users.full_name',
      'user_consent_records.full_name',
      'user_slps.original',
      'jobex_profile_docs.sections',
      'chatbot_messages.content',
      'ai_request_logs.prompt',
      'bookings.email',
      'nomination_records.target_users',
      'outbox_messages.body',
      'feedback.email',
      'sms_codes.phone',
      'user_professions.app_state',
      'users.device_platforms',
    ])
      expect(hits).toContain(where);
  });

  it('erases after the grace period so that no text column anywhere holds their phone, names or e-mail', async () => {
    const db = t.deps.db;
    const before = (await db.select().from(s.events).where(eq(s.events.id, eventId)))[0]!;
    const admin = await signIn(t, '90000001');
    const asked = await t.call<{ dueAt: string }>(
      'privacy.requestDeletionFor',
      { userId: personId, confirmation: 'DELETE' },
      { cookie: admin },
    );
    expect(asked.status).toBe(200);
    expect(await eraseDuePeople(t.deps, new Date(asked.data.dueAt))).toEqual([personId]);

    expect(await columnsHolding(db, Object.values(P))).toEqual([]);

    // The row stays, anonymised, with what statistics count by.
    const [row] = await db.select().from(s.users).where(eq(s.users.id, personId));
    expect(row).toMatchObject({
      fullName: ERASED_NAME,
      roles: 'secondary-school-student',
      schoolId: 'beacon1',
      yearDSE: 2027,
      accessDisabled: true,
      email: null,
      profilePic: null,
    });
    // Seats and nominations stay counted; the response and the nomination are still there.
    const [after] = await db.select().from(s.events).where(eq(s.events.id, eventId));
    expect(after!.seatsTaken).toBe(before.seatsTaken);
    expect(after!.nominationsCount).toBe(before.nominationsCount);
    const [response] = await db.select().from(s.eventResponses).where(eq(s.eventResponses.userId, personId));
    expect(response).toMatchObject({ eventId, response: 'Yes', holdsSeat: true, nominatedBy: teacherId });
    const [nomination] = await db
      .select()
      .from(s.nominationRecords)
      .where(eq(s.nominationRecords.nominatorId, teacherId));
    expect(nomination!.targetUsers.map((u) => u.id)).toEqual([personId, childId]);
    expect(nomination!.targetUsers[0]!.fullName).toBe(ERASED_NAME);
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.userId, personId));
    expect(booking).toMatchObject({ status: 'confirmed', fullName: ERASED_NAME, phone: '', email: '' });
    // The safeguarding alert keeps its request log, without the words.
    const [alert] = await db
      .select()
      .from(s.safeguardingAlerts)
      .where(eq(s.safeguardingAlerts.studentId, personId));
    const logs = await db.select().from(s.aiRequestLogs).where(eq(s.aiRequestLogs.userId, personId));
    expect(logs.map((l) => [l.id, l.prompt])).toEqual([[alert!.requestId, '']]);
    // Owned content is gone.
    for (const table of [
      s.userSlps,
      s.chatbotMessages,
      s.jobexCareerPlans,
      s.userSubjectGrades,
      s.userPrograms,
    ])
      expect(await db.select().from(table).where(eq(table.userId, personId))).toEqual([]);
    expect(await db.select().from(s.authSessions).where(eq(s.authSessions.userId, personId))).toEqual([]);
    // Their pictures: rows marked deleted, bytes gone from storage.
    const files = await db.select().from(s.files).where(inArray(s.files.storageKey, storageKeys));
    expect(files).toHaveLength(2);
    for (const f of files) expect(f.deletedAt).not.toBeNull();
    for (const key of storageKeys) expect(existsSync(path.join(t.deps.config.storageDir, key))).toBe(false);
  });

  it('keeps the consent chain valid and says which records were erased', async () => {
    const verify = async (id: string) => {
      t.clock.advance(3_000);
      const res = await t.call<Verification>('consent.verifyConsent', { id });
      expect(res.error).toBeNull();
      return res.data;
    };
    expect(await verify(consentIds.signedAsParent)).toMatchObject({
      status: 'erased',
      erasedParty: 'signer',
      chain: 'intact',
      contentMatches: true,
    });
    for (const id of [consentIds.byParentLink, consentIds.self, consentIds.typedPhone])
      expect(await verify(id)).toMatchObject({ status: 'erased', erasedParty: 'subject', chain: 'intact' });
    expect(await verify(consentIds.after)).toMatchObject({
      status: 'valid',
      chain: 'intact',
      erasedParty: null,
    });
    // The record they signed for another child still counts for that child, without their signature.
    const [forChild] = await t.deps.db
      .select()
      .from(s.userConsentRecords)
      .where(eq(s.userConsentRecords.publicId, consentIds.signedAsParent));
    expect(forChild).toMatchObject({ userId: childId, signatureDataUrl: null, erasedParty: 'signer' });
    expect(forChild!.fullName).not.toBeNull();
    // No other change gets past the trigger.
    await expect(
      t.deps.db
        .update(s.userConsentRecords)
        .set({ target: 'achievejupas_parent_consent' })
        .where(eq(s.userConsentRecords.publicId, consentIds.self)),
    ).rejects.toThrow();
    await expect(
      t.deps.db
        .update(s.userConsentRecords)
        .set({ fullName: 'Someone Else', erasedAt: t.clock.now, erasedParty: 'subject' })
        .where(eq(s.userConsentRecords.publicId, consentIds.after)),
    ).rejects.toThrow();
    // An erasure mark written without the key does not verify.
    await t.deps.db
      .update(s.userConsentRecords)
      .set({ phone: null, erasedAt: t.clock.now, erasedParty: 'subject', erasureDigest: 'f'.repeat(64) })
      .where(eq(s.userConsentRecords.publicId, consentIds.after));
    expect(await verify(consentIds.after)).toMatchObject({ status: 'tampered', contentMatches: false });
  });

  it('deleting a teacher keeps the school’s data they made, naming no one', async () => {
    const db = t.deps.db;
    const [teacher] = await db
      .insert(s.users)
      .values({ ...T, roles: 'teacher', schoolId: 'beacon1' })
      .returning();
    await db
      .insert(s.teachers)
      .values({ userId: teacher!.id, schoolId: 'beacon1', employmentStatus: 'Active' });
    await db.insert(s.safeguardingContacts).values({ schoolId: 'beacon1', userId: teacher!.id });
    const [response] = await db
      .insert(s.teacherResponses)
      .values({
        userId: teacher!.id,
        schoolId: 'beacon1',
        type: 'event',
        sessionId: eventId,
        response: 'Confirm',
      })
      .returning();
    const [comment] = await db
      .insert(s.userComments)
      .values({ userId: childId, fromUserId: teacher!.id, comment: 'Keep going' })
      .returning();
    await db
      .update(s.users)
      .set({ deletionRequestedAt: t.clock.now, deletionDueAt: t.clock.now })
      .where(eq(s.users.id, teacher!.id));
    expect(await eraseDuePeople(t.deps, t.clock.now)).toEqual([teacher!.id]);

    expect(await columnsHolding(db, Object.values(T))).toEqual([]);
    expect(await db.select().from(s.events).where(eq(s.events.id, eventId))).toHaveLength(1);
    expect(await db.select().from(s.teacherResponses).where(eq(s.teacherResponses.id, response!.id))).toEqual(
      [expect.objectContaining({ userId: teacher!.id, sessionId: eventId, response: 'Confirm' })],
    );
    expect(await db.select().from(s.userComments).where(eq(s.userComments.id, comment!.id))).toHaveLength(1);
    const [kept] = await db.select().from(s.teachers).where(eq(s.teachers.userId, teacher!.id));
    expect(kept?.employmentStatus).toBe('Inactive');
    expect(
      await db.select().from(s.safeguardingContacts).where(eq(s.safeguardingContacts.userId, teacher!.id)),
    ).toEqual([]);
  });

  it('erases each person once when two processes run the worker at once', async () => {
    const db = t.deps.db;
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const [row] = await db
        .insert(s.users)
        .values({
          phone: `9655000${i}`,
          fullName: `Twin Worker ${i}`,
          roles: 'secondary-school-student',
          deletionRequestedAt: t.clock.now,
          deletionDueAt: t.clock.now,
        })
        .returning({ id: s.users.id });
      ids.push(row!.id);
    }
    // Under test:pg the second "process" has its own pool on the same database; PGlite is one process.
    const url = t.database.pool?.options.connectionString;
    if (process.env.DATABASE_URL) expect(url).toBeTruthy();
    const other = url ? await openDb({ databaseUrl: url, poolSize: 4 }) : t.database;
    try {
      const [a, b] = await Promise.all([
        eraseDuePeople(t.deps, t.clock.now),
        eraseDuePeople({ ...t.deps, db: other.db }, t.clock.now),
      ]);
      expect([...a, ...b].sort()).toEqual([...ids].sort());
      expect(a.filter((id) => b.includes(id))).toEqual([]);
    } finally {
      if (url) await other.close();
    }
    const rows = await db
      .select({ erasedAt: s.users.erasedAt })
      .from(s.users)
      .where(inArray(s.users.id, ids));
    expect(rows.every((r) => r.erasedAt !== null)).toBe(true);
  });
});
