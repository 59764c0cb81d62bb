import { hasKey, type Lang, translate } from '../i18n/translate.ts';

/** Deeper than any input of ours; JSON.stringify and zod recurse, so a deeper one could overflow the stack. */
export const MAX_INPUT_DEPTH = 32;

export type RawInputProblem = 'nulCharacter' | 'malformedText' | 'tooDeep';

/** A problem and the name of the field that holds it ('' for the input itself or an array's item). */
export interface RawInputFinding {
  problem: RawInputProblem;
  field: string;
}

/**
 * A UTF-16 surrogate with no partner: not a character at all. JSON may spell one (`"\ud800x"`); PostgreSQL
 * then refuses it in jsonb, and text would be stored as U+FFFD, so it is refused like NUL (issue 22 item 11).
 */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(value: string): RawInputProblem | null {
  if (value.includes('\u0000')) return 'nulCharacter';
  if (LONE_SURROGATE.test(value)) return 'malformedText';
  return null;
}

/**
 * Looks through a request's raw input, before any schema: PostgreSQL refuses the NUL character and lone
 * surrogates in jsonb and NUL in text (the driver errors were 500s), and every string or key that reaches
 * the database passes here, so one check covers every procedure and the plain /ai/* routes, today's and future ones
 * (issue 9 item 3, issue 22 item 11). Iterative, so that the check itself cannot overflow on a deeply
 * nested input.
 */
export function findRawInputProblem(input: unknown): RawInputFinding | null {
  const stack: { value: unknown; depth: number; field: string }[] = [{ value: input, depth: 0, field: '' }];
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { problem, field };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { problem: 'tooDeep', field };
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1, field });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return { problem, field };
      stack.push({ value: item, depth: depth + 1, field: key });
    }
  }
  return null;
}

export function rawInputProblem(input: unknown): RawInputProblem | null {
  return findRawInputProblem(input)?.problem ?? null;
}

const INPUT_PROBLEM_KEYS: Record<RawInputProblem, string> = {
  nulCharacter: 'errors.nulCharacter',
  malformedText: 'errors.malformedText',
  tooDeep: 'errors.inputTooDeep',
};

/** The locale key of the sentence that names a raw input problem (tRPC and the plain /ai/* routes). */
export function inputProblemKey(problem: RawInputProblem): string {
  return INPUT_PROBLEM_KEYS[problem];
}

/**
 * The sentence for a finding, as a locale key and its values, naming the field when one is known: a broken
 * character is invisible on screen, so the person needs to know where to type again.
 */
export function inputProblemSentence(
  lang: Lang,
  finding: RawInputFinding,
): { key: string; vars: Record<string, string> } {
  if (finding.problem === 'malformedText' && finding.field)
    return { key: 'errors.malformedTextIn', vars: { field: fieldLabel(lang, finding.field) } };
  return { key: INPUT_PROBLEM_KEYS[finding.problem], vars: {} };
}

/** The same sentence, translated, for the plain routes that answer outside tRPC. */
export function inputProblemMessage(lang: Lang, finding: RawInputFinding): string {
  const { key, vars } = inputProblemSentence(lang, finding);
  return translate(lang, key, vars);
}

/** A field's name as people read it ('fields.goal' → "goal" / 「目標」), or the name itself when unlisted. */
export function fieldLabel(lang: Lang, field: string): string {
  return hasKey(`fields.${field}`) ? translate(lang, `fields.${field}`) : field;
}
