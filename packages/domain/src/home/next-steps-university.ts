import { endOfHkDay, isWithinDays, JOB_CLOSING_DAYS, type NextStep, orderNextSteps } from './next-steps.ts';

export interface UniversityStudentHomeState {
  /** The student's year of study ('Year 1' … 'Others'); null when not given. */
  yearOfStudy: string | null;
  /** The career plan's timeline (jobEX), empty without a plan. */
  timeline: readonly { yearOfStudy: string; goal: string }[];
  /** Saved jobs still being tracked as 'saved' (not yet applied), with the last day to apply. */
  savedJobs: readonly {
    id: string;
    titleEn: string;
    employerName: string;
    /** 'YYYY-MM-DD', Hong Kong. */
    deadline: string | null;
    open: boolean;
  }[];
  /** CV sections the student added, with how many lines each has. */
  cvSections: readonly { id: string; sectionKey: string; credentials: number }[];
}

const JOBEX_HREF = '/jobex';

/** Issue 28, university student: this year's career goals, saved jobs closing, empty CV sections. */
export function universityStudentNextSteps(state: UniversityStudentHomeState, now: Date): NextStep[] {
  const steps: NextStep[] = [];
  if (state.yearOfStudy) {
    const goal = state.timeline.find((t) => t.yearOfStudy === state.yearOfStudy)?.goal.trim() ?? '';
    if (!goal) {
      steps.push({
        id: `careerGoals:${state.yearOfStudy}`,
        kind: 'careerGoals',
        dueAt: null,
        importance: 2,
        href: JOBEX_HREF,
        params: { yearOfStudy: state.yearOfStudy },
      });
    }
  }
  for (const job of state.savedJobs) {
    if (!job.open || !job.deadline) continue;
    const due = endOfHkDay(job.deadline);
    if (!isWithinDays(due, now, JOB_CLOSING_DAYS)) continue;
    steps.push({
      id: `savedJobClosing:${job.id}`,
      kind: 'savedJobClosing',
      dueAt: due.toISOString(),
      importance: 1,
      href: JOBEX_HREF,
      params: { titleEn: job.titleEn, titleZh: job.titleEn, employer: job.employerName },
    });
  }
  const empty = state.cvSections.filter((s) => s.credentials === 0);
  if (empty.length > 0) {
    steps.push({
      id: 'cvSectionEmpty:cv',
      kind: 'cvSectionEmpty',
      dueAt: null,
      importance: 3,
      href: JOBEX_HREF,
      params: { count: empty.length, sections: empty.map((s) => s.sectionKey).join(',') },
    });
  }
  return orderNextSteps(steps);
}

export interface ClientHomeState {
  /** The organisation's open jobs with their last day to apply. */
  jobs: readonly { id: string; titleEn: string; deadline: string | null; open: boolean }[];
  /** University students on the organisation's programmes who joined since the last visit (count only). */
  newProgramStudents: number;
}

/** Issue 28, university client: jobs about to expire; new students on their programmes (a count). */
export function clientNextSteps(state: ClientHomeState, now: Date): NextStep[] {
  const steps: NextStep[] = [];
  for (const job of state.jobs) {
    if (!job.open || !job.deadline) continue;
    const due = endOfHkDay(job.deadline);
    if (!isWithinDays(due, now, JOB_CLOSING_DAYS)) continue;
    steps.push({
      id: `jobExpiring:${job.id}`,
      kind: 'jobExpiring',
      dueAt: due.toISOString(),
      importance: 1,
      href: JOBEX_HREF,
      params: { titleEn: job.titleEn, titleZh: job.titleEn },
    });
  }
  if (state.newProgramStudents > 0) {
    steps.push({
      id: 'newProgramStudents:programmes',
      kind: 'newProgramStudents',
      dueAt: null,
      importance: 3,
      href: JOBEX_HREF,
      params: { count: state.newProgramStudents },
    });
  }
  return orderNextSteps(steps);
}
