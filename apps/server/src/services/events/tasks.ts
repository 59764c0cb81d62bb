import { type DbOrTx, schema } from '@waypoint/db';
import { isAnswerWellFormed, isTaskVisible, missingRequired } from '@waypoint/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { anchorEventTasks, formQuestions, formResponses } = schema;

export interface TaskView {
  id: string;
  title: string;
  titleChi: string | null;
  showAfterAttended: boolean;
  done: boolean;
  questions: (typeof formQuestions.$inferSelect)[];
  answers: Record<string, string>;
}

/** The anchor's tasks the user may fill for this session, with their stored answers (done / not done). */
export async function loadSessionTasks(
  db: DbOrTx,
  {
    event,
    userId,
    attended,
  }: { event: { id: string; anchorEventId: string | null }; userId: string | null; attended: boolean },
): Promise<TaskView[]> {
  if (!event.anchorEventId) return [];
  const tasks = (
    await db
      .select()
      .from(anchorEventTasks)
      .where(eq(anchorEventTasks.anchorEventId, event.anchorEventId))
      .orderBy(asc(anchorEventTasks.seq), asc(anchorEventTasks.id))
  ).filter((t) => isTaskVisible(t, event, attended));
  if (tasks.length === 0) return [];
  const questionIds = [...new Set(tasks.flatMap((t) => t.formQuestionIds))];
  const questions =
    questionIds.length > 0
      ? await db.select().from(formQuestions).where(inArray(formQuestions.id, questionIds))
      : [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const stored = userId
    ? await db
        .select()
        .from(formResponses)
        .where(and(eq(formResponses.userId, userId), eq(formResponses.sessionId, event.id)))
    : [];
  return tasks.map((t) => {
    const answers: Record<string, string> = {};
    for (const r of stored) if (r.taskId === t.id) answers[r.questionId] = r.answer;
    return {
      id: t.id,
      title: t.title,
      titleChi: t.titleChi,
      showAfterAttended: t.showAfterAttended,
      done: stored.some((r) => r.taskId === t.id),
      questions: t.formQuestionIds.map((id) => byId.get(id)).filter((q) => q !== undefined),
      answers,
    };
  });
}

/**
 * Spec event-upsertFormResponses: store the answers of one task in one session. Only questions of the
 * task are accepted; required ones must be answered; each answer must fit its type.
 */
export async function upsertTaskResponses(
  tx: DbOrTx,
  {
    event,
    userId,
    attended,
    taskId,
    responses,
    now,
  }: {
    event: { id: string; anchorEventId: string | null };
    userId: string;
    attended: boolean;
    taskId: string;
    responses: { questionId: string; answer: string }[];
    now: Date;
  },
): Promise<void> {
  const tasks = await loadSessionTasks(tx, { event, userId, attended });
  const task = tasks.find((t) => t.id === taskId);
  if (!task) fail('BAD_REQUEST', 'events.errors.taskNotAvailable');
  const answers: Record<string, string> = { ...task.answers };
  for (const r of responses) {
    const q = task.questions.find((x) => x.id === r.questionId);
    if (!q) fail('BAD_REQUEST', 'events.errors.questionNotInTask');
    if (!isAnswerWellFormed(q, r.answer.trim()))
      fail('BAD_REQUEST', 'events.errors.invalidAnswer', { vars: { question: q.title } });
    answers[q.id] = r.answer.trim();
  }
  const missing = missingRequired(task.questions, answers);
  if (missing.length > 0) {
    const q = task.questions.find((x) => x.id === missing[0])!;
    fail('BAD_REQUEST', 'events.errors.answerRequired', { vars: { question: q.title } });
  }
  for (const r of responses) {
    const q = task.questions.find((x) => x.id === r.questionId)!;
    await tx
      .insert(formResponses)
      .values({
        userId,
        sessionId: event.id,
        taskId,
        questionId: q.id,
        questionTitle: q.title,
        answer: r.answer.trim(),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          formResponses.userId,
          formResponses.sessionId,
          formResponses.taskId,
          formResponses.questionId,
        ],
        set: { answer: r.answer.trim(), questionTitle: q.title, updatedAt: now },
      });
  }
}
