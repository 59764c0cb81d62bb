import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

const s = schema;

/** Markers put in the rows of the person exported and in another person's: the archive must hold only the first. */
export const MARK = 'EXPORT-MINE';
export const OTHER_MARK = 'EXPORT-THEIRS';
/** Stored where only hashes belong: none may appear in any archive. */
export const SECRETS = {
  password: 'scrypt$SECRET-PASSWORD-HASH',
  parentView: 'SECRET-PARENT-VIEW-HASH',
  ics: 'SECRET-ICS-HASH',
  oneTime: 'SECRET-ONE-TIME-HASH',
  reset: 'SECRET-RESET-HASH',
  smsCode: 'SECRET-SMS-CODE-HASH',
  smsRequester: 'SECRET-SMS-REQUESTER-HASH',
  uploader: 'SECRET-UPLOADER-KEY',
} as const;
export const PARENT_IP = '203.0.113.9';
export const OWN_IP = '198.51.100.7';
export const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('picture bytes of the exported person'),
]);

export interface SeededPeople {
  studentId: string;
  studentPhone: string;
  otherId: string;
  otherPhone: string;
  parentId: string;
  parentPhone: string;
  teacherId: string;
  adminId: string;
  pictureId: string;
  missingPictureId: string;
  parentConsentPublicId: string;
}

async function idByPhone(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.deps.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.phone, phone));
  if (!row) throw new Error(`no demo person ${phone}`);
  return row.id;
}

/**
 * One secondary student with rows in every list of every export area, another student with rows of their
 * own (and some about the first), a parent with an account who signed a consent for the first student.
 */
