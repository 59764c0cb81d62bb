import { describe, expect, it } from 'vitest';
import { choicesCard, slpStepsDone } from './home-cards.ts';
import { type NextStep, orderNextSteps } from './next-steps.ts';
import { parentNextSteps } from './next-steps-parent.ts';
import { sinceLastVisit, type TeacherHomeState, teacherNextSteps } from './next-steps-staff.ts';
import { type StudentEventState, type StudentHomeState, studentNextSteps } from './next-steps-student.ts';
import {
  type ClientHomeState,
  clientNextSteps,
  type UniversityStudentHomeState,
  universityStudentNextSteps,
} from './next-steps-university.ts';

const NOW = new Date('2026-11-20T04:00:00Z'); // 12:00 in Hong Kong
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
const ids = (steps: NextStep[]) => steps.map((s) => s.id);

const event = (o: Partial<StudentEventState> = {}): StudentEventState => ({
  id: 'e1',
  titleEn: 'Campus visit',
  titleZh: '校園參觀',
  startTime: at(5),
  endTime: at(5.1),
  response: 'Yes',
  confirmed: false,
  attended: false,
  waitlisted: false,
  needParentConsent: false,
  consentSigned: false,
  hasRollCallCode: true,
  ...o,
});

/** A student with one of everything to do. */
const busy: StudentHomeState = {
  planning: true,
  choiceCount: 12,
  gradeCount: 0,
  hasActivityResponse: true,
  hasParentConsent: false,
  needParentConsent: true,
  deadlines: { deadline1: at(-30), deadline2: at(10), applyActivities: null },
  events: [event()],
  attended: [{ anchorEventId: 'work-seminar', startTime: at(-1) }],
  unseenComments: [{ id: 7, createdAt: at(-2), fromName: 'Ms Chan' }],
  unseenTags: [{ tagId: 3, nameEn: 'Elite', nameZh: '精英' }],
  hasInterestProfile: false,
};

/** The same student with everything done. */
const done: StudentHomeState = {
  ...busy,
  choiceCount: 20,
  gradeCount: 6,
  hasParentConsent: true,
  events: [event({ response: 'Confirmed', confirmed: true })],
  attended: [],
  unseenComments: [],
  unseenTags: [],
  hasInterestProfile: true,
};

