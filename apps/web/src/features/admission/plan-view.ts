import type { StudentPlan } from '@/shared/student-plan';

/** What the choice-planning page lets this viewer do, read from the server's answer (it re-checks all). */
export interface PlanView {
  /** A teacher or admin looking at a student's plan (target-user mode). */
  targetUser: boolean;
  /** Tags, consultation, remarks and comments (staff of the student's school, admins). */
  showTeacherHeader: boolean;
  /** Choosing, ranking, deleting: the student, or an admin. */
  canEditChoices: boolean;
  /** Spec 2 §6: drag reorder is off in teacher and parent views. */
  canReorder: boolean;
  /** Spec 2 §5: deleting asks 'Confirm delete?', except for admins. */
  confirmDelete: boolean;
  canEditOwnPrediction: boolean;
  canEditSchoolPrediction: boolean;
  /** 'My Prediction', or 'Student Prediction' when a teacher views. */
  ownPredictionLabel: 'myPrediction' | 'studentPrediction';
  /** Spec 2 §4: the school hides its predictions from this (read-only) student: draw '✱'. */
  schoolPredictionHidden: boolean;
  canSeeDeadlines: boolean;
  /** The student and their staff may hand a parent a read-only link. */
  canShareWithParent: boolean;
}

export function planView(plan: Pick<StudentPlan, 'viewer' | 'grades' | 'schoolSettings'>): PlanView {
  const { viewer } = plan;
  const targetUser = !viewer.isSelf && viewer.isStaff;
  return {
    targetUser,
    showTeacherHeader: targetUser && viewer.canManage,
    canEditChoices: viewer.canEditChoices,
    canReorder: viewer.canEditChoices && !targetUser,
    confirmDelete: !viewer.isAdmin,
    canEditOwnPrediction: viewer.canEditOwnPrediction && !targetUser,
    canEditSchoolPrediction: viewer.canEditSchoolPrediction,
    ownPredictionLabel: targetUser ? 'studentPrediction' : 'myPrediction',
    schoolPredictionHidden:
      !viewer.canManage &&
      (!plan.schoolSettings.showPredictedScoresToStudents ||
        plan.grades.some((g) => g.source === 'schoolPredict' && g.hidden)),
    canSeeDeadlines: viewer.canSeeDeadlines,
    canShareWithParent: viewer.isSelf || viewer.canManage,
  };
}
