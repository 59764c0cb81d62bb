import { deadlineChecklist } from '../admission/deadlines.ts';
import { canConfirm, isApplied } from '../events/response.ts';
import { hasEnded, rollCallBlock } from '../events/timing.ts';
import { slpAccess } from '../slp/access.ts';
import {
  isWithinDays,
  NEAR_DAYS,
  type NextStep,
  OVERDUE_SHOWN_DAYS,
  orderNextSteps,
  SLP_CLOSING_DAYS,
  toInstant,
} from './next-steps.ts';

type When = string | Date;

export interface StudentEventState {
  id: string;
  titleEn: string;
  titleZh: string | null;
  startTime: When;
  endTime: When;
  /** The person's response ('Yes', 'Confirmed', …). */
  response: string;
  confirmed: boolean;
  attended: boolean;
  waitlisted: boolean;
  needParentConsent: boolean;
  /** A parent's consent is recorded on the response. */
  consentSigned: boolean;
  /** Roll-call needs the code the organiser gives out; an event without one takes no roll-call. */
  hasRollCallCode: boolean;
}

export interface StudentHomeState {
  /** Spec 2 §5 canSeeDeadlines: the student has not sat the DSE yet, so JUPAS planning is theirs to do. */
  planning: boolean;
  /** Ranked choices (1–20). */
  choiceCount: number;
  /** Subjects with a grade of the student's own (overallTarget). */
  gradeCount: number;
  hasActivityResponse: boolean;
  hasParentConsent: boolean;
  /** The school asks for a parent's consent to the plan (achievejupasNeedParentConsent). */
  needParentConsent: boolean;
  deadlines: { deadline1: When | null; deadline2: When | null; applyActivities: When | null };
  /** Events the student answered that have not ended long ago. */
  events: readonly StudentEventState[];
  /** Attended events, for the SLP access window. */
  attended: readonly { anchorEventId: string | null; startTime: When }[];
  /** Teachers' comments on the student not yet seen (seen_items). */
  unseenComments: readonly { id: string | number; createdAt: When; fromName: string | null }[];
  /** Tags put on the student not yet seen. */
  unseenTags: readonly { tagId: string | number; nameEn: string; nameZh: string | null }[];
  hasInterestProfile: boolean;
}

const iso = (d: Date) => d.toISOString();

/** Issue 28, secondary student: deadlines, choices, grades, events, SLP window, teachers' notes, interests. */
export function studentNextSteps(state: StudentHomeState, now: Date): NextStep[] {
  const steps: NextStep[] = [];

  if (state.planning) {
    const checklist = deadlineChecklist({
      choiceCount: state.choiceCount,
      hasActivityResponse: state.hasActivityResponse,
      hasParentConsent: state.hasParentConsent,
      needParentConsent: state.needParentConsent,
      dates: state.deadlines,
      now,
    });
    const coveredByDeadline = new Set<string>();
    for (const item of checklist) {
      if (item.met) continue;
      if (item.key === 'parentConsent') {
        steps.push({
          id: 'consentUnsigned:achievejupas',
          kind: 'consentUnsigned',
          dueAt: null,
          importance: 1,
          href: '/ab3',
          params: { target: 'achievejupas_parent_consent' },
        });
        continue;
      }
      if (!item.dueAt || !isWithinDays(item.dueAt, now, NEAR_DAYS, OVERDUE_SHOWN_DAYS)) continue;
      coveredByDeadline.add(item.key);
      steps.push({
        id: `jupasDeadline:${item.key}`,
        kind: 'jupasDeadline',
        dueAt: iso(item.dueAt),
        importance: 1,
        href: item.key === 'applyActivity' ? '/events' : '/ab3',
        params: { deadline: item.key, choices: state.choiceCount, overdue: item.overdue ? 1 : 0 },
      });
    }
    // A near deadline about choices already says it; otherwise the list of 20 is still a step.
    if (
      state.choiceCount < 20 &&
      !coveredByDeadline.has('threeChoices') &&
      !coveredByDeadline.has('twentyChoices')
    ) {
      steps.push({
        id: 'choicesMissing:plan',
        kind: 'choicesMissing',
        dueAt: null,
        importance: 2,
        href: '/ab3',
        params: { count: state.choiceCount, total: 20 },
      });
    }
    if (state.gradeCount === 0) {
      steps.push({
        id: 'gradesMissing:plan',
        kind: 'gradesMissing',
        dueAt: null,
        importance: 2,
        href: '/ab3',
        params: {},
      });
    }
  }

  for (const event of state.events) {
    const start = toInstant(event.startTime);
    const end = toInstant(event.endTime);
    if (!start || !end) continue;
    const times = { startTime: start, endTime: end };
    const title = { titleEn: event.titleEn, titleZh: event.titleZh ?? event.titleEn };
    const href = `/events/${event.id}`;
    const applied = isApplied(event.response);
    if (!hasEnded(times, now)) {
      // A consent-needing event is confirmed by the parent's signature (spec 1 §4.1), so it asks for that.
      if (event.needParentConsent && applied && !event.consentSigned && !event.attended) {
        steps.push({
          id: `consentUnsigned:${event.id}`,
          kind: 'consentUnsigned',
          dueAt: iso(start),
          importance: 1,
          href,
          params: title,
        });
      } else if (
        canConfirm({
          response: event.response,
          confirmed: event.confirmed,
          attended: event.attended,
          waitlisted: event.waitlisted,
        })
      ) {
        steps.push({
          id: `eventConfirm:${event.id}`,
          kind: 'eventConfirm',
          dueAt: iso(start),
          importance: 1,
          href,
          params: title,
        });
      }
    }
    if (
      event.hasRollCallCode &&
      rollCallBlock(times, { isAdmin: false, applied, attended: event.attended }, now) === null
    ) {
      steps.push({
        id: `rollCallOpen:${event.id}`,
        kind: 'rollCallOpen',
        dueAt: iso(end),
        importance: 1,
        href,
        params: title,
      });
    }
  }

  const slp = slpAccess({
    isAdmin: false,
    attended: state.attended.flatMap((a) => {
      const startTime = toInstant(a.startTime);
      return startTime ? [{ anchorEventId: a.anchorEventId, startTime }] : [];
    }),
    now,
  });
  if (slp.canEdit && slp.closesAt && isWithinDays(slp.closesAt, now, SLP_CLOSING_DAYS)) {
    steps.push({
      id: 'slpClosing:slp',
      kind: 'slpClosing',
      dueAt: iso(slp.closesAt),
      importance: 1,
      href: '/slp',
      params: {},
    });
  }

  for (const comment of state.unseenComments) {
    steps.push({
      id: `teacherComment:${comment.id}`,
      kind: 'teacherComment',
      dueAt: null,
      importance: 2,
      href: '/ab3',
      params: { from: comment.fromName ?? '' },
    });
  }
  for (const tag of state.unseenTags) {
    steps.push({
      id: `teacherTag:${tag.tagId}`,
      kind: 'teacherTag',
      dueAt: null,
      importance: 2,
      href: '/ab3',
      params: { titleEn: tag.nameEn, titleZh: tag.nameZh ?? tag.nameEn },
    });
  }

  if (!state.hasInterestProfile) {
    steps.push({
      id: 'interestProfile:me',
      kind: 'interestProfile',
      dueAt: null,
      importance: 3,
      href: '/professions',
      params: {},
    });
  }

  return orderNextSteps(steps);
}