describe('orderNextSteps', () => {
  it('puts the earliest due date first, undated last, then the more important', () => {
    const s = (id: string, dueAt: string | null, importance: 1 | 2 | 3): NextStep => ({
      id,
      kind: 'gradesMissing',
      dueAt,
      importance,
      href: '/',
      params: {},
    });
    const ordered = orderNextSteps([s('c', null, 1), s('d', null, 3), s('b', at(2), 2), s('a', at(1), 3)]);
    expect(ids(ordered)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('studentNextSteps', () => {
  it('lists every step of a student with things to do, due dates first', () => {
    const steps = studentNextSteps(busy, NOW);
    expect(ids(steps)).toEqual([
      'slpClosing:slp', // closes 23:59 HK the day after yesterday's seminar: today
      'eventConfirm:e1', // starts in 5 days
      'jupasDeadline:twentyChoices', // in 10 days
      'consentUnsigned:achievejupas',
      'gradesMissing:plan',
      'teacherComment:7',
      'teacherTag:3',
      'interestProfile:me',
    ]);
    const deadline = steps.find((s) => s.id === 'jupasDeadline:twentyChoices');
    expect(deadline?.dueAt).toBe(at(10));
    expect(deadline?.params).toMatchObject({ deadline: 'twentyChoices', choices: 12 });
    expect(steps.find((s) => s.kind === 'eventConfirm')).toMatchObject({
      href: '/events/e1',
      params: { titleEn: 'Campus visit', titleZh: '校園參觀' },
    });
  });

  it('shows nothing once everything is done', () => {
    expect(studentNextSteps(done, NOW)).toEqual([]);
  });

  it('asks for the 20 choices without a date when no deadline is near, and not twice when one is', () => {
    const far = { ...busy, deadlines: { deadline1: null, deadline2: at(60), applyActivities: null } };
    const steps = studentNextSteps(far, NOW);
    expect(steps.find((s) => s.kind === 'choicesMissing')).toMatchObject({
      dueAt: null,
      params: { count: 12, total: 20 },
    });
    expect(steps.some((s) => s.kind === 'jupasDeadline')).toBe(false);
    expect(studentNextSteps(busy, NOW).some((s) => s.kind === 'choicesMissing')).toBe(false);
  });

  it('keeps an unmet deadline a week after it passed, then drops it', () => {
    const passed = (days: number) => ({
      ...busy,
      choiceCount: 2,
      deadlines: { deadline1: at(days), deadline2: null, applyActivities: null },
    });
    expect(ids(studentNextSteps(passed(-6), NOW))).toContain('jupasDeadline:threeChoices');
    expect(studentNextSteps(passed(-6), NOW).find((s) => s.kind === 'jupasDeadline')?.params.overdue).toBe(1);
    expect(ids(studentNextSteps(passed(-8), NOW))).not.toContain('jupasDeadline:threeChoices');
    expect(ids(studentNextSteps(passed(15), NOW))).not.toContain('jupasDeadline:threeChoices');
  });

  it('has no planning steps for a student past the DSE', () => {
    const steps = studentNextSteps({ ...busy, planning: false }, NOW);
    expect(steps.some((s) => ['jupasDeadline', 'choicesMissing', 'gradesMissing'].includes(s.kind))).toBe(
      false,
    );
    expect(steps.some((s) => s.id === 'consentUnsigned:achievejupas')).toBe(false);
  });

  it('asks for the parent’s consent instead of a confirmation, until it is signed', () => {
    const needs = { ...done, events: [event({ needParentConsent: true })] };
    expect(ids(studentNextSteps(needs, NOW))).toEqual(['consentUnsigned:e1']);
    const signed = {
      ...done,
      events: [
        event({ needParentConsent: true, consentSigned: true, response: 'Confirmed', confirmed: true }),
      ],
    };
    expect(studentNextSteps(signed, NOW)).toEqual([]);
  });

  it('does not ask to confirm from the waiting list or after the event', () => {
    expect(studentNextSteps({ ...done, events: [event({ waitlisted: true })] }, NOW)).toEqual([]);
    const over = event({ startTime: at(-3), endTime: at(-2.9) });
    expect(studentNextSteps({ ...done, events: [over] }, NOW)).toEqual([]);
  });

  it('shows roll-call while it is open and not after attending', () => {
    const running = event({
      startTime: at(-0.01),
      endTime: at(0.05),
      response: 'Confirmed',
      confirmed: true,
    });
    const steps = studentNextSteps({ ...done, events: [running] }, NOW);
    expect(ids(steps)).toEqual(['rollCallOpen:e1']);
    expect(
      studentNextSteps({ ...done, events: [{ ...running, attended: true, response: 'Attended' }] }, NOW),
    ).toEqual([]);
    expect(studentNextSteps({ ...done, events: [{ ...running, hasRollCallCode: false }] }, NOW)).toEqual([]);
  });

  it('warns of the SLP window only in its last 3 days', () => {
    const attendedDaysAgo = (d: number) => ({
      ...done,
      attended: [{ anchorEventId: 'work-seminar', startTime: at(-d) }],
    });
    // An event 1 day ago closes the window at 23:59 HK tomorrow: within 3 days.
    expect(ids(studentNextSteps(attendedDaysAgo(1), NOW))).toEqual(['slpClosing:slp']);
    // Closed (3 days ago): nothing to do any more.
    expect(studentNextSteps(attendedDaysAgo(3), NOW)).toEqual([]);
    // Not a qualifying event.
    const other = { ...done, attended: [{ anchorEventId: 'other', startTime: at(-1) }] };
    expect(studentNextSteps(other, NOW)).toEqual([]);
  });
});

describe('teacherNextSteps', () => {
  const busyTeacher: TeacherHomeState = {
    studentsWaiting: 4,
    eventsAwaitingResponse: [{ id: 'talk', titleEn: 'School talk', titleZh: null, startTime: at(7) }],
    nominationsPending: [{ id: 'visit', titleEn: 'Visit', titleZh: '參觀', startTime: at(3), pending: 2 }],
    consultationsToday: 1,
    plansChanged: 5,
  };
  it('lists verification, answers, nominations, today and changes', () => {
    const steps = teacherNextSteps(busyTeacher, NOW);
    expect(ids(steps)).toEqual([
      'consultationsToday:school', // due by the end of today
      'nominationsDue:visit',
      'eventResponse:talk',
      'studentsWaiting:school',
      'plansChanged:school',
    ]);
    expect(steps[0]?.dueAt).toBe('2026-11-20T15:59:59.999Z');
    expect(steps.find((s) => s.kind === 'studentsWaiting')?.params).toEqual({ count: 4 });
    expect(steps.find((s) => s.kind === 'eventResponse')?.params).toMatchObject({ titleZh: 'School talk' });
  });
  it('shows nothing when all is answered, and drops sessions that started', () => {
    const quiet: TeacherHomeState = {
      studentsWaiting: 0,
      eventsAwaitingResponse: [{ id: 'talk', titleEn: 'Talk', titleZh: null, startTime: at(-0.1) }],
      nominationsPending: [{ id: 'visit', titleEn: 'Visit', titleZh: null, startTime: at(3), pending: 0 }],
      consultationsToday: 0,
      plansChanged: 0,
    };
    expect(teacherNextSteps(quiet, NOW)).toEqual([]);
  });
  it('counts changes since the last visit, or the last week on a first visit', () => {
    expect(sinceLastVisit(at(-2), NOW).toISOString()).toBe(at(-2));
    expect(sinceLastVisit(null, NOW).toISOString()).toBe(at(-7));
  });
});

describe('universityStudentNextSteps', () => {
  const busyUni: UniversityStudentHomeState = {
    yearOfStudy: 'Year 2',
    timeline: [{ yearOfStudy: 'Year 1', goal: 'Join a society' }],
    savedJobs: [
      { id: 'j1', titleEn: 'Summer intern', employerName: 'HSBC', deadline: '2026-11-23', open: true },
      { id: 'j2', titleEn: 'Later', employerName: 'MTR', deadline: '2026-12-31', open: true },
    ],
    cvSections: [
      { id: 's1', sectionKey: 'education', credentials: 1 },
      { id: 's2', sectionKey: 'awards', credentials: 0 },
    ],
  };
  it('asks for this year’s goal, a saved job closing soon and empty CV sections', () => {
    const steps = universityStudentNextSteps(busyUni, NOW);
    expect(ids(steps)).toEqual(['savedJobClosing:j1', 'careerGoals:Year 2', 'cvSectionEmpty:cv']);
    // The last day to apply is the whole Hong Kong day.
    expect(steps[0]?.dueAt).toBe('2026-11-23T15:59:59.999Z');
    expect(steps[2]?.params).toEqual({ count: 1, sections: 'awards' });
  });
  it('shows nothing once the goal is set, the job is past or closed and the section filled', () => {
    const doneUni: UniversityStudentHomeState = {
      ...busyUni,
      timeline: [{ yearOfStudy: 'Year 2', goal: 'Find an internship' }],
      savedJobs: [
        { ...busyUni.savedJobs[0]!, open: false },
        { ...busyUni.savedJobs[0]!, id: 'old', deadline: '2026-11-19' },
      ],
      cvSections: [{ id: 's2', sectionKey: 'awards', credentials: 2 }],
    };
    expect(universityStudentNextSteps(doneUni, NOW)).toEqual([]);
  });
});

describe('clientNextSteps', () => {
  const busyClient: ClientHomeState = {
    jobs: [
      { id: 'a', titleEn: 'Analyst', deadline: '2026-11-21', open: true },
      { id: 'b', titleEn: 'Far', deadline: '2027-01-21', open: true },
    ],
    newProgramStudents: 3,
  };
  it('lists jobs about to expire and the count of new students', () => {
    const steps = clientNextSteps(busyClient, NOW);
    expect(ids(steps)).toEqual(['jobExpiring:a', 'newProgramStudents:programmes']);
    expect(steps[1]?.params).toEqual({ count: 3 });
  });
  it('shows nothing when no job is near and nobody new joined', () => {
    expect(
      clientNextSteps({ jobs: [{ ...busyClient.jobs[0]!, open: false }], newProgramStudents: 0 }, NOW),
    ).toEqual([]);
  });
});

describe('parentNextSteps', () => {
  it('lists the consents waiting for the parent, until signed or started', () => {
    const steps = parentNextSteps(
      {
        childName: 'Hoi Ching',
        planConsentPending: true,
        events: [
          { id: 'e1', titleEn: 'Visit', titleZh: '參觀', startTime: at(2) },
          { id: 'e0', titleEn: 'Gone', titleZh: null, startTime: at(-1) },
        ],
      },
      NOW,
    );
    expect(ids(steps)).toEqual(['parentConsent:e1', 'parentConsent:achievejupas']);
    expect(parentNextSteps({ childName: 'x', planConsentPending: false, events: [] }, NOW)).toEqual([]);
  });
});

describe('cards', () => {
  it('counts the SLP’s five steps as saved', () => {
    const none = {
      hasStrength: false,
      professionCount: 0,
      selectedClaims: 0,
      elaboratedClaims: 0,
      hasDraft: false,
    };
    expect(slpStepsDone(none)).toEqual({ done: 0, total: 5 });
    expect(
      slpStepsDone({
        ...none,
        hasStrength: true,
        professionCount: 2,
        selectedClaims: 3,
        elaboratedClaims: 2,
      }),
    ).toEqual({ done: 3, total: 5 });
    expect(
      slpStepsDone({
        hasStrength: true,
        professionCount: 2,
        selectedClaims: 3,
        elaboratedClaims: 3,
        hasDraft: true,
      }),
    ).toEqual({ done: 5, total: 5 });
  });
  it('counts choices of 20', () => {
    expect(choicesCard(12)).toEqual({ done: 12, total: 20 });
  });
});
