import { type Db, DEMO_EVENT_IDS, DEMO_VOTES_SESSION_ID, schema } from '@waypoint/db';
import { INTEREST_QUESTIONS, PICS_VERSION } from '@waypoint/domain';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { sha256 } from '../src/auth/tokens.ts';
import type { AccessLevel } from './procedure-list.ts';

/**
 * The rightful caller of each procedure and an input that must succeed for them (issue 29 item 9): the role
 * matrix calls every procedure this way and expects a 2xx, so a procedure that refuses the people it is for
 * fails as surely as one that lets the wrong people in. Procedures not named here are called by the caller
 * of their level (`DEFAULT_CALLER`) with an input made from their schema (fuzz-inputs.ts `sample`); a
 * procedure whose rows or rules that input does not meet gets an entry here. Rows come from the demo seed
 * (seedAll with the demo), or are made by the entry's own set-up calls, so that each entry stands alone
 * whatever ran before it.
 */

export type Caller =
  | 'visitor'
  | 'student'
  | 'teacher'
  | 'admin'
  | 'uniStudent'
  | 'client'
  | 'voter'
  | 'leaver';

export const CALLER_PHONES: Record<Exclude<Caller, 'visitor'>, string> = {
  // Chan Ka Yan, beacon1: the demo's full plan; the matrix gives them an attended seminar for the SLP.
  student: '91000001',
  // The principal of beacon1: an active teacher, and the one who may change the school's settings.
  teacher: '90000002',
  admin: '90000001',
  // A university student of Harbour University's programme, and an approved client of that organisation.
  uniStudent: '92000002',
  client: '93000003',
  // A presenter on the demo votes session.
  voter: '91000030',
  // A student whose account the calls that end access (deletion, roles) may spend.
  leaver: '91000040',
};

export const DEFAULT_CALLER: Record<AccessLevel, Caller> = {
  public: 'visitor',
  signedIn: 'student',
  staff: 'teacher',
  admin: 'admin',
};

export interface SampleContext {
  db: Db;
  now: Date;
  /** User ids by phone (every demo person). */
  ids: Record<string, string>;
  /** A set-up call as `as`; returns the answer's data, and throws unless it succeeded. */
  call<T = unknown>(procedure: string, input: unknown, as: Caller): Promise<T>;
  /** Uploads a 1×1 PNG as `as` for `purpose` (POST /api/files) and returns its `/files/…` link. */
  uploadPng(as: Caller, purpose: string): Promise<string>;
}

export interface Sample {
  as?: Caller;
  input?: (c: SampleContext) => unknown;
}

const SIGNATURE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';
const DAY = 86_400_000;

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t') ?? '';

