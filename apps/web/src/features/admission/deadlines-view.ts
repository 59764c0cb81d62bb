import { type DeadlineItem, deadlineChecklist } from '@waypoint/domain';
import type { StudentPlan } from '@/shared/student-plan';

/** Spec 2 §4 deadline checklist for this plan; the consent item only for the student (spec 2 §5). */
export function planDeadlines(
  plan: Pick<StudentPlan, 'deadlineInputs' | 'schoolSettings' | 'viewer'>,
  choiceCount: number,
  now: Date,
): DeadlineItem[] {
  const settings = plan.schoolSettings;
  return deadlineChecklist({
    choiceCount,
    hasActivityResponse: plan.deadlineInputs.hasActivityResponse,
    hasParentConsent: plan.deadlineInputs.hasParentConsent,
    needParentConsent: settings.achievejupasNeedParentConsent,
    viewedByStaff: !plan.viewer.isSelf,
    dates: {
      deadline1: settings.achievejupasDeadline1,
      deadline2: settings.achievejupasDeadline2,
      applyActivities: settings.deadlineApplyActivities,
    },
    now,
  });
}
