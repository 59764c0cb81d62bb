import { type DbOrTx, schema } from '@waypoint/db';
import { desc, eq } from 'drizzle-orm';

const { formResponses } = schema;

export interface FormResponseRow {
  sessionId: string;
  taskId: string;
  questionId: string;
  questionTitle: string;
  answer: string;
  updatedAt: string;
}

/** Spec event-getUserFormResponses: one person's task answers, newest first (at most 500). */
export async function listUserFormResponses(db: DbOrTx, userId: string): Promise<FormResponseRow[]> {
  const rows = await db
    .select()
    .from(formResponses)
    .where(eq(formResponses.userId, userId))
    .orderBy(desc(formResponses.updatedAt))
    .limit(500);
  return rows.map((r) => ({
    sessionId: r.sessionId,
    taskId: r.taskId,
    questionId: r.questionId,
    questionTitle: r.questionTitle,
    answer: r.answer,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