/** A current class-list row of beacon1 with a phone of its own, as an import leaves it (issue 27). */
async function rosterRowId(c: SampleContext): Promise<string> {
  const phone = `6${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const [row] = await c.db
    .insert(schema.schoolRoster)
    .values({
      schoolId: 'beacon1',
      role: 'student',
      className: '5A',
      nameEn: 'Listed Student',
      phone,
      schoolYear: '2026/27',
    })
    .returning({ id: schema.schoolRoster.id });
  return row!.id;
}

/**
 * A usable invitation link listing demo student 91000038 as they already are (same school and class), so
 * the link's sign-in changes nothing else about them; earlier listings of the phone are withdrawn first.
 */
async function rosterInviteToken(c: SampleContext): Promise<string> {
  const phone = '91000038';
  const [user] = await c.db.select().from(schema.users).where(eq(schema.users.phone, phone));
  await c.db.delete(schema.schoolRoster).where(eq(schema.schoolRoster.phone, phone));
  const token = `sample-${Math.random().toString(36).slice(2)}`;
  await c.db.insert(schema.schoolRoster).values({
    schoolId: user!.schoolId!,
    role: 'student',
    className: user!.class,
    nameEn: user!.fullName,
    phone,
    schoolYear: '2026/27',
    inviteTokenHash: sha256(token),
    inviteExpiresAt: new Date(c.now.getTime() + DAY),
  });
  return token;
}

async function subjectId(c: SampleContext, code: string): Promise<number> {
  const [row] = await c.db
    .select({ id: schema.subjects.id })
    .from(schema.subjects)
    .where(eq(schema.subjects.code, code));
  if (!row) throw new Error(`no subject ${code}`);
  return row.id;
}

async function programIdOf(c: SampleContext, jupasCode: string): Promise<number> {
  const [row] = await c.db
    .select({ id: schema.programs.id })
    .from(schema.programs)
    .where(eq(schema.programs.jupasCode, jupasCode));
  if (!row) throw new Error(`no programme ${jupasCode}`);
  return row.id;
}

async function firstDisciplineId(c: SampleContext): Promise<number> {
  const [row] = await c.db
    .select({ id: schema.disciplines.id })
    .from(schema.disciplines)
    .orderBy(asc(schema.disciplines.id))
    .limit(1);
  return row!.id;
}

/** The student's choices now (the demo plan has 20; other entries may have changed them). */
async function choicesOf(c: SampleContext, userId: string): Promise<number[]> {
  const rows = await c.db
    .select({ programId: schema.userPrograms.programId })
    .from(schema.userPrograms)
    .where(and(eq(schema.userPrograms.userId, userId), isNotNull(schema.userPrograms.order)))
    .orderBy(asc(schema.userPrograms.order));
  return rows.map((r) => r.programId);
}

/** A tag of beacon1 made by its principal, tagging the student. */
async function schoolTag(c: SampleContext, name: string): Promise<number> {
  const made = await c.call<{ tag: { id: number } }>(
    'admission.upsertTeacherDefinedTag',
    { tagName: name, userIds: [c.ids['91000001']] },
    'teacher',
  );
  return made.tag.id;
}

/** A booking the student made, confirmed by the principal, with the calendar link the confirmation sent. */
async function confirmedBooking(c: SampleContext): Promise<{ bookingId: string; t: string }> {
  const data = await c.call<{
    bookingItems: { id: string; targetUserType: string; dateTimeForm: boolean }[];
    bookingSlots: { id: string }[];
  }>('booking.getBookingData', {}, 'student');
  const item = data.bookingItems.find((i) => i.targetUserType === 'Student' && !i.dateTimeForm)!;
  const booked = await c.call<{ bookingId: string }>(
    'booking.createNewBooking',
    {
      bookingItemId: item.id,
      bookingSlotId: data.bookingSlots.at(-1)!.id,
      fullName: 'Chan Ka Yan',
      email: 'student1@beacon1.demo.waypoint.hk',
      phone: '91000001',
      yearOfStudy: 'Others',
    },
    'student',
  );
  const status = await c.call<{ outboxMessageId: number }>(
    'booking.setBookingStatus',
    { bookingId: booked.bookingId, status: 'confirmed' },
    'teacher',
  );
  const [message] = await c.db
    .select({ body: schema.outboxMessages.body })
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.id, status.outboxMessageId));
  const t = /\/booking\/calendar\/[0-9a-f-]{36}\?t=([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
  if (!t) throw new Error('the confirmation carries no calendar link');
  return { bookingId: booked.bookingId, t };
}

/** A parent consent the student signed for themselves, by its public receipt id. */
async function consentReceipt(c: SampleContext): Promise<string> {
  const signed = await c.call<{ id: string }>(
    'consent.insertUserConsent',
    { signatureDataUrl: SIGNATURE, target: 'video', videoId: 'v1', selfConsent: true },
    'student',
  );
  return signed.id;
}

/** A consent link the student made for a parent. */
async function consentLinkToken(c: SampleContext): Promise<string> {
  const link = await c.call<{ url: string }>(
    'consent.createConsentLink',
    { target: 'achievejupas_parent_consent' },
    'student',
  );
  return tokenOf(link.url);
}

async function credentialIds(c: SampleContext): Promise<string[]> {
  const added = await c.call<{ id: string }[]>(
    'jobex.addUserCredentials',
    {
      credentials: [
        { sectionKey: 'awards', headline: 'Case competition, 1st' },
        { sectionKey: 'awards', headline: 'Dean’s list' },
      ],
    },
    'uniStudent',
  );
  return added.map((a) => a.id);
}

async function sectionIds(c: SampleContext): Promise<string[]> {
  await credentialIds(c);
  const cv = await c.call<{ sections: { id: string }[] }>(
    'jobex.getUserCredentials',
    undefined,
    'uniStudent',
  );
  return cv.sections.map((s) => s.id);
}

/** A job posted by the client for their organisation's programme. */
async function clientJobId(c: SampleContext): Promise<string> {
  const job = await c.call<{ id: string }>(
    'jobex.upsertEmployerJob',
    {
      job: {
        programId: await programIdOf(c, 'JS1002'),
        employerName: 'Harbour Audit',
        title: 'Audit intern',
      },
    },
    'client',
  );
  return job.id;
}

/** The student's SLP with one claim (the student has SLP access from the attended seminar). */
async function claimId(c: SampleContext): Promise<string> {
  await c.call(
    'slp.upsertUserClaims',
    { userClaims: [{ text: 'I led the science club', selected: true, order: 0 }] },
    'student',
  );
  const slp = await c.call<{ claims: { id: string }[] }>('slp.getUserSLP', {}, 'student');
  return slp.claims[0]!.id;
}

async function chatbotMessageId(c: SampleContext): Promise<number> {
  const [row] = await c.db
    .insert(schema.chatbotMessages)
    .values({ userId: c.ids['91000001']!, type: 'ab4', fromUser: false, content: 'Nursing suits you.' })
    .returning({ id: schema.chatbotMessages.id });
  return row!.id;
}

export const SAMPLES: Record<string, Sample> = {
  // SMS codes stay off, as the demo has them: the sign-in entries below use a phone alone.
  'admin.setAppSetting': { input: () => ({ key: 'smsVerification', value: 'FALSE' }) },
  'admin.setRetentionSetting': { input: () => ({ key: 'aiLogRetentionDays', value: 365 }) },
  'admission.addStudentToTeacherDefinedTag': {
    input: async (c) => ({ tagId: await schoolTag(c, 'Interview practice'), userId: c.ids['91000001'] }),
  },
  'admission.addUserClick': { input: async (c) => ({ disciplineId: await firstDisciplineId(c) }) },
  'admission.clearUserChoices': { input: (c) => ({ userId: c.ids['91000001'] }) },
  'admission.deleteTeacherDefinedTag': {
    input: async (c) => ({ tagId: await schoolTag(c, 'Art portfolio') }),
  },
  'admission.deleteUserChoice': {
    input: async (c) => {
      const listed = [await programIdOf(c, 'JS1002'), await programIdOf(c, 'JS1204')];
      await c.call('admission.saveUserChoices', { programIds: listed }, 'student');
      return { userId: c.ids['91000001'], programId: (await choicesOf(c, c.ids['91000001']!))[0] };
    },
  },
  'admission.getParentView': {
    input: async (c) => {
      const link = await c.call<{ url: string }>('admission.createParentViewLink', {}, 'student');
      return { userId: c.ids['91000001'], t: tokenOf(link.url) };
    },
  },
  'admission.removeStudentFromTeacherDefinedTag': {
    input: async (c) => ({ tagId: await schoolTag(c, 'Mock interview'), userId: c.ids['91000001'] }),
  },
  'admission.revokeParentViewLink': {
    input: async (c) => {
      await c.call('admission.createParentViewLink', {}, 'student');
      const links = await c.call<{ id: string }[]>('admission.listParentViewLinks', {}, 'student');
      return { id: links[0]!.id };
    },
  },
  'admission.saveUserChoices': {
    input: async (c) => ({
      userId: c.ids['91000001'],
      programIds: [await programIdOf(c, 'JS1002'), await programIdOf(c, 'JS1204')],
    }),
  },
  'admission.upsertTeacherDefinedTag': {
    input: (c) => ({ tagName: 'Needs a mentor', userIds: [c.ids['91000001']] }),
  },
  'admission.upsertUserElectives': {
    input: async (c) => ({
      userId: c.ids['91000001'],
      electives: [{ electiveId: await subjectId(c, 'Bio'), order: 1, reaction: 'like' }],
    }),
  },
  'admission.upsertUserSubjectGrades': {
    input: async (c) => ({
      grades: [
        {
          userId: c.ids['91000001'],
          subjectId: await subjectId(c, 'Chi'),
          grade: '4',
          source: 'overallTarget',
        },
      ],
    }),
  },
  'auth.changePassword': {
    as: 'leaver',
    input: () => ({ oldPassword: '', newPassword: 'a long new pass', confirmPassword: 'a long new pass' }),
  },
  'auth.checkOnetimeAccessToken': {
    input: async (c) => {
      const link = await c.call<{ token: string }>(
        'auth.createOnetimeAccessToken',
        { userId: c.ids['91000001'], maxAccessMinutes: 30 },
        'admin',
      );
      return { token: link.token };
    },
  },
  'auth.checkPhoneExists': { input: () => ({ phone: '91000001' }) },
  'auth.loginWithPassword': {
    input: async (c) => {
      await c.call(
        'auth.changePassword',
        { oldPassword: '', newPassword: 'sign in by mail', confirmPassword: 'sign in by mail' },
        'student',
      );
      return { email: 'student1@beacon1.demo.waypoint.hk', password: 'sign in by mail' };
    },
  },
  'auth.loginWithPhone': { input: () => ({ phone: '91000001' }) },
  'auth.loginWithUserId': { input: (c) => ({ userId: c.ids['91000001'], phone: '91000001' }) },
  'auth.requestPasswordReset': { input: () => ({ email: 'student1@beacon1.demo.waypoint.hk' }) },
  'auth.resetPassword': {
    input: async (c) => {
      await c.call('auth.requestPasswordReset', { email: 'principal@beacon1.demo.waypoint.hk' }, 'visitor');
      const [mail] = await c.db
        .select({ body: schema.outboxMessages.body })
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.channel, 'email'))
        .orderBy(desc(schema.outboxMessages.id))
        .limit(1);
      const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
      return { token, password: 'a reset password', confirmPassword: 'a reset password' };
    },
  },
  'auth.sendSmsCode': { input: () => ({ phone: '91000002', purpose: 'login' }) },
  'auth.setOnetimeAccessTokenExpired': {
    input: async (c) => {
      const link = await c.call<{ token: string }>(
        'auth.createOnetimeAccessToken',
        { userId: c.ids['91000001'], maxAccessMinutes: 30 },
        'admin',
      );
      return { token: link.token };
    },
  },
  'booking.createNewBooking': {
    input: async (c) => {
      const data = await c.call<{
        bookingItems: { id: string; targetUserType: string; dateTimeForm: boolean }[];
        bookingSlots: { id: string }[];
      }>('booking.getBookingData', {}, 'visitor');
      const item = data.bookingItems.find((i) => i.targetUserType === 'Student' && !i.dateTimeForm)!;
      return {
        bookingItemId: item.id,
        bookingSlotId: data.bookingSlots[0]!.id,
        fullName: 'Visitor Parent',
        email: 'parent@example.com',
        phone: '61234567',
        yearOfStudy: 'Others',
      };
    },
  },
  'booking.createBookingSlots': {
    input: (c) => ({ startTimes: [new Date(c.now.getTime() + 40 * DAY).toISOString()], durationMinutes: 30 }),
  },
  'booking.deleteBookingSlot': {
    input: async (c) => {
      const startTime = new Date(c.now.getTime() + 41 * DAY);
      startTime.setUTCHours(2, 0, 0, 0);
      await c.call(
        'booking.createBookingSlots',
        { startTimes: [startTime.toISOString()], durationMinutes: 30 },
        'admin',
      );
      const [slot] = await c.db
        .select({ id: schema.bookingSlots.id })
        .from(schema.bookingSlots)
        .where(eq(schema.bookingSlots.startTime, startTime));
      return { slotId: slot!.id };
    },
  },
  'booking.getBookingIcs': { input: confirmedBooking },
  'booking.setBookingStatus': {
    input: async (c) => {
      const data = await c.call<{
        bookingItems: { id: string; targetUserType: string; dateTimeForm: boolean }[];
        bookingSlots: { id: string }[];
      }>('booking.getBookingData', {}, 'student');
      const item = data.bookingItems.find((i) => i.targetUserType === 'Student' && !i.dateTimeForm)!;
      const booked = await c.call<{ bookingId: string }>(
        'booking.createNewBooking',
        {
          bookingItemId: item.id,
          bookingSlotId: data.bookingSlots.at(-2)!.id,
          fullName: 'Chan Ka Yan',
          email: 'student1@beacon1.demo.waypoint.hk',
          phone: '91000001',
          yearOfStudy: 'Others',
        },
        'student',
      );
      return { bookingId: booked.bookingId, status: 'confirmed' };
    },
  },
  'booking.upsertBookingItem': {
    input: (c) => ({
      title: 'Portfolio review',
      durationMinutes: 30,
      startTime: new Date(c.now.getTime() + DAY).toISOString(),
      endTime: new Date(c.now.getTime() + 60 * DAY).toISOString(),
      targetUserType: 'Student',
      dateTimeForm: false,
      isActive: true,
    }),
  },
  'chatbot.sendChatbotMessageToWhatsApp': { input: async (c) => ({ messageId: await chatbotMessageId(c) }) },
  'consent.getConsentLink': { input: async (c) => ({ t: await consentLinkToken(c) }) },
  'consent.getConsentReceipt': { input: async (c) => ({ id: await consentReceipt(c) }) },
  'consent.insertUserConsent': {
    input: async (c) => ({
      signatureDataUrl: SIGNATURE,
      fullName: 'Chan Tai Man',
      phone: '61234567',
      t: await consentLinkToken(c),
    }),
  },
  'consent.verifyConsent': { input: async (c) => ({ id: await consentReceipt(c) }) },
  'events.bulkApplyEvents': { input: () => ({ targetEvents: [{ id: DEMO_EVENT_IDS.campusVisit }] }) },
  'events.getEvent': { input: () => ({ id: DEMO_EVENT_IDS.seminarToday }) },
  'events.getEventIcs': {
    input: async (c) => {
      await c.call(
        'events.updateEventResponse',
        { targetEvent: { id: DEMO_EVENT_IDS.campusVisit }, response: 'Yes' },
        'student',
      );
      return { id: DEMO_EVENT_IDS.campusVisit };
    },
  },
  'events.getSessionParticipants': { as: 'voter', input: () => ({ sessionId: DEMO_VOTES_SESSION_ID }) },
  'events.updateEventResponse': {
    input: (c) => ({
      targetEvent: { id: DEMO_EVENT_IDS.campusVisit },
      response: 'Yes',
      userId: c.ids['91000001'],
    }),
  },
  'events.updateSession': {
    input: () => ({ session: { id: DEMO_EVENT_IDS.campusVisit, capacity: 80 } }),
  },
  'events.upsertFormResponses': {
    input: () => ({
      sessionId: DEMO_EVENT_IDS.seminarPast,
      taskId: 'demo-task-seminar-reflection',
      responses: [
        { questionId: 'demo-q-seminar-rating', answer: '4' },
        { questionId: 'demo-q-seminar-interest', answer: 'law' },
      ],
    }),
  },
  'events.upsertUserUsers': {
    as: 'voter',
    input: (c) => ({
      sessionId: DEMO_VOTES_SESSION_ID,
      userUsers: [{ targetUserId: c.ids['91000032'], reaction: 'like' }],
    }),
  },
  'feedback.createNewFeedback': {
    input: () => ({ name: 'A visitor', email: 'visitor@example.com', feedback: 'The deck is useful.' }),
  },
  // A teacher's visit to their school's students: the item is their own school, named by the server.
  'home.markSeen': { as: 'teacher', input: () => ({ kind: 'studentPlans', itemIds: [] }) },
  'home.setDigest': { input: () => ({ enabled: true, channel: 'sms' }) },
  'internal.sendWhatsAppMsgToUsers': {
    input: (c) => ({ userIds: [c.ids['91000001']], msg: 'Seminar tomorrow at 10:00' }),
  },
  'jobex.addUserCredentials': {
    as: 'uniStudent',
    input: () => ({ credentials: [{ sectionKey: 'education', headline: 'BBA (Hons) Accountancy' }] }),
  },
  'jobex.deleteUserCredential': {
    as: 'uniStudent',
    input: async (c) => ({ credentialId: (await credentialIds(c))[0] }),
  },
  'jobex.deleteUserSection': {
    as: 'uniStudent',
    input: async (c) => ({ sectionId: (await sectionIds(c))[0] }),
  },
  'jobex.getClientJobs': { as: 'client' },
  'jobex.getEmployers': { as: 'uniStudent' },
  'jobex.getUserCareerPlan': { as: 'uniStudent' },
  'jobex.getUserCredentials': { as: 'uniStudent' },
  'jobex.getUsersByProgramId': {
    as: 'client',
    input: async (c) => ({ programId: await programIdOf(c, 'JS1002') }),
  },
  'jobex.saveUserCareerPlan': {
    as: 'uniStudent',
    input: async (c) => ({
      careerPlan: {
        programId: await programIdOf(c, 'JS1002'),
        objective: 'An audit career',
        targetProfessionIds: [],
        targetSectorIds: [],
        timeline: [{ yearOfStudy: 'Year 2', goal: 'A summer internship' }],
      },
    }),
  },
  'jobex.setClientPrograms': {
    input: async (c) => ({ clientId: 'demo-harbour-uni', programIds: [await programIdOf(c, 'JS1002')] }),
  },
  'jobex.syncCredentialsToProfileDoc': { as: 'uniStudent' },
  'jobex.updateUserCredentials': {
    as: 'uniStudent',
    input: async (c) => {
      await credentialIds(c);
      const cv = await c.call<{ sections: { sectionKey: string; credentials: { id: string }[] }[] }>(
        'jobex.getUserCredentials',
        undefined,
        'uniStudent',
      );
      const awards = cv.sections.find((s) => s.sectionKey === 'awards')!;
      return { credentials: awards.credentials.map((x) => ({ id: x.id })).reverse() };
    },
  },
  'jobex.updateUserSections': {
    as: 'uniStudent',
    input: async (c) => ({ sections: (await sectionIds(c)).reverse().map((id) => ({ id })) }),
  },
  'jobex.upsertEmployerJob': {
    as: 'client',
    input: async (c) => ({
      job: { programId: await programIdOf(c, 'JS1002'), employerName: 'Harbour Audit', title: 'Tax intern' },
    }),
  },
  'jobex.upsertUserClaims': {
    as: 'uniStudent',
    input: () => ({ userClaims: [{ text: 'I audit carefully', selected: true, order: 0 }] }),
  },
  'jobex.upsertUserCredential': {
    as: 'uniStudent',
    input: () => ({ credential: { sectionKey: 'projects', headline: 'A budgeting app' } }),
  },
  'jobex.upsertUserEmployerJobs': {
    as: 'uniStudent',
    input: async (c) => ({ userEmployerJobs: [{ jobId: await clientJobId(c) }] }),
  },
  'jobex.upsertUserSection': { as: 'uniStudent', input: () => ({ section: { sectionKey: 'awards' } }) },
  'privacy.cancelDeletionFor': {
    input: async (c) => {
      await c.call(
        'privacy.requestDeletionFor',
        { userId: c.ids['91000039'], confirmation: 'DELETE' },
        'admin',
      );
      return { userId: c.ids['91000039'] };
    },
  },
  'privacy.cancelMyDeletion': {
    as: 'leaver',
    input: async (c) => {
      await c.call('privacy.requestMyDeletion', { confirmation: 'DELETE' }, 'leaver');
      return undefined;
    },
  },
  'privacy.requestDeletionFor': {
    input: (c) => ({ userId: c.ids['91000038'], confirmation: 'DELETE' }),
  },
  'privacy.requestMyDeletion': { as: 'leaver', input: () => ({ confirmation: 'DELETE' }) },
  'professions.saveInterestProfile': {
    input: () => ({ answers: Object.fromEntries(INTEREST_QUESTIONS.map((q) => [q.id, 1])) }),
  },
  'programs.reportProgramIssue': {
    input: async (c) => ({
      programId: await programIdOf(c, 'JS1002'),
      issueType: 'admissionScores',
      description: 'The median looks a year old.',
    }),
  },
  'schools.getSafeguardingSetting': { as: 'teacher', input: () => ({ schoolId: 'beacon1' }) },
  'schools.updateSafeguardingSetting': {
    as: 'teacher',
    input: () => ({ schoolId: 'beacon1', safeguardingEnabled: false, staffIds: [] }),
  },
  'schools.updateSchool': {
    as: 'teacher',
    input: () => ({ schoolId: 'beacon1', data: { showPredictedScoresToStudents: true } }),
  },
  'services.getService': { input: () => ({ id: 'demo-work-seminar' }) },
  'services.upsertServiceResponse': {
    input: (c) => ({ serviceId: 'demo-work-seminar', response: 'Yes', userId: c.ids['91000001'] }),
  },
  'slp.insertClaimComment': {
    input: async (c) => ({
      userId: c.ids['91000001'],
      claimId: await claimId(c),
      comment: 'Say what you built.',
    }),
  },
  'slp.sendSLPWhatsAppRecord': {
    input: async (c) => {
      await c.call('slp.upsertUserSLP', { original: 'I want to study nursing.' }, 'student');
      return { userId: c.ids['91000001'], selectedSLPType: 'original' };
    },
  },
  // The teachers' list, so the students' rows other samples make are not marked as left by it.
  'roster.importList': {
    input: () => ({
      schoolId: 'beacon1',
      role: 'teacher',
      schoolYear: '2026/27',
      fileName: 'staff.xlsx',
      rows: [
        { className: null, classNo: null, nameEn: 'Sample Teacher', nameZh: null, phone: null, email: null },
      ],
    }),
  },
  'roster.list': { input: () => ({ schoolId: 'beacon1', role: 'student', includeLeft: true }) },
  'roster.invite': {
    input: async (c) => ({
      schoolId: 'beacon1',
      rosterIds: [await rosterRowId(c)],
      channel: 'sms',
      lang: 'en',
    }),
  },
  'roster.invitePreview': {
    input: async (c) => ({
      schoolId: 'beacon1',
      rosterIds: [await rosterRowId(c)],
      channel: 'whatsapp',
      lang: 'zh-HK',
    }),
  },
  'roster.readInvite': { input: async (c) => ({ token: await rosterInviteToken(c) }) },
  'roster.signInWithInvite': { input: async (c) => ({ token: await rosterInviteToken(c) }) },
  'slp.upsertUserClaims': {
    input: (c) => ({
      userId: c.ids['91000001'],
      userClaims: [{ text: 'I tutor younger pupils', selected: true, order: 0 }],
    }),
  },
  'slp.upsertUserSLP': {
    input: (c) => ({ userId: c.ids['91000001'], original: 'I want to study nursing because I care.' }),
  },
  'teacher.getTeacherResponses': { as: 'teacher', input: () => ({}) },
  'teacher.sendRegQRCodeToSelfWhatsAppGrp': { input: () => ({ url: 'http://localhost:3000/s/beacon1' }) },
  'teacher.updateTeacher': {
    input: (c) => ({
      userId: c.ids['90000005'],
      employmentStatus: 'Active',
      oldEmploymentStatus: 'Unverified',
    }),
  },
  'teacher.upsertTeacherResponse': {
    as: 'teacher',
    input: () => ({
      serviceId: 'demo-work-seminar',
      optionId: 'tr-register',
      questionAnswers: [{ questionId: 'tr-q-est-students', answer: '40' }],
    }),
  },
  'users.createClientInvitation': { input: () => ({ clientId: 'demo-harbour-uni' }) },
  'users.createNewUser': {
    input: () => ({
      phone: '61230002',
      skipVerification: true,
      role: 'secondary-school-student',
      fullName: 'New Student',
      email: 'new.student@example.com',
      password: 'a new password',
      confirmPassword: 'a new password',
      schoolId: 'beacon1',
      class: '5A',
      yearDSE: 2027,
      picsVersion: PICS_VERSION,
    }),
  },
  'users.getClientAccounts': { as: 'client' },
  'users.insertNominationRecord': {
    input: (c) => ({
      targetUserIds: [c.ids['91000002']],
      targetSessionIds: [DEMO_EVENT_IDS.campusVisit],
      targetResponse: 'Yes',
    }),
  },
  'users.setClientApproval': { as: 'client', input: (c) => ({ userId: c.ids['93000004'], approved: true }) },
  'users.updateLoggedInUserProfilePic': {
    input: async (c) => ({ imageLink: await c.uploadPng('student', 'profile') }),
  },
  'users.updateRoles': {
    input: (c) => ({ userId: c.ids['91000040'], roles: ['secondary-school-student'] }),
  },
  'users.updateStudentInfo': {
    input: (c) => ({
      targetUserId: c.ids['91000001'],
      fullName: 'Chan Ka Yan',
      email: 'student1@beacon1.demo.waypoint.hk',
      phone: '91000001',
      rankInForm: '1 - 20',
    }),
  },
  'users.updateUser': {
    input: () => ({
      fullName: 'Chan Ka Yan',
      email: 'student1@beacon1.demo.waypoint.hk',
      phone: '91000001',
      rankInForm: '21 - 50',
    }),
  },
};
