import {
  DAY_MS,
  endOfHkToday,
  FIRST_VISIT_LOOKBACK_DAYS,
  type NextStep,
  orderNextSteps,
  toInstant,
} from './next-steps.ts';

type When = string | Date;

export interface TeacherHomeState {
  /** The school's students whose data no teacher has verified yet. */
  studentsWaiting: number;
  /**
   * Sessions run for the school, not started and within the near window, still tentative ('TBC' or
   * 'Proposed') and without the school's answer.
   */
  eventsAwaitingResponse: readonly { id: string; titleEn: string; titleZh: string | null; startTime: When }[];
  /** Near sessions with the school's students' applications no teacher has nominated or turned down. */
  nominationsPending: readonly {
    id: string;
    titleEn: string;
    titleZh: string | null;
    startTime: When;
    pending: number;
  }[];
  /** The school's students' JUPAS consultations set for today (Hong Kong). */
  consultationsToday: number;
  /** The school's students whose choices changed since the teacher's last visit (or the look-back). */
  plansChanged: number;
}

/** Issue 28, teacher / principal: verification, the school's answers and nominations, today, changes. */
export function teacherNextSteps(state: TeacherHomeState, now: Date): NextStep[] {
  const steps: NextStep[] = [];
  if (state.studentsWaiting > 0) {
    steps.push({
      id: 'studentsWaiting:school',
      kind: 'studentsWaiting',
      dueAt: null,
      importance: 1,
      href: '/mock-jupas?unverified=1',
      params: { count: state.studentsWaiting },
    });
  }
  for (const event of state.eventsAwaitingResponse) {
    const start = toInstant(event.startTime);
    if (!start || start.getTime() <= now.getTime()) continue;
    steps.push({
      id: `eventResponse:${event.id}`,
      kind: 'eventResponse',
      dueAt: start.toISOString(),
      importance: 2,
      href: `/events/${event.id}`,
      params: { titleEn: event.titleEn, titleZh: event.titleZh ?? event.titleEn },
    });
  }
  for (const event of state.nominationsPending) {
    const start = toInstant(event.startTime);
    // Spec 1 §5: nominations close when the session starts.
    if (!start || start.getTime() <= now.getTime() || event.pending <= 0) continue;
    steps.push({
      id: `nominationsDue:${event.id}`,
      kind: 'nominationsDue',
      dueAt: start.toISOString(),
      importance: 2,
      href: `/events/${event.id}`,
      params: { titleEn: event.titleEn, titleZh: event.titleZh ?? event.titleEn, count: event.pending },
    });
  }
  if (state.consultationsToday > 0) {
    steps.push({
      id: 'consultationsToday:school',
      kind: 'consultationsToday',
      dueAt: endOfHkToday(now).toISOString(),
      importance: 1,
      href: '/mock-jupas',
      params: { count: state.consultationsToday },
    });
  }
  if (state.plansChanged > 0) {
    steps.push({
      id: 'plansChanged:school',
      kind: 'plansChanged',
      dueAt: null,
      importance: 3,
      href: '/mock-jupas',
      params: { count: state.plansChanged },
    });
  }
  return orderNextSteps(steps);
}

/**
 * "Since the last visit": the seen_items time when there is one, else the look-back, so that a first visit
 * shows the week's changes rather than everything ever.
 */
export function sinceLastVisit(lastVisit: When | null | undefined, now: Date): Date {
  return toInstant(lastVisit) ?? new Date(now.getTime() - FIRST_VISIT_LOOKBACK_DAYS * DAY_MS);
}
