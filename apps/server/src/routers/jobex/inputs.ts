import {
  CURRICULUM_OPTIONS,
  CV_SECTION_KEYS,
  HOW_TO_KNOW_OPTIONS,
  JOB_TRACK_STATUSES,
  JOBEX_LIMITS,
  MAX_CLAIMS,
  STUDENT_STATUS_OPTIONS,
  YEAR_OF_STUDY_OPTIONS,
} from '@waypoint/domain';
import { z } from 'zod';
import { calendarDate, optionalText, text } from '../../trpc/inputs.ts';
import { professionId, sectorId } from '../professions/shapes.ts';
import { programIdInput as programId } from '../programs/get-portal-program-data.ts';
import { claimInput } from '../slp/shapes.ts';

/** Required text whose message names the field: the formatter would otherwise name the outer list. */
const filled = (max: number, message: string) => text(max).trim().pipe(z.string().min(1, message));

export const sectionKey = z.enum(CV_SECTION_KEYS, { message: 'errors.jobexUnknownSection' });
const id = z.uuid({ message: 'errors.notFound' });
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errors.jobexInvalidMonth')
  .nullish()
  .transform((v) => v ?? null);

const credentialFields = z
  .object({
    sectionKey,
    headline: filled(200, 'errors.jobexHeadlineRequired'),
    organisation: optionalText(200),
    location: optionalText(100),
    startMonth: month,
    endMonth: month,
    description: optionalText(JOBEX_LIMITS.credentialDescription),
  })
  // 'YYYY-MM' strings compare in time order.
  .refine((c) => !c.startMonth || !c.endMonth || c.endMonth >= c.startMonth, {
    message: 'errors.jobexEndBeforeStart',
    path: ['endMonth'],
  });

export const credentialInput = z.object({ id: id.optional() }).and(credentialFields);
/** jobEX-upsertUserClaims: the whole set of claims (as the SLP's) and experiences to add as CV entries. */
export const upsertUserClaimsInput = z.object({
  userClaims: z.array(claimInput).max(MAX_CLAIMS, 'errors.tooManyClaimsStored'),
  userExps: z.array(credentialFields).max(20).default([]),
});
export const addCredentialsInput = z.object({ credentials: z.array(credentialFields).min(1).max(20) });
export const upsertCredentialInput = z.object({ credential: credentialInput });
export const deleteCredentialInput = z.object({ credentialId: id });
export const updateCredentialsInput = z.object({ credentials: z.array(z.object({ id })).min(1).max(100) });

export const upsertSectionInput = z.object({
  section: z.object({ sectionKey, title: optionalText(80) }),
});
export const updateSectionsInput = z.object({ sections: z.array(z.object({ id })).min(1).max(12) });
export const deleteSectionInput = z.object({ sectionId: id });

const optionOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { message: 'errors.jobexUnknownOption' })
    .nullish()
    .transform((v) => v ?? null);

export const careerPlanInput = z.object({
  careerPlan: z.object({
    objective: optionalText(1000),
    targetProfessionIds: z
      .array(professionId)
      .max(JOBEX_LIMITS.targetProfessions, 'errors.jobexTooManyProfessions'),
    targetSectorIds: z.array(sectorId).max(JOBEX_LIMITS.targetSectors, 'errors.jobexTooManySectors'),
    timeline: z
      .array(
        z.object({
          yearOfStudy: z.enum(YEAR_OF_STUDY_OPTIONS, { message: 'errors.jobexUnknownOption' }),
          goal: filled(JOBEX_LIMITS.timelineGoal, 'errors.jobexGoalRequired'),
        }),
      )
      .max(YEAR_OF_STUDY_OPTIONS.length)
      .refine(
        (steps) => new Set(steps.map((s) => s.yearOfStudy)).size === steps.length,
        'errors.jobexRepeatedYear',
      ),
    curriculum: optionOf(CURRICULUM_OPTIONS),
    studentStatus: optionOf(STUDENT_STATUS_OPTIONS),
    yearOfStudy: optionOf(YEAR_OF_STUDY_OPTIONS),
    programId: programId.nullish().transform((v) => v ?? null),
    graduationYear: z
      .number()
      .int()
      .min(1990)
      .max(2100)
      .nullish()
      .transform((v) => v ?? null),
    howToKnow: optionOf(HOW_TO_KNOW_OPTIONS),
  }),
});

export const upsertUserEmployerJobsInput = z.object({
  userEmployerJobs: z
    .array(
      z.object({
        jobId: id,
        status: z.enum(JOB_TRACK_STATUSES, { message: 'errors.jobexUnknownOption' }).default('saved'),
        note: optionalText(500),
      }),
    )
    .min(1)
    .max(50),
  options: z.object({ remove: z.boolean().default(false) }).default({ remove: false }),
});

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

export const employerJobInput = z.object({
  job: z.object({
    id: id.optional(),
    programId,
    employerName: filled(120, 'errors.jobexEmployerRequired'),
    title: filled(160, 'errors.jobexJobTitleRequired'),
    location: optionalText(100),
    description: optionalText(JOBEX_LIMITS.jobDescription),
    applyUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || isHttpUrl(v), 'errors.jobexInvalidUrl')
      .nullish()
      .transform((v) => v || null),
    deadline: calendarDate()
      .nullish()
      .transform((v) => v ?? null),
    status: z.enum(['open', 'closed']).default('open'),
  }),
});

export const programIdInput = z.object({ programId });
