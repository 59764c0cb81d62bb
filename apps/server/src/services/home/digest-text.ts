import {
  DIGEST_STEPS_SHOWN,
  hkDaysBetween,
  hkParts,
  localParams,
  type NextStep,
  stepVariant,
} from '@waypoint/domain';
import { hasKey, type Lang, translate } from '../../i18n/translate.ts';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The digest's sentence of its kind (`digest.steps.<kind>.<variant>`): the home's choice, from the domain;
 * home-digest-text.test.ts holds the digest to a line for every variant.
 */
export function digestStepVariant(step: Pick<NextStep, 'kind' | 'params'>): string {
  return stepVariant(step);
}

/** "by 3 Dec" / "12月3日前", "today", "overdue": the by-when of a step, null without a date. */
export function digestDue(dueAt: string | null, now: Date, lang: Lang): string | null {
  if (!dueAt) return null;
  const due = new Date(dueAt);
  if (Number.isNaN(due.getTime())) return null;
  if (due.getTime() < now.getTime()) return translate(lang, 'digest.due.overdue');
  const days = hkDaysBetween(now, due);
  if (days <= 0) return translate(lang, 'digest.due.today');
  if (days === 1) return translate(lang, 'digest.due.tomorrow');
  const d = hkParts(due);
  const sameYear = d.year === hkParts(now).year;
  const date =
    lang === 'zh-HK'
      ? `${sameYear ? '' : `${d.year}年`}${d.month}月${d.day}日`
      : `${d.day} ${MONTHS_EN[d.month - 1]}${sameYear ? '' : ` ${d.year}`}`;
  return translate(lang, 'digest.due.on', { date });
}

/** One step as a short line: what, and by when. */
export function digestLine(step: NextStep, now: Date, lang: Lang): string {
  const base = `digest.steps.${step.kind}.${digestStepVariant(step)}`;
  const params = localParams(step.params, lang);
  const count = typeof params.count === 'number' ? params.count : Number(params.count);
  const key = hasKey(`${base}_one`) ? `${base}_${count === 1 ? 'one' : 'other'}` : base;
  const what = translate(lang, key, params);
  const due = digestDue(step.dueAt, now, lang);
  if (!due) return what;
  return lang === 'zh-HK' ? `${what}（${due}）` : `${what} (${due})`;
}

/**
 * The week's message: the first five steps (already in the home's order), how many more, the link to the
 * home and the one-tap stop link. Null when there is nothing to do: no message is sent then.
 */
export function digestText(o: {
  steps: readonly NextStep[];
  now: Date;
  lang: Lang;
  homeUrl: string;
  stopUrl: string;
}): string | null {
  if (o.steps.length === 0) return null;
  const shown = o.steps.slice(0, DIGEST_STEPS_SHOWN);
  const lines = [
    translate(o.lang, 'digest.message.header'),
    ...shown.map((step, i) => `${i + 1}. ${digestLine(step, o.now, o.lang)}`),
  ];
  const more = o.steps.length - shown.length;
  if (more > 0) lines.push(translate(o.lang, 'digest.message.more', { count: more }));
  lines.push(
    translate(o.lang, 'digest.message.home', { link: o.homeUrl }),
    translate(o.lang, 'digest.message.stop', { link: o.stopUrl }),
  );
  return lines.join('\n');
}
