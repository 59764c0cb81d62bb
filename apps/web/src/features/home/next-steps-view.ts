import { HOME_STEPS_SHOWN, hkDaysBetween, hkParts, type Lang } from '@waypoint/domain';

// The wording rules are the domain's, shared with the weekly digest.
export { hkDaysBetween, localParams, STEP_TEXT_VARIANTS, stepVariant } from '@waypoint/domain';

/** The steps drawn: the server's order kept, the first five unless the reader asked for all in place. */
export function visibleSteps<T>(steps: readonly T[], showAll: boolean): readonly T[] {
  return showAll ? steps : steps.slice(0, HOME_STEPS_SHOWN);
}

/** When a date is near enough to say it in days: within a week it reads "tomorrow", "in 3 days". */
const RELATIVE_DAYS = 6;

export type DueLabel =
  | { key: 'overdue' }
  | { key: 'today' }
  | { key: 'tomorrow' }
  | { key: 'inDays'; count: number }
  | { key: 'on'; date: string };

/** '3 Dec' or '12月3日': the HK calendar date, with the year only when it is not this year's. */
export function formatHkDay(due: Date, now: Date, lang: Lang): string {
  const d = hkParts(due);
  const sameYear = d.year === hkParts(now).year;
  if (lang === 'zh-HK') return `${sameYear ? '' : `${d.year}年`}${d.month}月${d.day}日`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    d.month - 1
  ];
  return `${d.day} ${month}${sameYear ? '' : ` ${d.year}`}`;
}

/**
 * By when, in Hong Kong days: a past instant is overdue, today and tomorrow are named, the next days are
 * counted, a date further off is written out. Null when the step has no date or the date cannot be read.
 */
export function dueLabel(dueAt: string | null, now: Date, lang: Lang): DueLabel | null {
  if (!dueAt) return null;
  const due = new Date(dueAt);
  if (Number.isNaN(due.getTime())) return null;
  if (due.getTime() < now.getTime()) return { key: 'overdue' };
  const days = hkDaysBetween(now, due);
  if (days <= 0) return { key: 'today' };
  if (days === 1) return { key: 'tomorrow' };
  if (days <= RELATIVE_DAYS) return { key: 'inDays', count: days };
  return { key: 'on', date: formatHkDay(due, now, lang) };
}
