import { hkParts } from '../time.ts';

/** Spec 1 §4.2 immediate actions of a teacher response option. */
export const ACTION_ENABLE_NEXT_STEP = 'enable next step';
export const ACTION_OPEN_MOCK_JUPAS = 'open mock jupas';
export const ACTION_ASSIGN_TEACHERS = 'assign teachers';
export const ACTION_NOMINATE_STUDENTS = 'nominate students';
/** Spec 1 §4.2: an option with this target role assigns the response to the teacher who gives it. */
export const TARGET_ROLE_NOT_INVOLVED = 'Not involved';

/** Seeded option ids the code acts on (packages/db/src/seed/teacher-options.ts). */
export const TEACHER_OPTION = {
  register: 'tr-register',
  nominateStudents: 'tr-nominate-students',
  proposeDates: 'tr-propose-dates',
  notInvolved: 'tr-not-involved',
  playedVideo: 'tr-played-video',
  publishedOtherMeans: 'tr-published-other-means',
  bookTime: 'tr-book-time',
  findingTime: 'tr-finding-time',
  skip: 'tr-skip',
} as const;

/** The per-class status choices of a work event (spec 1 §2.3, §4.2): the internal options. */
export const CLASS_STATUS_OPTION_IDS = [
  TEACHER_OPTION.playedVideo,
  TEACHER_OPTION.publishedOtherMeans,
  TEACHER_OPTION.bookTime,
  TEACHER_OPTION.findingTime,
  TEACHER_OPTION.skip,
] as const;

/**
 * Publicity reports a teacher may give on a service's page (decision 006): internal options that are
 * otherwise class statuses only.
 */
export const PUBLICITY_OPTION_IDS = [TEACHER_OPTION.playedVideo, TEACHER_OPTION.publishedOtherMeans] as const;

/** The 'nominate students by' date question, prefilled from the nomination deadline. */
export const NOMINATE_BY_QUESTION_ID = 'tr-q-nominate-by';

export const TEACHER_RESPONSE_TYPES = ['service', 'event', 'survey', 'action'] as const;
export type TeacherResponseType = (typeof TEACHER_RESPONSE_TYPES)[number];

/** Spec 1 §9: default date for responses is 7 days ahead. */
export const DEFAULT_RESPONSE_DAYS_AHEAD = 7;
/** Spec 1 §5: proposed times 9:00 to 17:00 in 15-minute steps. */
export const PROPOSE_HOUR_FIRST = 9;
export const PROPOSE_HOUR_LAST = 17;
export const PROPOSE_MINUTES = [0, 15, 30, 45] as const;
/** Spec 1 §9: 'My previous responses' shows 10. */
export const PREVIOUS_RESPONSES_SHOWN = 10;

export interface ResponseOptionLike {
  id: string;
  immediateAction: string | null;
  targetRole: string | null;
  excludingServiceIds: readonly string[];
  showIfExistSessions: boolean;
  isProposeDate: boolean;
  isInternal: boolean;
}

export interface PrefillCandidate {
  sessionId: string | null;
  serviceId: string | null;
  intakeYear: number | null;
  preferredSessionDates: readonly Date[] | null;
  updatedAt: Date;
}

export type PrefillTarget =
  | { kind: 'event'; sessionId: string }
  | { kind: 'service'; serviceId: string; intakeYear: number };

/**
 * Spec 1 §4.2: the earlier response to prefill. For an event the one for the same session; otherwise
 * the same service and intake year, unless its preferred date has passed (decision 006: a response
 * without preferred dates never expires; with dates it lapses once the last one is past). The latest wins.
 */
export function findPrefillResponse<T extends PrefillCandidate>(
  responses: readonly T[],
  target: PrefillTarget,
  now: Date,
): T | null {
  const matches = responses.filter((r) => {
    if (target.kind === 'event') return r.sessionId === target.sessionId;
    if (r.sessionId !== null || r.serviceId !== target.serviceId || r.intakeYear !== target.intakeYear)
      return false;
    const dates = r.preferredSessionDates ?? [];
    return dates.length === 0 || dates.some((d) => d.getTime() >= now.getTime());
  });
  if (matches.length === 0) return null;
  return matches.reduce((a, b) => (b.updatedAt.getTime() > a.updatedAt.getTime() ? b : a));
}

/**
 * Decision 006: on a service page the school's answer (type 'service') is one row per service and intake
 * year, while each publicity report (type 'action') keeps its own row, so reporting a video does not
 * overwrite the registration. Two responses with the same slot replace each other.
 */
export function serviceAnswerSlot(r: { type: string; optionId: string | null }): string {
  return r.type === 'action' ? `action:${r.optionId ?? ''}` : 'service';
}

/** Spec 1 §4.2: the option whose action is 'enable next step' is chosen before the teacher does anything. */
export function autoSelectedOption<T extends Pick<ResponseOptionLike, 'immediateAction'>>(
  options: readonly T[],
): T | null {
  return options.find((o) => o.immediateAction === ACTION_ENABLE_NEXT_STEP) ?? null;
}

export interface SubmitButtonState {
  targetClass?: string | null | undefined;
  forceShowSubmitButton?: boolean | undefined;
  hideSubmitButton?: boolean | undefined;
  chosenOption: Pick<ResponseOptionLike, 'immediateAction'> | null;
}

