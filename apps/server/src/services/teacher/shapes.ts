import { EMPLOYMENT_STATUSES, EVENT_BADGES } from '@waypoint/domain';
import { z } from 'zod';

// Output rows of the teacher router, kept beside the services that build them. The web infers its types
// from the router, so these are the contract.

/**
 * A row of the school student modal (spec 2 §2). No phone or e-mail: the list does not show them (the
 * profile button opens the student's record, which has its own access check), and students are minors.
 */
export const schoolStudent = z.object({
  id: z.string(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  chineseName: z.string().nullable(),
  class: z.string().nullable(),
  studentNumber: z.string().nullable(),
  yearDSE: z.number().int().nullable(),
  schoolId: z.string().nullable(),
  /** 'Yes' | 'No' | null. */
  verificationResult: z.string().nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), nameChi: z.string().nullable() })),
  /** Ranked choices in the Dec Submission list (0–20). */
  choiceCount: z.number().int(),
  /** Event badges and filter flags (spec 2 §4), over every event or the chosen session. */
  events: z.object({
    applied: z.boolean(),
    attended: z.boolean(),
    nominated: z.boolean(),
    selected: z.boolean(),
    no: z.boolean(),
  }),
  /** With a chosen session: the student's response to it, for nominating (ticks, Reject). */
  sessionResponse: z
    .object({ response: z.string(), confirmed: z.boolean(), nominatedBy: z.string().nullable() })
    .nullable()
    .optional(),
  /** With a chosen session: attended an earlier session of its anchor and client (not selectable). */
  attendedEarlier: z.boolean().optional(),
});
export type SchoolStudent = z.infer<typeof schoolStudent>;

export const schoolTeacher = z.object({
  userId: z.string(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  chineseName: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  schoolId: z.string().nullable(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  schoolRoles: z.array(z.string()),
  classRoles: z.array(
    z.object({ role: z.string(), classes: z.array(z.string()), status: z.enum(['active', 'removed']) }),
  ),
  /** Teacher Event sessions the teacher answered or was nominated for, latest first, with their badges (spec 2 §4). */
  events: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      nameChi: z.string().nullable(),
      startTime: z.string(),
      badges: z.array(z.enum(EVENT_BADGES)),
    }),
  ),
});
export type SchoolTeacher = z.infer<typeof schoolTeacher>;

export const schoolStatisticsSummary = z.object({
  /** Students of the school with that DSE year. */
  studentCount: z.number().int(),
  /** Of them, those with at least one choice in the chosen band orders. */
  studentsWithChoices: z.number().int(),
  /** Choices counted (one per student and band order). */
  choiceCount: z.number().int(),
  byInstitution: z.array(z.object({ institutionId: z.number().int(), count: z.number().int() })),
  /** A programme counts once, in its main discipline group. */
  byDisciplineGroup: z.array(z.object({ disciplineGroupId: z.number().int(), count: z.number().int() })),
  /** Most chosen first, at most 10. */
  topPrograms: z.array(z.object({ programId: z.number().int(), count: z.number().int() })),
  /**
   * Choices of programmes with a plain best-5 admission score (5** = 7, no subject weights, so the
   * figure is comparable across institutions, out of 35), by their latest median rounded down to a whole
   * point.
   */
  best5Medians: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  /** Median of those programmes' medians over all counted choices; null when none has one. */
  best5MedianOfChoices: z.number().nullable(),
  /** Choices of programmes that have such a figure. */
  best5ChoiceCount: z.number().int(),
});
export type SchoolStatisticsSummary = z.infer<typeof schoolStatisticsSummary>;

/**
 * Spec shape: band order (1…20) → the programme ids the students put at that order (one entry per
 * student, so key 1's length is the number of students with a first choice), plus the SQL summary.
 * A plain type rather than a zod object: numeric keys beside `summary` do not fit one zod record.
 */
export type MockJupasResults = { [bandOrder: number]: number[] } & { summary: SchoolStatisticsSummary };
