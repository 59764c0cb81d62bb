import { hkDateString, hkInstant } from '@waypoint/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { anchorEventTasks, eventResponses, events, formQuestions, formResponses } from '../schema/events.ts';
import { clients, services } from '../schema/services.ts';
import { users } from '../schema/users.ts';

/**
 * Invented clients, services and sessions so the events pages have something to show, with fixed ids
 * the journeys open directly. Times are set relative to the first seeding, in Hong Kong time. Rows
 * that exist are left alone.
 */
export const DEMO_EVENT_IDS = {
  seminarPast: 'e0000000-0000-4000-8000-000000000001',
  seminarToday: 'e0000000-0000-4000-8000-000000000002',
  campusVisit: 'e0000000-0000-4000-8000-000000000003',
  workshop2: 'e0000000-0000-4000-8000-000000000004',
  smallTalk: 'e0000000-0000-4000-8000-000000000005',
  bluebirdSeed: 'e0000000-0000-4000-8000-000000000006',
  teacherEvent: 'e0000000-0000-4000-8000-000000000007',
  absBriefing: 'e0000000-0000-4000-8000-000000000008',
  camx: 'e0000000-0000-4000-8000-000000000009',
  schoolTalk: 'e0000000-0000-4000-8000-000000000010',
  sharing: 'e0000000-0000-4000-8000-000000000011',
} as const;

/** The roll-call code of every demo session that has one. */
export const DEMO_ROLL_CALL_CODE = 'WAY2026';

const ALL_SENIOR = ['F.4', 'F.5', 'F.6'];

/** A Hong Kong wall-clock time `days` days from `now`. */
function hkAt(now: Date, days: number, hhmm: string): Date {
  const day = hkDateString(new Date(now.getTime() + days * 86_400_000));
  return hkInstant(day, hhmm);
}

