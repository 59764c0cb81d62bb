import type { ZodError } from 'zod';
import { hasKey, type Lang, translate } from '../i18n/translate.ts';
import { fieldLabel } from './raw-input.ts';

type Issue = ZodError['issues'][number];

/**
 * The field a refusal names: the deepest key of the path that the screen has a word for, so an answer in
 * a list reads "answer" rather than the list's name; fields.* (server locale) holds one for every input
 * field of every procedure (test/field-labels.test.ts).
 */
export function issueField(path: readonly PropertyKey[]): string {
  const keys = path.filter((p): p is string => typeof p === 'string');
  // A nested `id` says less than what holds it: `targetEvent.id` is the event.
  const named = keys.findLast((k, i) => hasKey(`fields.${k}`) && !(k === 'id' && i > 0));
  return named ?? keys[0] ?? '';
}

function count(lang: Lang, n: number): string {
  return new Intl.NumberFormat(lang).format(n);
}

/**
 * The sentence for the first thing wrong with an input (issue 24 item 10): the field as the screen names
 * it, in the reader's language, and what it allows (a length, a range, a choice). A schema's own locale
 * key wins; it may use {{field}}, {{max}} and {{min}} too.
 */
export function issueMessage(lang: Lang, issue: Issue | undefined): string {
  if (!issue) return translate(lang, 'errors.badRequest');
  const name = issueField(issue.path);
  // The input as a whole is of the wrong shape: no screen sends that, so there is no field to name.
  if (!name && !hasKey(issue.message)) return translate(lang, 'errors.badRequest');
  const field = fieldLabel(lang, name);
  const limits = 'maximum' in issue ? Number(issue.maximum) : 'minimum' in issue ? Number(issue.minimum) : 0;
  const vars = { field, max: count(lang, limits), min: count(lang, limits) };
  if (hasKey(issue.message)) return translate(lang, issue.message, vars);
  return translate(lang, issueKey(issue), vars);
}

function issueKey(issue: Issue): string {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return 'errors.fieldTooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'errors.fieldTooMany';
      return 'errors.fieldTooBig';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'errors.required' : 'errors.fieldTooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'errors.fieldTooFew';
      return 'errors.fieldTooSmall';
    case 'invalid_type':
      // zod keeps no input in the issue: its own wording says whether anything came at all.
      if (/received undefined$/.test(issue.message)) return 'errors.required';
      if (issue.expected === 'string') return 'errors.fieldNotText';
      if (issue.expected === 'number' || issue.expected === 'int') return 'errors.fieldNotNumber';
      if (issue.expected === 'boolean') return 'errors.fieldNotYesNo';
      return 'errors.invalidInput';
    case 'invalid_value':
      return 'errors.fieldNotAChoice';
    case 'invalid_format':
      if (issue.format === 'email') return 'errors.invalidEmail';
      if (issue.format === 'url') return 'errors.fieldNotAWebAddress';
      if (issue.format === 'date' || issue.format === 'datetime') return 'errors.invalidDate';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'errors.fieldNotFound';
      return 'errors.fieldBadFormat';
    default:
      return 'errors.invalidInput';
  }
}
