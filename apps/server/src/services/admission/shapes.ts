import { z } from 'zod';

// Output rows of the admission router, kept beside the services that build them. The web infers its
// types from the router, so these are the contract.

/** Spec 2 §3 UserSubjectGrade sources: the student's own prediction and the school's. */
export const GRADE_SOURCES = ['overallTarget', 'schoolPredict'] as const;
export type GradeSource = (typeof GRADE_SOURCES)[number];

export const gradeRow = z.object({
  subjectId: z.number().int(),
  subjectCode: z.string(),
  source: z.enum(GRADE_SOURCES),
  /** '5**' … 'U', a subject's own levels (ApL 'D2', CS 'A'), or 'Dropped'; null when hidden. */
  grade: z.string().nullable(),
  /** The school hides its predictions from students (showPredictedScoresToStudents false): show '✱'. */
  hidden: z.boolean(),
});
export type GradeRow = z.infer<typeof gradeRow>;

export const choiceRow = z.object({ programId: z.number().int(), order: z.number().int() });
export type ChoiceRow = z.infer<typeof choiceRow>;

export const programReactionRow = z.object({
  programId: z.number().int(),
  reaction: z.enum(['like', 'dislike']).nullable(),
  reason: z.string().nullable(),
  /** Rank in the Dec Submission list, null when not ranked. */
  order: z.number().int().nullable(),
});

export const disciplineRow = z.object({
  disciplineId: z.number().int(),
  reaction: z.enum(['like', 'dislike']).nullable(),
  reason: z.string().nullable(),
  order: z.number().int().nullable(),
  botExplanation: z.string().nullable(),
});

export const electiveRow = z.object({
  /** A subject id. */
  electiveId: z.number().int(),
  programId: z.number().int().nullable(),
  /** 1–3 choice orders, 4 Math Options. */
  order: z.number().int(),
  reaction: z.enum(['like', 'dislike']).nullable(),
});

export const tagRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameChi: z.string().nullable(),
  /** Null for the default tags every school shares. */
  schoolId: z.string().nullable(),
  isDefault: z.boolean(),
});
export type TagRow = z.infer<typeof tagRow>;

export const schoolRow = z.object({
  id: z.string(),
  name: z.string(),
  nameChi: z.string().nullable(),
  nameShort: z.string().nullable(),
});

export const studentRow = z.object({
  id: z.string(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  chineseName: z.string().nullable(),
  class: z.string().nullable(),
  studentNumber: z.string().nullable(),
  yearDSE: z.number().int().nullable(),
  schoolId: z.string().nullable(),
  school: schoolRow.nullable(),
  /** 'Yes' | 'No' | null. */
  verificationResult: z.string().nullable(),
  waGroupLink: z.string().nullable(),
  studyingElectives: z.array(z.string()),
});

export const viewerRow = z.object({
  isSelf: z.boolean(),
  /** An active teacher of the student's school, or an admin, looking at someone else's plan. */
  isStaff: z.boolean(),
  isAdmin: z.boolean(),
  canEditChoices: z.boolean(),
  canEditOwnPrediction: z.boolean(),
  canEditSchoolPrediction: z.boolean(),
  /** Tags, consultations, comments, remarks and verification. */
  canManage: z.boolean(),
  /** Spec 2 §5: admins, or a student whose DSE year is this intake year or later. */
  canSeeDeadlines: z.boolean(),
});

export const schoolSettingsRow = z.object({
  showPredictedScoresToStudents: z.boolean(),
  achievejupasDeadline1: z.string().nullable(),
  achievejupasDeadline2: z.string().nullable(),
  deadlineApplyActivities: z.string().nullable(),
  achievejupasNeedParentConsent: z.boolean(),
  /** The school's elective streams per F.4 class (domain ElectiveStreamChart); {} when none. */
  electiveStreams: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
});

export const studentPlan = z.object({
  student: studentRow,
  viewer: viewerRow,
  schoolSettings: schoolSettingsRow,
  grades: z.array(gradeRow),
  /** Ranked 1…n. */
  choices: z.array(choiceRow),
  programs: z.array(programReactionRow),
  disciplines: z.array(disciplineRow),
  electives: z.array(electiveRow),
  /** The student's tags; only for staff (a student never sees how teachers tag them). */
  tags: z.array(tagRow),
  deadlineInputs: z.object({
    choiceCount: z.number().int(),
    hasActivityResponse: z.boolean(),
    hasParentConsent: z.boolean(),
  }),
});
export type StudentPlan = z.infer<typeof studentPlan>;

export const consultationRow = z.object({
  id: z.number().int(),
  targetUserId: z.string(),
  /** 'YYYY-MM-DD', Hong Kong date. */
  date: z.string(),
  /** 'HH:MM' or null. */
  time: z.string().nullable(),
  venue: z.string().nullable(),
  remarks: z.string().nullable(),
  /** On or after today in Hong Kong: the "Next Consultation" is the earliest of these. */
  isUpcoming: z.boolean(),
  createdBy: z.object({ fullName: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsultationRow = z.infer<typeof consultationRow>;
