import type { Lang } from '../lang.ts';
import { hkDateString } from '../time.ts';
import type { NextStep, NextStepKind } from './next-steps.ts';

// How a next step is put into words, for the home page and the weekly digest alike (issue 28): which
// sentence of its kind, the names in the reader's language, and how many Hong Kong days away it is due.

/**
 * The sentences a kind may be worded with, under `nextSteps.kinds.<kind>.<variant>` (`what` and `why`
 * each): one for most kinds; a JUPAS deadline says which deadline, a consent whose it is.
 */
export const STEP_TEXT_VARIANTS: Record<NextStepKind, readonly string[]> = {
  jupasDeadline: ['threeChoices', 'twentyChoices', 'applyActivity', 'parentConsent'],
  choicesMissing: ['plain'],
  gradesMissing: ['plain'],
  eventConfirm: ['plain'],
  consentUnsigned: ['event', 'plan'],
  rollCallOpen: ['plain'],
  slpClosing: ['plain'],
  teacherComment: ['named', 'unnamed'],
  teacherTag: ['plain'],
  interestProfile: ['plain'],
  studentsWaiting: ['plain'],
  eventResponse: ['plain'],
  nominationsDue: ['plain'],
  consultationsToday: ['plain'],
  plansChanged: ['plain'],
  careerGoals: ['year', 'plain'],
  savedJobClosing: ['plain'],
  cvSectionEmpty: ['plain'],
  jobExpiring: ['plain'],
  newProgramStudents: ['plain'],
  parentConsent: ['event', 'plan'],
};

/** Which of its kind's sentences a step is worded with (a variant of STEP_TEXT_VARIANTS). */
export function stepVariant(step: Pick<NextStep, 'kind' | 'params'>): string {
  const p = step.params;
  switch (step.kind) {
    case 'jupasDeadline': {
      const deadline = String(p.deadline ?? '');
      return STEP_TEXT_VARIANTS.jupasDeadline.includes(deadline) ? deadline : 'threeChoices';
    }
    case 'consentUnsigned':
    case 'parentConsent':
      return p.titleEn || p.titleZh ? 'event' : 'plan';
    case 'teacherComment':
      return p.from ? 'named' : 'unnamed';
    case 'careerGoals':
      return p.yearOfStudy ? 'year' : 'plain';
    default:
      return 'plain';
  }
}

/**
 * A step's parameters in the reader's language: a value kept in both (`titleEn` / `titleZh`) is offered as
 * the plain name (`title`), the Chinese one for zh-HK readers when it was entered.
 */
export function localParams(params: NextStep['params'], lang: Lang): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  for (const key of Object.keys(params)) {
    if (!key.endsWith('En')) continue;
    const base = key.slice(0, -2);
    const zh = params[`${base}Zh`];
    out[base] = lang === 'zh-HK' && zh !== undefined && zh !== '' ? zh : params[key]!;
  }
  return out;
}

/** Whole Hong Kong calendar days from `now` to `due` (0 the same HK day, negative once past). */
export function hkDaysBetween(now: Date, due: Date): number {
  const day = (d: Date) => Date.parse(`${hkDateString(d)}T00:00:00Z`);
  return Math.round((day(due) - day(now)) / 86_400_000);
}