export async function seedExportPeople(
  t: TestApp,
  phones = { student: '95550001', other: '95550002', parent: '95550003' },
): Promise<SeededPeople> {
  const db = t.deps.db;
  const now = t.clock.now;
  const teacherId = await idByPhone(t, '90000003');
  const adminId = await idByPhone(t, '90000001');
  const [student, other, parent] = await db
    .insert(s.users)
    .values([
      {
        phone: phones.student,
        fullName: `Student ${MARK}`,
        chineseName: '陳出口',
        email: `${phones.student}@example.com`,
        passwordHash: SECRETS.password,
        roles: 'secondary-school-student',
        schoolId: 'beacon1',
        class: '6A',
        yearDSE: 2027,
        waGroupId: `wa-${phones.student}`,
      },
      {
        phone: phones.other,
        fullName: 'Other Student',
        roles: 'secondary-school-student',
        schoolId: 'beacon1',
      },
      { phone: phones.parent, fullName: 'Parent With Account', roles: '' },
    ])
    .returning({ id: s.users.id });
  const studentId = student!.id;
  const otherId = other!.id;
  const parentId = parent!.id;

  const [subject] = await db.select({ id: s.subjects.id }).from(s.subjects).limit(1);
  const [program] = await db.select({ id: s.programs.id }).from(s.programs).limit(1);
  const [discipline] = await db.select({ id: s.disciplines.id }).from(s.disciplines).limit(1);
  const [profession] = await db.select({ id: s.professions.id }).from(s.professions).limit(1);
  const [sector] = await db.select({ id: s.sectors.id }).from(s.sectors).limit(1);

  // profile
  await db
    .insert(s.teachers)
    .values({ userId: studentId, schoolId: 'beacon1', employmentStatus: 'Unverified' });
  await db.insert(s.safeguardingContacts).values({ schoolId: 'beacon1', userId: studentId });
  // the home (issue 28): a comment seen, and the weekly digest turned on
  await db.insert(s.seenItems).values({ userId: studentId, kind: 'teacherComment', itemId: '1' });
  await db
    .insert(s.nextStepDigests)
    .values({ userId: studentId, enabled: true, stopToken: 'stop-token-secret' });
  // grades
  await db.insert(s.userSubjectGrades).values([
    { userId: studentId, subjectId: subject!.id, source: 'overallTarget', grade: '5*', updatedBy: teacherId },
    { userId: otherId, subjectId: subject!.id, source: 'overallTarget', grade: '1' },
  ]);
  // choices
  await db.insert(s.userPrograms).values([
    { userId: studentId, programId: program!.id, order: 1, reason: `${MARK} first choice` },
    { userId: otherId, programId: program!.id, order: 1, reason: `${OTHER_MARK} choice` },
  ]);
  await db.insert(s.consultationRecords).values({
    targetUserId: studentId,
    date: '2026-12-01',
    remarks: `${MARK} consultation`,
    createdBy: teacherId,
  });
  await db.insert(s.userComments).values([
    { userId: studentId, fromUserId: teacherId, comment: `${MARK} comment on the student` },
    { userId: otherId, fromUserId: studentId, comment: `${MARK} comment by the student` },
    { userId: otherId, fromUserId: teacherId, comment: `${OTHER_MARK} comment on the other` },
  ]);
  await db.insert(s.parentViewLinks).values({
    userId: studentId,
    tokenHash: SECRETS.parentView,
    createdBy: studentId,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  // interests
  await db
    .insert(s.userDisciplines)
    .values({ userId: studentId, disciplineId: discipline!.id, reaction: 'like' });
  await db.insert(s.userElectives).values({ userId: studentId, electiveId: subject!.id, order: 1 });
  const [tag] = await db
    .insert(s.tags)
    .values({ name: `${MARK} tag`, schoolId: 'beacon1', createdBy: teacherId })
    .returning({ id: s.tags.id });
  await db.insert(s.userTags).values({ tagId: tag!.id, userId: studentId, addedBy: teacherId });
  await db
    .insert(s.userProfessions)
    .values({ userId: studentId, professionId: profession!.id, reaction: 'like' });
  await db
    .insert(s.professionResponses)
    .values({ userId: studentId, professionId: profession!.id, response: 'Yes' });
  await db.insert(s.userLikedItems).values({ userId: studentId, kind: 'sector', itemId: sector!.id });
  await db
    .insert(s.userBrowsedItems)
    .values({ userId: studentId, kind: 'profession', itemId: profession!.id });
  await db.insert(s.professionSearchKeywords).values([
    { userId: studentId, keyword: `${MARK} search` },
    { userId: otherId, keyword: `${OTHER_MARK} search` },
  ]);
  await db.insert(s.userInterestProfiles).values({ userId: studentId, answers: { r1: 2 } });
  await db.insert(s.advertisementClicks).values({ userId: studentId, disciplineId: discipline!.id });
  // events
  const [event] = await db
    .insert(s.events)
    .values({
      name: 'Export Test Event',
      startTime: new Date(now.getTime() + 7 * 86_400_000),
      endTime: new Date(now.getTime() + 7 * 86_400_000 + 3_600_000),
    })
    .returning({ id: s.events.id });
  await db.insert(s.eventResponses).values([
    { eventId: event!.id, userId: studentId, response: 'Yes', nominatedBy: teacherId, withdrawReason: MARK },
    { eventId: event!.id, userId: otherId, response: 'Yes', withdrawReason: OTHER_MARK },
  ]);
  await db.insert(s.services).values({ id: 'svc-export-test', name: 'Export Test Service', type: 'Work' });
  await db
    .insert(s.serviceResponses)
    .values({ serviceId: 'svc-export-test', userId: studentId, response: 'Yes' });
  await db.insert(s.userUsers).values([
    {
      sessionId: event!.id,
      userId: studentId,
      targetUserId: otherId,
      reaction: 'like',
      reason: `${MARK} vote`,
    },
    {
      sessionId: event!.id,
      userId: otherId,
      targetUserId: studentId,
      reaction: 'like',
      reason: 'kind words',
    },
  ]);
  // nominations: the teacher nominated both students; the student (as a class rep) nominated the other
  await db.insert(s.nominationRecords).values([
    {
      nominatorId: teacherId,
      targetUsers: [
        { id: studentId, fullName: 'Student', phone: phones.student, schoolId: 'beacon1', schoolRoles: null },
        { id: otherId, fullName: 'Other', phone: phones.other, schoolId: 'beacon1', schoolRoles: null },
      ],
      targetSessionIds: [event!.id],
      targetResponse: 'Yes',
    },
    {
      nominatorId: studentId,
      targetUsers: [
        { id: otherId, fullName: 'Other', phone: phones.other, schoolId: 'beacon1', schoolRoles: null },
      ],
      targetSessionIds: [event!.id],
      targetResponse: 'Yes',
    },
  ]);
  // forms
  await db
    .insert(s.formQuestions)
    .values({ id: 'q-export-test', title: 'What did you learn?', type: 'paragraph' });
  await db
    .insert(s.anchorEventTasks)
    .values({ id: 'task-export-test', title: 'Reflection', anchorEventId: 'anchor-x' });
  await db.insert(s.formResponses).values({
    userId: studentId,
    sessionId: event!.id,
    taskId: 'task-export-test',
    questionId: 'q-export-test',
    questionTitle: 'What did you learn?',
    answer: `${MARK} answer`,
  });
  await db.insert(s.teacherResponses).values([
    { userId: studentId, type: 'service', response: `${MARK} response` },
    { userId: teacherId, type: 'service', assignedTo: studentId, response: `${MARK} assigned` },
  ]);
  // bookings: one signed in, one as a visitor with the student's phone
  const [item] = await db
    .insert(s.bookingItems)
    .values({ title: 'Career chat', durationMinutes: 30 })
    .returning({ id: s.bookingItems.id });
  const booking = {
    bookingItemId: item!.id,
    fullName: 'Student',
    email: 'student@example.com',
    icsTokenHash: SECRETS.ics,
  };
  await db.insert(s.bookings).values([
    { ...booking, userId: studentId, phone: phones.student, remarks: `${MARK} booking` },
    { ...booking, userId: null, phone: phones.student, remarks: `${MARK} visitor booking` },
    { ...booking, userId: otherId, phone: phones.other, remarks: `${OTHER_MARK} booking` },
  ]);
  // school_roster (issue 27): the student listed by their school by phone before registering; the other's row
  await db.insert(s.schoolRoster).values([
    {
      schoolId: 'beacon1',
      role: 'student',
      className: '5A',
      classNo: 31,
      nameEn: `${MARK} listed`,
      phone: phones.student,
      schoolYear: '2026/27',
    },
    {
      schoolId: 'beacon1',
      role: 'student',
      className: '5A',
      classNo: 32,
      nameEn: `${OTHER_MARK} listed`,
      phone: phones.other,
      schoolYear: '2026/27',
    },
  ]);
  // consents: the parent signed for the student through a link; an anonymous one typed the student's phone;
  // the student signed one themselves
  const consent = { target: 'achievejupas_parent_consent', signatureDataUrl: 'data:image/jpeg;base64,AAAA' };
  const [byParent, , own, forOther] = await db
    .insert(s.userConsentRecords)
    .values([
      {
        ...consent,
        publicId: 'ucr_export_parent',
        userId: studentId,
        fullName: 'Student',
        phone: phones.student,
        roles: '',
        response: `${MARK} parent agrees`,
      },
      {
        ...consent,
        publicId: 'ucr_export_anon',
        userId: null,
        fullName: 'Student',
        phone: phones.student,
        roles: 'anonymous',
        response: `${MARK} anonymous`,
      },
      {
        ...consent,
        publicId: 'ucr_export_self',
        userId: studentId,
        fullName: 'Student',
        phone: phones.student,
        roles: 'secondary-school-student',
        isSelfConsent: true,
        response: `${MARK} self`,
      },
      {
        ...consent,
        publicId: 'ucr_export_for_other',
        userId: otherId,
        fullName: 'Other Student',
        phone: phones.other,
        response: `${MARK} signed for the other`,
      },
      {
        ...consent,
        publicId: 'ucr_export_other',
        userId: otherId,
        fullName: 'Other',
        phone: phones.other,
        response: `${OTHER_MARK} consent`,
      },
    ])
    .returning({ id: s.userConsentRecords.id });
  await db.insert(s.userConsentAudit).values([
    {
      consentRecordId: byParent!.id,
      action: 'signed',
      actorUserId: parentId,
      link: '/c#link:ab',
      ip: PARENT_IP,
    },
    { consentRecordId: own!.id, action: 'signed', actorUserId: studentId, link: '/consent', ip: OWN_IP },
    {
      consentRecordId: forOther!.id,
      action: 'signed',
      actorUserId: studentId,
      link: '/c#link:cd',
      ip: OWN_IP,
    },
  ]);
  // SLP
  await db.insert(s.userSlps).values({ userId: studentId, original: `${MARK} my SLP`, updatedBy: teacherId });
  await db.insert(s.userSlpVersions).values({ userId: studentId, original: `${MARK} v1`, gpt: '' });
  const [claim, otherClaim] = await db
    .insert(s.userClaims)
    .values([
      { userId: studentId, text: `${MARK} claim` },
      { userId: otherId, text: `${OTHER_MARK} claim` },
    ])
    .returning({ id: s.userClaims.id });
  await db.insert(s.slpClaimComments).values([
    { claimId: claim!.id, fromUserId: teacherId, comment: `${MARK} comment on claim` },
    { claimId: otherClaim!.id, fromUserId: studentId, comment: `${MARK} comment on their claim` },
    { claimId: otherClaim!.id, fromUserId: teacherId, comment: `${OTHER_MARK} claim comment` },
  ]);
  // AI, with a safeguarding alert that stays out of the student's download
  const [request] = await db
    .insert(s.aiRequestLogs)
    .values([
      { userId: studentId, kind: 'ab4', provider: 'offline', prompt: `${MARK} prompt`, botUrl: 'offline' },
      {
        userId: otherId,
        kind: 'ab4',
        provider: 'offline',
        prompt: `${OTHER_MARK} prompt`,
        botUrl: 'offline',
      },
    ])
    .returning({ id: s.aiRequestLogs.id });
  await db.insert(s.safeguardingAlerts).values({
    requestId: request!.id,
    studentId,
    schoolId: 'beacon1',
    topic: 'SAFEGUARDING-TOPIC',
    recipients: 1,
    createdAt: now,
  });
  // chat
  await db.insert(s.chatbotMessages).values([
    { userId: studentId, type: 'ab4', fromUser: true, content: `${MARK} hello bot` },
    { userId: otherId, type: 'ab4', fromUser: true, content: `${OTHER_MARK} hello bot` },
  ]);
  await db
    .insert(s.chatbotPrompts)
    .values({ userId: studentId, type: 'ab4', prompt: `${MARK} stored prompt` });
  // jobEX
  await db.insert(s.jobexCareerPlans).values({ userId: studentId, objective: `${MARK} objective` });
  const [section] = await db
    .insert(s.jobexSections)
    .values({ userId: studentId, sectionKey: 'education', order: 1 })
    .returning({ id: s.jobexSections.id });
  await db.insert(s.jobexCredentials).values({
    userId: studentId,
    sectionId: section!.id,
    headline: `${MARK} degree`,
    order: 1,
  });
  await db.insert(s.jobexProfileDocs).values({ userId: studentId, sections: [], syncedAt: now });
  await db.insert(s.clients).values({ id: 'client-export-test', name: 'Export Test Client' });
  const [job] = await db
    .insert(s.jobexEmployerJobs)
    .values({ clientId: 'client-export-test', programId: program!.id, employerName: 'Acme', title: 'Intern' })
    .returning({ id: s.jobexEmployerJobs.id });
  await db
    .insert(s.jobexUserEmployerJobs)
    .values({ userId: studentId, jobId: job!.id, note: `${MARK} applied` });
  // pictures: one with bytes in storage, one whose bytes are gone
  const [picture, missing] = await db
    .insert(s.files)
    .values([
      {
        ownerId: studentId,
        purpose: 'profile',
        mimeType: 'image/png',
        size: PICTURE.length,
        storageKey: `pic-${phones.student}.png`,
        uploaderKey: SECRETS.uploader,
        attachedAt: now,
      },
      {
        ownerId: studentId,
        purpose: 'feedback',
        mimeType: 'image/jpeg',
        size: 10,
        storageKey: `gone-${phones.student}.jpg`,
      },
    ])
    .returning({ id: s.files.id });
  await t.deps.storage.put(`pic-${phones.student}.png`, PICTURE);
  // feedback
  await db.insert(s.feedback).values({
    userId: studentId,
    name: 'Student',
    email: 'student@example.com',
    feedback: `${MARK} feedback`,
  });
  await db.insert(s.programIssueReports).values({
    programId: program!.id,
    userId: studentId,
    issueType: 'wrong',
    description: `${MARK} issue`,
  });
  // sign-ins (sessions come from signing in)
  await db.insert(s.oneTimeAccessTokens).values({
    tokenHash: SECRETS.oneTime,
    userId: studentId,
    maxAccessMinutes: 30,
    createdBy: adminId,
  });
  await db.insert(s.passwordResetTokens).values({
    tokenHash: SECRETS.reset,
    userId: studentId,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await db.insert(s.smsCodes).values({
    phone: phones.student,
    purpose: 'login',
    codeHash: SECRETS.smsCode,
    requesterHash: SECRETS.smsRequester,
  });
  // page visits
  await db.insert(s.pageAccessRecords).values({
    userId: studentId,
    pageKey: `${MARK}-page`,
    accessTime: now,
    leaveTime: now,
    durationSeconds: 5,
  });
  // messages to the student's phone, e-mail and group; one to the other student
  const message = { channel: 'whatsapp' as const, status: 'sent' as const };
  await db.insert(s.outboxMessages).values([
    { ...message, recipient: phones.student, body: `${MARK} message by phone` },
    { ...message, channel: 'email', recipient: `${phones.student}@example.com`, body: `${MARK} e-mail` },
    { ...message, recipient: `wa-${phones.student}`, body: `${MARK} group message` },
    { ...message, recipient: phones.other, body: `${OTHER_MARK} message` },
  ]);
  // the student's phone replied STOP on WhatsApp; the other student wrote on SMS
  await db.insert(s.outboxContacts).values([
    { channel: 'whatsapp', recipient: phones.student, lastInboundAt: now, optedOutAt: now },
    { channel: 'sms', recipient: phones.other, lastInboundAt: now },
  ]);
  // who looked
  await db.insert(s.staffAccessLog).values({
    studentId,
    staffId: teacherId,
    staffRole: 'teacher',
    area: 'plan',
    action: 'view',
    hkDay: '2026-11-01',
  });

  return {
    studentId,
    studentPhone: phones.student,
    otherId,
    otherPhone: phones.other,
    parentId,
    parentPhone: phones.parent,
    teacherId,
    adminId,
    pictureId: picture!.id,
    missingPictureId: missing!.id,
    parentConsentPublicId: 'ucr_export_parent',
  };
}
