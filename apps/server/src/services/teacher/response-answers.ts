import { type DbOrTx, schema } from '@waypoint/db';
import {
  hkInstant,
  isAllowedProposedDateTime,
  isAllowedResponseDate,
  isAnswerWellFormed,
  splitAnswer,
} from '@waypoint/domain';
import { eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { ResponseOptionRow } from './response-target.ts';
import { TEACHER_QUESTION_PREFIX, type UpsertTeacherResponseInput } from './teacher-response-types.ts';

const { formQuestions } = schema;

const MAX_PROPOSED_DATES = 5;

export interface CheckedAnswers {
  answers: { questionId: string; questionTitle: string; answer: string; optionId: string }[];
  /** Answers that also fill a column of the response (question.relatedTeacherResponseField). */
  fields: {
    preferredSessionDates: Date[] | null;
    preferredSessionTime: string | null;
    estNumOfStudents: number | null;
  };
}

/** Date-time answers are Hong Kong wall-clock time ('YYYY-MM-DDTHH:MM', QuestionField) unless they carry an offset. */
function hkDateTime(value: string): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/i.test(value)) return new Date(value);
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return m ? hkInstant(m[1]!, `${m[2]}${m[3] ?? ''}`) : new Date(Number.NaN);
}

/**
 * Spec 1 §5 on the server: every answer belongs to a question of the chosen option, is well formed,
 * proposes allowed dates (tomorrow or later, 9:00–17:00 on a quarter hour, at most 5) and no past date,
 * and every required question of the option is answered.
 */
export async function checkResponseAnswers(
  tx: DbOrTx,
  o: { option: ResponseOptionRow; questionAnswers: UpsertTeacherResponseInput['questionAnswers']; now: Date },
): Promise<CheckedAnswers> {
  const { option, now } = o;
  const questionIds = [...new Set(o.questionAnswers.map((a) => a.questionId))];
  if (questionIds.length !== o.questionAnswers.length)
    fail('BAD_REQUEST', 'teacherEvents.errors.duplicateAnswer');
  const questions = questionIds.length
    ? await tx.select().from(formQuestions).where(inArray(formQuestions.id, questionIds))
    : [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const fields: CheckedAnswers['fields'] = {
    preferredSessionDates: null,
    preferredSessionTime: null,
    estNumOfStudents: null,
  };
  const answers = o.questionAnswers.map((a) => {
    const q = byId.get(a.questionId);
    if (!q) fail('BAD_REQUEST', 'teacherEvents.errors.questionNotFound');
    if (q.showInOptionIds.length > 0 && !q.showInOptionIds.includes(option.id))
      fail('BAD_REQUEST', 'teacherEvents.errors.questionNotFound');
    const answer = a.answer.trim();
    const values = q.type === 'datetime' ? splitAnswer(answer) : [answer];
    if (!values.every((v) => isAnswerWellFormed(q, v)))
      fail('BAD_REQUEST', 'teacherEvents.errors.invalidAnswer', { vars: { question: q.title } });
    if (q.type === 'datetime') {
      const dates = values.map(hkDateTime);
      if (dates.length > MAX_PROPOSED_DATES) fail('BAD_REQUEST', 'teacherEvents.errors.tooManyDates');
      if (!dates.every((d) => isAllowedProposedDateTime(d, now)))
        fail('BAD_REQUEST', 'teacherEvents.errors.proposedDateOutOfRange');
      if (q.relatedTeacherResponseField === 'preferredSessionDates') fields.preferredSessionDates = dates;
    }
    if (q.type === 'date' && answer && !isAllowedResponseDate(hkInstant(answer, '23:59:59'), now))
      fail('BAD_REQUEST', 'teacherEvents.errors.dateInPast');
    if (q.relatedTeacherResponseField === 'estNumOfStudents' && answer) {
      const n = Number(answer);
      if (!Number.isInteger(n) || n < 0 || n > 100_000)
        fail('BAD_REQUEST', 'teacherEvents.errors.invalidAnswer', { vars: { question: q.title } });
      fields.estNumOfStudents = n;
    }
    if (q.relatedTeacherResponseField === 'preferredSessionTime')
      fields.preferredSessionTime = answer || null;
    if (q.isRequired && answer === '')
      fail('BAD_REQUEST', 'teacherEvents.errors.answerRequired', { vars: { question: q.title } });
    return { questionId: q.id, questionTitle: q.title, answer, optionId: option.id };
  });
  // Required questions of the chosen option must be there even when the client left them out.
  const requiredOfOption = (
    await tx
      .select({ id: formQuestions.id, title: formQuestions.title, show: formQuestions.showInOptionIds })
      .from(formQuestions)
      .where(eq(formQuestions.isRequired, true))
  ).filter((q) => q.id.startsWith(TEACHER_QUESTION_PREFIX) && q.show.includes(option.id));
  for (const q of requiredOfOption) {
    if (!answers.some((a) => a.questionId === q.id && a.answer !== ''))
      fail('BAD_REQUEST', 'teacherEvents.errors.answerRequired', { vars: { question: q.title } });
  }
  return { answers, fields };
}