export async function seedDemoEvents(db: DbOrTx, now: Date): Promise<void> {
  await db
    .insert(clients)
    .values([
      { id: 'demo-harbour-uni', name: 'Harbour University', nameChi: '海港大學', isDemo: true },
      { id: 'demo-lion-rock-tech', name: 'Lion Rock Technology', nameChi: '獅子山科技', isDemo: true },
      { id: 'demo-kowloon-health', name: 'Kowloon Health Group', nameChi: '九龍健康集團', isDemo: true },
    ])
    .onConflictDoNothing();
  await db
    .insert(services)
    .values([
      {
        id: 'demo-work-seminar',
        name: 'Work seminar',
        nameChi: '職場講座',
        type: 'Work',
        nature: 'Workshop',
        description: 'Professionals share what their work is really like, followed by questions.',
        descriptionChi: '業界人士分享真實的工作日常，並設問答環節。',
        targetForms: ALL_SENIOR,
        clientId: 'demo-harbour-uni',
        anchorEventId: 'work-seminar',
        // Its organisation's client (93000001) and schools may propose dates (issue 24 item 1).
        isAllowProposeDates: true,
        order: 1,
        posterLink: '/demo/poster-seminar.svg',
        isDemo: true,
      },
      {
        id: 'demo-work-campus-visit',
        name: 'Campus visit',
        nameChi: '校園參觀',
        type: 'Work',
        nature: 'Visit',
        description: 'Visit the labs and lecture halls and meet current students.',
        descriptionChi: '參觀實驗室及演講廳，與在學大學生交流。',
        targetForms: ALL_SENIOR,
        clientId: 'demo-harbour-uni',
        anchorEventId: 'work-campus-visit',
        // Its organisation's client (93000001) and schools may propose dates (issue 24 item 1).
        isAllowProposeDates: true,
        order: 2,
        posterLink: '/demo/poster-campus-visit.svg',
        isDemo: true,
      },
      {
        id: 'demo-work-workshop-2',
        name: 'Workshop 2: build your portfolio',
        nameChi: '工作坊二：建立個人作品集',
        type: 'Work',
        nature: 'Workshop',
        targetForms: ALL_SENIOR,
        clientId: 'demo-lion-rock-tech',
        anchorEventId: 'work-workshop-2',
        order: 3,
        isDemo: true,
      },
      {
        id: 'demo-video-careers',
        name: 'Career stories (video)',
        nameChi: '職涯故事（影片）',
        type: 'Work',
        nature: 'Video',
        description: 'Short videos of young professionals at work.',
        descriptionChi: '年輕專業人士的工作短片。',
        targetForms: ALL_SENIOR,
        order: 4,
        shootingPhotoLinks: ['/demo/shooting-1.svg', '/demo/shooting-2.svg'],
        isDemo: true,
      },
      {
        // The teachers' mock-JUPAS tool returns here (spec 2); the page links back to /mock-jupas.
        id: 'mock-jupas',
        name: 'Mock JUPAS',
        nameChi: '模擬 JUPAS',
        type: 'Work',
        nature: 'Workshop',
        description: 'Students rank their JUPAS choices; teachers see the school’s results by band.',
        descriptionChi: '學生排列 JUPAS 志願；老師按組別查看全校結果。',
        targetForms: ['F.5', 'F.6'],
        order: 0,
        isDemo: true,
      },
      {
        id: 'bluebird',
        name: 'Bluebird mentoring',
        nameChi: '青鳥師友計劃',
        type: 'Work',
        nature: 'Workshop',
        targetForms: ['F.5', 'F.6'],
        order: 5,
        needParentConsent: true,
        isDemo: true,
      },
      {
        id: 'bluebird-seed',
        name: 'Bluebird Seed',
        nameChi: '青鳥種子',
        type: 'Work',
        nature: 'Workshop',
        description: 'A term of weekly mentoring with a young professional. Needs a parent’s consent.',
        descriptionChi: '一個學期的每週師友輔導，需家長同意。',
        targetForms: ALL_SENIOR,
        order: 6,
        needParentConsent: true,
        isDemo: true,
      },
    ])
    .onConflictDoNothing();

  const base = { isDemo: true, rollCallCode: DEMO_ROLL_CALL_CODE, language: 'Cantonese' };
  await db
    .insert(events)
    .values([
      {
        ...base,
        id: DEMO_EVENT_IDS.seminarPast,
        name: 'Work seminar: engineering careers',
        nameChi: '職場講座：工程師之路',
        startTime: hkAt(now, -1, '14:00'),
        endTime: hkAt(now, -1, '16:00'),
        venue: 'Harbour University, Lecture Theatre A',
        venueChi: '海港大學演講廳 A',
        capacity: 60,
        serviceId: 'demo-work-seminar',
        clientId: 'demo-harbour-uni',
        anchorEventId: 'work-seminar',
        anchorEventName: 'Work seminar',
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.seminarToday,
        name: 'Work seminar: healthcare careers',
        nameChi: '職場講座：醫護之路',
        // Started half an hour before seeding, so its roll-call is open for the journeys.
        startTime: new Date(now.getTime() - 30 * 60_000),
        endTime: new Date(now.getTime() + 3 * 3_600_000),
        mode: 'Online',
        onlineMeetingLink: 'https://meet.example.com/waypoint-demo',
        capacity: 100,
        serviceId: 'demo-work-seminar',
        clientId: 'demo-kowloon-health',
        anchorEventId: 'work-seminar',
        anchorEventName: 'Work seminar',
        language: 'English',
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.campusVisit,
        name: 'Campus visit: Harbour University',
        nameChi: '校園參觀：海港大學',
        startTime: hkAt(now, 7, '10:00'),
        endTime: hkAt(now, 7, '12:30'),
        venue: 'Harbour University main gate',
        venueChi: '海港大學正門',
        capacity: 40,
        serviceId: 'demo-work-campus-visit',
        clientId: 'demo-harbour-uni',
        anchorEventId: 'work-campus-visit',
        anchorEventName: 'Campus visit',
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.workshop2,
        name: 'Workshop 2: build your portfolio',
        nameChi: '工作坊二：建立個人作品集',
        startTime: hkAt(now, 14, '15:30'),
        endTime: hkAt(now, 14, '17:30'),
        mode: 'Online',
        onlineMeetingLink: 'https://meet.example.com/waypoint-workshop',
        capacity: 30,
        serviceId: 'demo-work-workshop-2',
        clientId: 'demo-lion-rock-tech',
        anchorEventId: 'work-workshop-2',
        anchorEventName: 'Workshop 2',
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.smallTalk,
        name: 'Career talk: a day at Lion Rock Technology',
        nameChi: '職業講座：獅子山科技的一天',
        startTime: hkAt(now, 5, '16:00'),
        endTime: hkAt(now, 5, '17:00'),
        venue: 'Lion Rock Technology, Kwun Tong',
        venueChi: '觀塘獅子山科技',
        capacity: 3,
        clientId: 'demo-lion-rock-tech',
        studentForms: ALL_SENIOR,
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.bluebirdSeed,
        name: 'Bluebird Seed: first mentoring meeting',
        nameChi: '青鳥種子：首次師友聚會',
        startTime: hkAt(now, 21, '15:00'),
        endTime: hkAt(now, 21, '17:00'),
        venue: 'Beacon Secondary School hall',
        venueChi: '燈塔中學禮堂',
        capacity: 20,
        serviceId: 'bluebird-seed',
        needParentConsent: true,
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.teacherEvent,
        name: 'Teachers’ briefing: the work-experience year',
        nameChi: '教師簡介會：職場體驗年',
        startTime: hkAt(now, 10, '16:30'),
        endTime: hkAt(now, 10, '17:30'),
        mode: 'Online',
        onlineMeetingLink: 'https://meet.example.com/waypoint-teachers',
        group: 'Teacher Event',
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.absBriefing,
        name: 'JUPAS briefing for F.6',
        nameChi: '中六 JUPAS 簡介會',
        startTime: hkAt(now, 4, '13:00'),
        endTime: hkAt(now, 4, '14:00'),
        venue: 'School hall',
        venueChi: '學校禮堂',
        group: 'ABS',
        clientSchoolId: 'beacon1',
        rollCallCode: null,
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.camx,
        name: 'CamX: a week in a research lab',
        nameChi: 'CamX：研究實驗室一星期',
        startTime: hkAt(now, 8, '09:30'),
        endTime: hkAt(now, 8, '16:30'),
        venue: 'Harbour University Science Park',
        venueChi: '海港大學科學園',
        capacity: 15,
        group: 'CamX',
        clientId: 'demo-harbour-uni',
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.schoolTalk,
        name: 'School talk: choosing electives wisely',
        nameChi: '學校講座：選修科目的智慧',
        startTime: hkAt(now, 6, '14:30'),
        endTime: hkAt(now, 6, '15:30'),
        venue: 'Room 301',
        venueChi: '301 室',
        capacity: 80,
        clientSchoolId: 'beacon1',
        studentForms: ['F.4'],
      },
      {
        ...base,
        id: DEMO_EVENT_IDS.sharing,
        name: 'Outstanding participants sharing',
        nameChi: '優秀參加者分享會',
        startTime: hkAt(now, 12, '18:00'),
        endTime: hkAt(now, 12, '19:00'),
        mode: 'Online',
        group: 'Others',
        serviceId: 'demo-video-careers',
        rollCallCode: null,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(formQuestions)
    .values([
      {
        id: 'demo-q-seminar-rating',
        title: 'How useful was the seminar?',
        titleChi: '講座對你有多大幫助？',
        type: 'linear-scale',
        options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) })),
        isRequired: true,
        lsLowerScaleLabel: 'Not useful',
        lsLowerScaleLabelChi: '沒有幫助',
        lsUpperScaleLabel: 'Very useful',
        lsUpperScaleLabelChi: '非常有幫助',
        seq: 1,
      },
      {
        id: 'demo-q-seminar-interest',
        title: 'Which field interests you most now?',
        titleChi: '你現在最感興趣的是哪個範疇？',
        type: 'multiple-choice',
        options: [
          ['engineering', 'Engineering', '工程'],
          ['medicine', 'Medicine', '醫學'],
          ['nursing', 'Nursing', '護理'],
          ['business', 'Business', '商業'],
          ['law', 'Law', '法律'],
          ['design', 'Design', '設計'],
          ['education', 'Education', '教育'],
          ['it', 'Information technology', '資訊科技'],
          ['science', 'Science', '科學'],
          ['social-work', 'Social work', '社會工作'],
        ].map(([value, label, labelChi]) => ({ value: value!, label: label!, labelChi: labelChi! })),
        isRequired: true,
        seq: 2,
      },
      {
        id: 'demo-q-seminar-learned',
        title: 'What is one thing you learned?',
        titleChi: '你學到了甚麼？',
        type: 'paragraph',
        isRequired: false,
        seq: 3,
      },
      {
        id: 'demo-q-visit-part',
        title: 'Which part of the visit did you like best?',
        titleChi: '你最喜歡參觀的哪一部分？',
        type: 'single-select',
        options: [
          { value: 'labs', label: 'Labs', labelChi: '實驗室' },
          { value: 'talk', label: 'Talk', labelChi: '講座' },
          { value: 'students', label: 'Meeting students', labelChi: '與大學生交流' },
        ],
        isRequired: true,
        seq: 1,
      },
      {
        id: 'demo-q-visit-topics',
        title: 'Topics you want to know more about',
        titleChi: '你想多了解的題目',
        type: 'multi-select',
        options: [
          { value: 'admission', label: 'Admission', labelChi: '入學' },
          { value: 'hostel', label: 'Hostel life', labelChi: '宿舍生活' },
          { value: 'exchange', label: 'Exchange', labelChi: '交流' },
        ],
        seq: 2,
      },
      {
        id: 'demo-q-visit-hours',
        title: 'Hours per week you would study this subject',
        titleChi: '你每週願意花多少小時讀這科目',
        type: 'number',
        seq: 3,
      },
      {
        id: 'demo-q-workshop-date',
        title: 'When will you finish your portfolio?',
        titleChi: '你預計何時完成作品集？',
        type: 'date',
        seq: 1,
      },
      {
        id: 'demo-q-workshop-slot',
        title: 'Preferred time for a follow-up call',
        titleChi: '跟進電話的理想時間',
        type: 'datetime',
        seq: 2,
      },
      {
        id: 'demo-q-workshop-time',
        title: 'Usual time you are free after school',
        titleChi: '你放學後通常幾點有空',
        type: 'time',
        seq: 3,
      },
      {
        id: 'demo-q-workshop-pieces',
        title: 'What will you put in your portfolio?',
        titleChi: '你的作品集會包括甚麼？',
        type: 'multiple-answer',
        options: [
          { value: 'projects', label: 'School projects', labelChi: '學校專題' },
          { value: 'awards', label: 'Awards', labelChi: '獎項' },
          { value: 'volunteer', label: 'Volunteering', labelChi: '義工' },
        ],
        seq: 4,
      },
      {
        id: 'demo-q-workshop-name',
        title: 'Portfolio title',
        titleChi: '作品集標題',
        type: 'text',
        seq: 5,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(anchorEventTasks)
    .values([
      {
        id: 'demo-task-seminar-reflection',
        title: 'Seminar reflection',
        titleChi: '講座反思',
        group: 'Work',
        anchorEventId: 'work-seminar',
        showAfterAttended: true,
        formQuestionIds: ['demo-q-seminar-rating', 'demo-q-seminar-interest', 'demo-q-seminar-learned'],
        seq: 1,
      },
      {
        id: 'demo-task-visit-feedback',
        title: 'Campus visit feedback',
        titleChi: '校園參觀回饋',
        group: 'Work',
        anchorEventId: 'work-campus-visit',
        showAfterAttended: true,
        formQuestionIds: ['demo-q-visit-part', 'demo-q-visit-topics', 'demo-q-visit-hours'],
        seq: 1,
      },
      {
        id: 'demo-task-workshop-plan',
        title: 'Portfolio plan',
        titleChi: '作品集計劃',
        group: 'Work',
        anchorEventId: 'work-workshop-2',
        showAfterAttended: false,
        formQuestionIds: [
          'demo-q-workshop-date',
          'demo-q-workshop-slot',
          'demo-q-workshop-time',
          'demo-q-workshop-pieces',
          'demo-q-workshop-name',
        ],
        seq: 1,
      },
    ])
    .onConflictDoNothing();

  await seedDemoResponses(db, now);
  await seedSlpAttendance(db, now);
}

/**
 * Some beacon1 students (91000020–91000031) have answered, so lists and counts are not empty. The small
 * talk gets 2 of its 3 seats taken, leaving one for the waiting-list journey.
 */
async function seedDemoResponses(db: DbOrTx, now: Date): Promise<void> {
  const phones = Array.from({ length: 12 }, (_, i) => `910000${20 + i}`);
  const rows = await db
    .select({ id: users.id, phone: users.phone, schoolId: users.schoolId })
    .from(users)
    .where(inArray(users.phone, phones));
  const byPhone = new Map(rows.map((r) => [r.phone, r]));
  const answers: {
    phone: string;
    eventId: string;
    response: string;
    attended?: boolean;
    confirmed?: boolean;
  }[] = [
    {
      phone: '91000020',
      eventId: DEMO_EVENT_IDS.seminarPast,
      response: 'Attended',
      attended: true,
      confirmed: true,
    },
    {
      phone: '91000021',
      eventId: DEMO_EVENT_IDS.seminarPast,
      response: 'Attended',
      attended: true,
      confirmed: true,
    },
    { phone: '91000022', eventId: DEMO_EVENT_IDS.seminarPast, response: 'Confirmed', confirmed: true },
    { phone: '91000023', eventId: DEMO_EVENT_IDS.campusVisit, response: 'Yes' },
    { phone: '91000024', eventId: DEMO_EVENT_IDS.campusVisit, response: 'Confirmed', confirmed: true },
    { phone: '91000025', eventId: DEMO_EVENT_IDS.workshop2, response: 'Yes' },
    // Attended, so that their SLP is open (seedSlpAttendance); the seminar still has an answer to list.
    {
      phone: '91000026',
      eventId: DEMO_EVENT_IDS.seminarToday,
      response: 'Attended',
      attended: true,
      confirmed: true,
    },
    { phone: '91000030', eventId: DEMO_EVENT_IDS.smallTalk, response: 'Yes' },
    { phone: '91000031', eventId: DEMO_EVENT_IDS.smallTalk, response: 'Confirmed', confirmed: true },
  ];
  const values = answers
    .filter((a) => byPhone.has(a.phone))
    .map((a) => ({
      eventId: a.eventId,
      userId: byPhone.get(a.phone)!.id,
      schoolId: byPhone.get(a.phone)!.schoolId,
      response: a.response,
      confirmed: a.confirmed ?? false,
      attended: a.attended ?? false,
      holdsSeat: true,
      rollCallTime: a.attended ? now : null,
    }));
  if (values.length === 0) return;
  const inserted = await db.insert(eventResponses).values(values).onConflictDoNothing().returning();
  // Seats follow the responses that hold one, as the apply path would have counted them.
  const perEvent = new Map<string, number>();
  for (const r of inserted) perEvent.set(r.eventId, (perEvent.get(r.eventId) ?? 0) + 1);
  for (const [eventId, count] of perEvent) {
    await db
      .update(events)
      .set({ seatsTaken: sql`${events.seatsTaken} + ${count}` })
      .where(eq(events.id, eventId));
  }
  const attendee = byPhone.get('91000020');
  if (attendee && inserted.some((r) => r.userId === attendee.id)) {
    await db
      .insert(formResponses)
      .values(
        [
          ['demo-q-seminar-rating', 'How useful was the seminar?', '4'],
          ['demo-q-seminar-interest', 'Which field interests you most now?', 'engineering'],
        ].map(([questionId, questionTitle, answer]) => ({
          userId: attendee.id,
          sessionId: DEMO_EVENT_IDS.seminarPast,
          taskId: 'demo-task-seminar-reflection',
          questionId: questionId!,
          questionTitle: questionTitle!,
          answer: answer!,
        })),
      )
      .onConflictDoNothing();
    await db
      .update(users)
      .set({ slpAccessType: 'full' })
      .where(inArray(users.id, [attendee.id]));
  }
}

/**
 * The SLP journeys' writers attended today's seminar: 91000029 and 91000026 (slp.e2e.ts, English and Chinese;
 * 91000026's answer is seeded above) and 91000020 (slp-print.e2e.ts, who also attended yesterday's). The tool
 * closes at 23:59 (HK) the day after the latest such seminar, so it stays open at least a day after seeding:
 * a run crossing midnight in Hong Kong no longer finds it closed (yesterday's closed at 23:59 today).
 */
async function seedSlpAttendance(db: DbOrTx, now: Date): Promise<void> {
  const rows = await db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .where(inArray(users.phone, ['91000029', '91000026', '91000020']));
  if (rows.length === 0) return;
  const inserted = await db
    .insert(eventResponses)
    .values(
      rows.map((r) => ({
        eventId: DEMO_EVENT_IDS.seminarToday,
        userId: r.id,
        schoolId: r.schoolId,
        response: 'Attended',
        confirmed: true,
        attended: true,
        holdsSeat: true,
        rollCallTime: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: eventResponses.userId });
  if (inserted.length > 0) {
    await db
      .update(events)
      .set({ seatsTaken: sql`${events.seatsTaken} + ${inserted.length}` })
      .where(eq(events.id, DEMO_EVENT_IDS.seminarToday));
  }
  await db
    .update(users)
    .set({ slpAccessType: 'full' })
    .where(
      inArray(
        users.id,
        rows.map((r) => r.id),
      ),
    );
}