/**
 * Spec 1 §4.2, in the spec's order: a target class or the forced flag shows it; otherwise
 * hideSubmitButton hides it; otherwise it shows once a chosen option is not 'enable next step'.
 */
export function showsSubmitButton(s: SubmitButtonState): boolean {
  if (s.targetClass || s.forceShowSubmitButton) return true;
  if (s.hideSubmitButton) return false;
  return s.chosenOption !== null && s.chosenOption.immediateAction !== ACTION_ENABLE_NEXT_STEP;
}

/** Spec 1 §4.2: 'Not involved' options assign the response to the person answering. */
export function assignedToFor(option: Pick<ResponseOptionLike, 'targetRole'>, userId: string): string | null {
  return option.targetRole === TARGET_ROLE_NOT_INVOLVED ? userId : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight (00:00 Hong Kong time) of the HK day `days` after `now`'s. */
export function hkStartOfDay(now: Date, days = 0): Date {
  const { year, month, day } = hkParts(now);
  return new Date(Date.UTC(year, month - 1, day + days) - HK_OFFSET_MS);
}

/**
 * Spec 1 §4.2 / §9: a 'nominate students by' date starts at the service's nomination deadline while it
 * is still ahead; every other date question starts 7 days from now.
 */
export function defaultResponseDate(o: {
  isNominateByQuestion: boolean;
  nominationDeadline: Date | null;
  now: Date;
}): Date {
  if (o.isNominateByQuestion && o.nominationDeadline && o.nominationDeadline.getTime() > o.now.getTime())
    return o.nominationDeadline;
  return new Date(o.now.getTime() + DEFAULT_RESPONSE_DAYS_AHEAD * DAY_MS);
}

/** Spec 1 §5: a date answer may be today or later (HK). */
export function earliestResponseDate(now: Date): Date {
  return hkStartOfDay(now);
}

/** Spec 1 §5: a proposed date-time is tomorrow or later (HK), 9:00–17:00, on a quarter hour. */
export function earliestProposedDateTime(now: Date): Date {
  return new Date(hkStartOfDay(now, 1).getTime() + PROPOSE_HOUR_FIRST * 60 * 60 * 1000);
}

export function isAllowedProposedDateTime(value: Date, now: Date): boolean {
  if (Number.isNaN(value.getTime())) return false;
  if (value.getTime() < hkStartOfDay(now, 1).getTime()) return false;
  const { hour, minute } = hkParts(value);
  if (value.getUTCSeconds() !== 0 || value.getUTCMilliseconds() !== 0) return false;
  if (!(PROPOSE_MINUTES as readonly number[]).includes(minute)) return false;
  if (hour < PROPOSE_HOUR_FIRST || hour > PROPOSE_HOUR_LAST) return false;
  // 17:00 is the last start; 17:15 and later are outside the window.
  return hour < PROPOSE_HOUR_LAST || minute === 0;
}

export function isAllowedResponseDate(value: Date, now: Date): boolean {
  return !Number.isNaN(value.getTime()) && value.getTime() >= hkStartOfDay(now).getTime();
}

export interface OptionViewContext {
  serviceId: string | null;
  isAllowProposeDates: boolean;
  /** A university client sees only propose-a-date options. */
  isClientView: boolean;
  isAdmin: boolean;
  hasSessions: boolean;
  /** Answering for the service itself (its page), not a session: publicity reports are offered. */
  isServicePage?: boolean | undefined;
}

/** Spec 1 §5, §6: which options a viewer is offered for this service (then 8 at a time, questions.ts). */
export function isResponseOptionVisible(option: ResponseOptionLike, c: OptionViewContext): boolean {
  if (c.serviceId !== null && option.excludingServiceIds.includes(c.serviceId)) return false;
  if (option.isProposeDate && !c.isAllowProposeDates) return false;
  if (c.isClientView && !option.isProposeDate) return false;
  // Internal options (played video, book time, skip…) are for admins (spec 1 §6).
  if (
    option.isInternal &&
    !c.isAdmin &&
    !(c.isServicePage && (PUBLICITY_OPTION_IDS as readonly string[]).includes(option.id))
  )
    return false;
  if (option.showIfExistSessions && !c.hasSessions) return false;
  return true;
}

export function visibleResponseOptions<T extends ResponseOptionLike>(
  options: readonly T[],
  c: OptionViewContext,
): T[] {
  return options.filter((o) => isResponseOptionVisible(o, c));
}

/** Why the response form has nothing to offer its viewer (issue 24 item 1); web locale keys form.blocked.<reason>. */
export type ResponseFormBlock = 'otherOrganisation' | 'noProposeDates' | 'nothingToAnswer';

/**
 * A form is never opened empty: a university client answers only for its own organisation's services
 * (decision 006), and only with propose-a-date options, which the service must allow (spec 1 §5). When
 * no option is left the viewer is told why instead of being shown a bare title.
 */
export function responseFormBlock(o: {
  offered: number;
  isClientView: boolean;
  /** The service belongs to the client's own organisation (or there is no service). */
  ownService: boolean;
  isAllowProposeDates: boolean;
}): ResponseFormBlock | null {
  if (o.isClientView && !o.ownService) return 'otherOrganisation';
  if (o.offered > 0) return null;
  if (o.isClientView && !o.isAllowProposeDates) return 'noProposeDates';
  return 'nothingToAnswer';
}
