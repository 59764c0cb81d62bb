import { formFromDseYear, SCHOOL_FORMS } from '../intake.ts';
import type { Lang } from '../lang.ts';
import { NO_APPLY_GROUPS, TEACHER_EVENT_GROUP } from './response.ts';
import { isPastEvent } from './timing.ts';

export interface ApplyViewer {
  isAdmin: boolean;
  isStudent: boolean;
  isTeacher: boolean;
  yearDSE: number | null;
}

export interface ApplyEvent {
  group: string;
  startTime: Date;
  endTime: Date;
  /** The event's own forms; empty falls back to the service's targetForms; both empty = every form. */
  studentForms: readonly string[];
  serviceTargetForms: readonly string[];
}

/**
 * Why a viewer may not apply, or null when they may. `hidden` reasons hide the button; the others are
 * shown as the spec's messages (server locale keys events.errors.<reason>).
 */
export type ApplyBlock =
  | 'noApplyGroup'
  | 'alreadyAttendedAnchor'
  | 'ended'
  | 'onlyStudents'
  | 'studentsOnlyFunction'
  | 'teachersOnly'
  | 'wrongForm';

export function applyTargetForms(
  event: Pick<ApplyEvent, 'studentForms' | 'serviceTargetForms'>,
): readonly string[] {
  return event.studentForms.length > 0 ? event.studentForms : event.serviceTargetForms;
}

export function applyBlock(
  viewer: ApplyViewer,
  event: ApplyEvent,
  opts: {
    attendedSameAnchorAndClient: boolean;
    /** An admin applying for a student: exempt from the form rule, as admins themselves are. */
    actorIsAdmin?: boolean;
  },
  now: Date,
): ApplyBlock | null {
  if ((NO_APPLY_GROUPS as readonly string[]).includes(event.group)) return 'noApplyGroup';
  if (opts.attendedSameAnchorAndClient) return 'alreadyAttendedAnchor';
  if (isPastEvent(event, false, now)) return 'ended';
  if (event.group === TEACHER_EVENT_GROUP) {
    if (viewer.isAdmin || viewer.isTeacher) return null;
    return 'teachersOnly';
  }
  if (viewer.isAdmin) return null;
  if (viewer.isTeacher) return 'studentsOnlyFunction';
  if (!viewer.isStudent) return 'onlyStudents';
  const forms = applyTargetForms(event);
  if (opts.actorIsAdmin) return null;
  if (forms.length > 0 && !forms.includes(formFromDseYear(viewer.yearDSE, now))) return 'wrongForm';
  return null;
}

/** Blocks that hide the apply button rather than explain themselves. */
export function isApplyHidden(block: ApplyBlock | null): boolean {
  return block === 'noApplyGroup' || block === 'alreadyAttendedAnchor';
}

const FORM_NAMES_ZH: Record<string, string> = {
  'F.1': '中一',
  'F.2': '中二',
  'F.3': '中三',
  'F.4': '中四',
  'F.5': '中五',
  'F.6': '中六',
};

/**
 * Who a student session is for, to tell a refused non-student why, in the reader's language: 'F.4–F.6' /
 * '中四至中六' for a run of forms, 'F.4, F.6' / '中四、中六' otherwise, null when every form may apply.
 */
export function formsLabel(forms: readonly string[], lang: Lang = 'en'): string | null {
  const known = SCHOOL_FORMS.filter((f) => forms.includes(f));
  if (known.length === 0) return null;
  const first = SCHOOL_FORMS.indexOf(known[0]!);
  const contiguous = known.every((f, i) => SCHOOL_FORMS[first + i] === f);
  const names = lang === 'zh-HK' ? known.map((f) => FORM_NAMES_ZH[f] ?? f) : known;
  if (known.length > 2 && contiguous) {
    return lang === 'zh-HK'
      ? `${names[0]}至${names[names.length - 1]}`
      : `${names[0]}–${names[names.length - 1]}`;
  }
  return names.join(lang === 'zh-HK' ? '、' : ', ');
}
