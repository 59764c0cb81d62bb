// Test data only (imported by the *.test.ts files beside it, never by the app).
import type { PortalProgram, PortalSubject } from '@/shared/portal-data';
import type { StudentPlan } from '@/shared/student-plan';

export { best5Spec } from '@/shared/score-spec-fixtures';

export function program(
  id: number,
  median: number | null,
  lowerQuartile: number | null = null,
): PortalProgram {
  return {
    id,
    jupasCode: `JS${id}`,
    name: `Programme ${id}`,
    nameChi: `課程 ${id}`,
    displayName: `Programme ${id}`,
    institutionId: 1,
    institutionNameShort: 'HKU',
    programType: 'jupas',
    numOfPlaces: 50,
    interview: 'N',
    jupasUrl: null,
    sortOrder: 99999,
    disciplineIds: [],
    mainDisciplineGroupId: null,
    mainDisciplineGroupName: null,
    admissions:
      median == null && lowerQuartile == null
        ? []
        : [
            {
              intakeYear: 2025,
              scoreMedian: median,
              scoreLowerQuartile: lowerQuartile,
              scoreMean: null,
              scoreUpperQuartile: null,
            },
          ],
    bandACompRatio: null,
    numOfBandAOffers: null,
    offerStatsYear: null,
    best5Score: null,
  };
}

const subject = (id: number, code: string, category: string, isCore = false): PortalSubject => ({
  id,
  code,
  nameEn: code === 'Bio' ? 'Biology' : `${code} (en)`,
  nameChi: code === 'Bio' ? '生物' : `${code}（中）`,
  category,
  isCore,
});

/** Core, two electives, the extended modules, an Applied Learning course, in reference order. */
export const SUBJECTS: PortalSubject[] = [
  subject(1, 'Chi', 'Core', true),
  subject(2, 'Eng', 'Core', true),
  subject(3, 'Maths', 'Core', true),
  subject(4, 'CS', 'Core', true),
  subject(5, 'M1', 'Category A (Mathematics extended module)'),
  subject(6, 'M2', 'Category A (Mathematics extended module)'),
  subject(7, 'Phys', 'Category A (elective)'),
  subject(8, 'Bio', 'Category A (elective)'),
  subject(9, 'Econ', 'Category A (elective)'),
  subject(10, 'Apl668', 'Category B (Applied Learning)'),
];

export type Viewer = StudentPlan['viewer'];

export const STUDENT_SELF: Viewer = {
  isSelf: true,
  isStaff: false,
  isAdmin: false,
  canEditChoices: true,
  canEditOwnPrediction: true,
  canEditSchoolPrediction: false,
  canManage: false,
  canSeeDeadlines: true,
};

export const TEACHER: Viewer = {
  isSelf: false,
  isStaff: true,
  isAdmin: false,
  canEditChoices: false,
  canEditOwnPrediction: false,
  canEditSchoolPrediction: true,
  canManage: true,
  canSeeDeadlines: false,
};

export const ADMIN: Viewer = {
  ...TEACHER,
  isAdmin: true,
  canEditChoices: true,
  canEditOwnPrediction: true,
  canSeeDeadlines: true,
};

export const SETTINGS: StudentPlan['schoolSettings'] = {
  showPredictedScoresToStudents: true,
  achievejupasDeadline1: null,
  achievejupasDeadline2: null,
  deadlineApplyActivities: null,
  achievejupasNeedParentConsent: false,
  electiveStreams: {},
};
