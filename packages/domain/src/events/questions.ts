/** Spec 1 §3 form question types. */
export const FORM_QUESTION_TYPES = [
  'linear-scale',
  'multiple-choice',
  'single-select',
  'multi-select',
  'multiple-answer',
  'number',
  'datetime',
  'date',
  'time',
  'paragraph',
  'text',
] as const;
export type FormQuestionType = (typeof FORM_QUESTION_TYPES)[number];

/** Multiple-choice shows the first 8 options, then 'More options...'. */
export const OPTIONS_SHOWN_FIRST = 8;

export function visibleOptions<T>(
  options: readonly T[],
  expanded: boolean,
): { shown: T[]; hasMore: boolean } {
  if (expanded || options.length <= OPTIONS_SHOWN_FIRST) return { shown: [...options], hasMore: false };
  return { shown: options.slice(0, OPTIONS_SHOWN_FIRST), hasMore: true };
}

/** Answers of several values (multi-select, multiple-answer) are stored as one string joined by this. */
export const ANSWER_SEPARATOR = ' , ';

export function splitAnswer(answer: string): string[] {
  return answer === '' ? [] : answer.split(ANSWER_SEPARATOR);
}

export function joinAnswer(values: readonly string[]): string {
  return values.join(ANSWER_SEPARATOR);
}

/** Whether an answer is a well-formed value for its question type (blank is checked separately). */
export function isAnswerWellFormed(
  question: { type: string; options: readonly { value: string }[] },
  answer: string,
): boolean {
  if (answer === '') return true;
  const values = new Set(question.options.map((o) => o.value));
  switch (question.type) {
    case 'number':
      return Number.isFinite(Number(answer));
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(answer);
    case 'time':
      return /^\d{2}:\d{2}$/.test(answer);
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(answer);
    case 'linear-scale':
      return /^\d+$/.test(answer) && (values.size === 0 || values.has(answer));
    case 'single-select':
    case 'multiple-choice':
      return values.size === 0 || values.has(answer);
    case 'multi-select':
    case 'multiple-answer':
      return values.size === 0 || splitAnswer(answer).every((v) => values.has(v));
    default:
      return answer.length <= 5000;
  }
}
