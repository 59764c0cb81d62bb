import { describe, expect, it } from 'vitest';
import { ADMIN, SETTINGS, STUDENT_SELF, TEACHER } from './plan-fixtures';
import { planView } from './plan-view';

const hiddenRow = {
  subjectId: 1,
  subjectCode: 'Chi',
  source: 'schoolPredict',
  grade: null,
  hidden: true,
} as const;

describe('planView', () => {
  it('lets a student edit their list, order and own prediction, but not the school prediction', () => {
    const view = planView({ viewer: STUDENT_SELF, grades: [], schoolSettings: SETTINGS });
    expect(view).toMatchObject({
      targetUser: false,
      showTeacherHeader: false,
      canEditChoices: true,
      canReorder: true,
      confirmDelete: true,
      canEditOwnPrediction: true,
      canEditSchoolPrediction: false,
      ownPredictionLabel: 'myPrediction',
      schoolPredictionHidden: false,
      canShareWithParent: true,
    });
  });

  it('gives a teacher the target-user mode: read-only list and own prediction, school prediction editable', () => {
    const view = planView({ viewer: TEACHER, grades: [], schoolSettings: SETTINGS });
    expect(view).toMatchObject({
      targetUser: true,
      showTeacherHeader: true,
      canEditChoices: false,
      canReorder: false,
      canEditOwnPrediction: false,
      canEditSchoolPrediction: true,
      ownPredictionLabel: 'studentPrediction',
      schoolPredictionHidden: false,
    });
  });

  it('lets an admin delete without confirmation but keeps drag off and the own prediction read-only', () => {
    const view = planView({ viewer: ADMIN, grades: [], schoolSettings: SETTINGS });
    expect(view.canEditChoices).toBe(true);
    expect(view.confirmDelete).toBe(false);
    expect(view.canReorder).toBe(false);
    expect(view.canEditOwnPrediction).toBe(false);
  });

  it("shows '✱' to a student when the school hides predicted scores", () => {
    const hidden = { ...SETTINGS, showPredictedScoresToStudents: false };
    expect(
      planView({ viewer: STUDENT_SELF, grades: [], schoolSettings: hidden }).schoolPredictionHidden,
    ).toBe(true);
    expect(
      planView({ viewer: STUDENT_SELF, grades: [hiddenRow], schoolSettings: SETTINGS })
        .schoolPredictionHidden,
    ).toBe(true);
    // Staff always see the school's own prediction.
    expect(planView({ viewer: TEACHER, grades: [], schoolSettings: hidden }).schoolPredictionHidden).toBe(
      false,
    );
  });
});
