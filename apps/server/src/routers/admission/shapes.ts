import { ADMISSION_TEXT_LIMITS } from '@waypoint/domain';
import { z } from 'zod';
import { choiceRow, GRADE_SOURCES, gradeRow } from '../../services/admission/shapes.ts';

// The output rows the services build live with them (services do not import routers/); re-exported here.
export {
  type ChoiceRow,
  type ConsultationRow,
  choiceRow,
  consultationRow,
  disciplineRow,
  electiveRow,
  GRADE_SOURCES,
  type GradeRow,
  type GradeSource,
  gradeRow,
  programReactionRow,
  type StudentPlan,
  schoolRow,
  schoolSettingsRow,
  studentPlan,
  studentRow,
  type TagRow,
  tagRow,
  viewerRow,
} from '../../services/admission/shapes.ts';

// Inputs and outputs of the admission router; the web infers its types from the router.

/** A user id; a malformed one reads as "not found" rather than revealing which ids exist. */
export const userIdInput = z.uuid({ message: 'errors.notFound' });
export const optionalUserId = z.object({ userId: userIdInput.optional() });

const intId = (message: string) =>
  z.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message });
export const programIdInput = intId('errors.programNotFound');
export const disciplineIdInput = intId('errors.disciplineNotFound');
export const subjectIdInput = intId('errors.subjectNotFound');
export const tagIdInput = intId('errors.tagNotFound');

export const gradeSource = z.enum(GRADE_SOURCES, { message: 'errors.invalidGradeSource' });

export const reaction = z.enum(['like', 'dislike'], { message: 'errors.invalidReaction' }).nullable();
const reason = z.string().trim().max(1000, 'errors.reasonTooLong').nullish();

// ---------- inputs ----------

export const gradeInput = z.object({
  subjectId: subjectIdInput,
  /** null or '' clears the grade. Not trimmed: '5* ' is no grade (the service says which subject). */
  grade: z.string().max(10, 'errors.invalidGrade').nullable(),
  source: gradeSource,
  /** Omitted: the caller. All entries of one call must name the same person. */
  userId: userIdInput.optional(),
});

export const upsertGradesInput = z.object({
  grades: z
    .array(gradeInput)
    .min(1)
    .max(60)
    .refine((grades) => new Set(grades.map((g) => g.userId ?? '')).size === 1, 'errors.oneStudentAtATime'),
});

export const upsertProgramsInput = z.object({
  userId: userIdInput.optional(),
  programs: z
    .array(z.object({ programId: programIdInput, reaction, reason }))
    .max(500)
    .refine((rows) => new Set(rows.map((r) => r.programId)).size === rows.length, 'errors.duplicateProgram'),
});

export const saveChoicesInput = z.object({
  userId: userIdInput.optional(),
  programIds: z
    .array(programIdInput)
    .max(20, 'errors.tooManyChoices')
    .refine((ids) => new Set(ids).size === ids.length, 'errors.duplicateChoice'),
});

export const choicesResult = z.object({ choices: z.array(choiceRow) });

export const upsertDisciplinesInput = z.object({
  userId: userIdInput.optional(),
  disciplines: z
    .array(
      z.object({
        disciplineId: disciplineIdInput,
        reaction,
        reason,
        botExplanation: z.string().trim().max(4000, 'errors.reasonTooLong').nullish(),
        order: z.number().int().min(1).max(1000).nullish(),
      }),
    )
    .max(500)
    .refine(
      (rows) => new Set(rows.map((r) => r.disciplineId)).size === rows.length,
      'errors.duplicateDiscipline',
    ),
});

export const upsertElectivesInput = z.object({
  userId: userIdInput.optional(),
  electives: z
    .array(
      z.object({
        electiveId: subjectIdInput,
        programId: programIdInput.nullish(),
        order: z.number({ message: 'errors.invalidElectiveOrder' }).int().min(1).max(4),
        /** null removes the elective from that order. */
        reaction,
      }),
    )
    .max(100),
});

const tagName = z
  .string()
  .trim()
  .min(1, 'errors.tagNameRequired')
  .max(ADMISSION_TEXT_LIMITS.tagName, 'errors.tagNameTooLong');

export const getTagsInput = z.object({ schoolId: z.string().trim().min(1).max(64).optional() }).optional();

export const upsertTagInput = z.object({
  tagId: tagIdInput.optional(),
  tagName,
  /** Students to add to the tag (others keep it). */
  userIds: z.array(userIdInput).max(2000).default([]),
  /** Admins only, for a new tag when no student is given: whose school it belongs to. */
  schoolId: z.string().trim().min(1).max(64).optional(),
});

export const addStudentToTagInput = z
  .object({ tagId: tagIdInput.optional(), tagName: tagName.optional(), userId: userIdInput })
  .refine((v) => v.tagId !== undefined || v.tagName !== undefined, {
    message: 'errors.tagNameRequired',
    path: ['tagName'],
  });

export const tagStudentInput = z.object({ tagId: tagIdInput, userId: userIdInput });

export const consultationInput = z.object({
  id: z.number().int().positive().optional(),
  targetUserId: userIdInput,
  date: z
    .string({ message: 'errors.invalidDate' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate')
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'errors.invalidDate',
    ),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.invalidTime')
    .nullish()
    .or(z.literal('').transform(() => null)),
  venue: z.string().trim().max(ADMISSION_TEXT_LIMITS.consultationVenue, 'errors.venueTooLong').nullish(),
  remarks: z
    .string()
    .trim()
    .max(ADMISSION_TEXT_LIMITS.consultationRemarks, 'errors.remarksTooLong')
    .nullish(),
});

export const commentRow = z.object({
  id: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  fromUser: z.object({ fullName: z.string() }).nullable(),
});

export const insertCommentInput = z.object({
  userId: userIdInput,
  comment: z
    .string()
    .trim()
    .min(1, 'errors.commentRequired')
    .max(ADMISSION_TEXT_LIMITS.comment, 'errors.commentTooLong'),
  sendToWhatsApp: z.boolean().optional().default(false),
});

export const insertCommentResult = commentRow.extend({
  /** The outbox row of the WhatsApp remark, when one was sent. */
  outboxMessageId: z.number().int().nullable(),
  /** Where the remark goes: the student's WhatsApp group, or their own phone when they have no group. */
  sentTo: z.enum(['group', 'phone']).nullable(),
});

export const getCommentsInput = z
  .object({ userId: userIdInput.optional(), type: z.enum(['achievejupas']).default('achievejupas') })
  .optional();

export const parentViewLink = z.object({ url: z.string(), expiresAt: z.string() });

export const parentViewInput = z.object({
  userId: z.string().max(64),
  t: z.string().max(128).optional(),
});

export const parentView = z.object({
  student: z.object({
    preferredName: z.string().nullable(),
    fullName: z.string(),
    chineseName: z.string().nullable(),
  }),
  choices: z.array(choiceRow),
  /** The student's own prediction only; the school's stays with the school. */
  grades: z.array(gradeRow),
  expiresAt: z.string(),
});

export const addUserClickInput = z.object({
  /** The advertisement's id. */
  adv: z.number().int().positive().max(2_147_483_647).nullish(),
  disciplineId: z.number().int().positive().max(2_147_483_647).nullish(),
  disciplineGroupId: z.number().int().positive().max(2_147_483_647).nullish(),
});
