/** Spec 1 §4.1: attendance at these anchors grants full access to the student learning profile. */
export const SLP_FULL_ACCESS_ANCHORS = ['work-seminar', 'work-campus-visit', 'work-workshop-2'] as const;

export function grantsFullSlpAccess(anchorEventId: string | null | undefined): boolean {
  return (SLP_FULL_ACCESS_ANCHORS as readonly string[]).includes(anchorEventId ?? '');
}

/** A task is shown for a session of its anchor; with showAfterAttended only once the user attended. */
export function isTaskVisible(
  task: { anchorEventId: string; showAfterAttended: boolean },
  event: { anchorEventId: string | null },
  attended: boolean,
): boolean {
  if (task.anchorEventId !== event.anchorEventId) return false;
  return !task.showAfterAttended || attended;
}

/** A task is done when a stored response exists for that session and task. */
export function isTaskDone(
  stored: readonly { sessionId: string; taskId: string }[],
  sessionId: string,
  taskId: string,
): boolean {
  return stored.some((r) => r.sessionId === sessionId && r.taskId === taskId);
}

/**
 * Form submit is enabled only if some answer is new or changed; with no earlier responses, any
 * non-blank answer enables it.
 */
export function isFormSubmitEnabled(
  previous: Readonly<Record<string, string>>,
  current: Readonly<Record<string, string>>,
): boolean {
  const hadAny = Object.keys(previous).length > 0;
  for (const [questionId, answer] of Object.entries(current)) {
    if (!hadAny && answer.trim() !== '') return true;
    if (hadAny && (previous[questionId] ?? '') !== answer) return true;
  }
  return false;
}

/** Required questions that are still blank (the server refuses the form while any remain). */
export function missingRequired(
  questions: readonly { id: string; isRequired: boolean }[],
  answers: Readonly<Record<string, string>>,
): string[] {
  return questions.filter((q) => q.isRequired && (answers[q.id] ?? '').trim() === '').map((q) => q.id);
}
