import type { ProgramScoreSpec } from '@waypoint/domain';
import { z } from 'zod';

// Output shapes of the programs router, kept beside the services that build them (services do not import
// routers/). The web infers its types from the router, so these are the
// contract; fields are only ever added.

/** Latest published admission figures on the institution's own scale (spec 2 §3 Programme.admissions). */
export const admissionFigures = z.object({
  intakeYear: z.number().int(),
  scoreLowerQuartile: z.number().nullable(),
  scoreMedian: z.number().nullable(),
  scoreMean: z.number().nullable(),
  scoreUpperQuartile: z.number().nullable(),
});
export type AdmissionFigures = z.infer<typeof admissionFigures>;

/** One deck card: everything the deck, pickers and stats block show without a request per card. */
export const programCard = z.object({
  id: z.number().int(),
  jupasCode: z.string(),
  name: z.string(),
  nameChi: z.string(),
  displayName: z.string(),
  institutionId: z.number().int(),
  institutionNameShort: z.string(),
  programType: z.string(),
  numOfPlaces: z.number().int().nullable(),
  /** 'Y' | 'N' | null (unknown). */
  interview: z.string().nullable(),
  jupasUrl: z.string().nullable(),
  /** 99999 = not highlighted. */
  sortOrder: z.number().int(),
  disciplineIds: z.array(z.number().int()),
  mainDisciplineGroupId: z.number().int().nullable(),
  mainDisciplineGroupName: z.string().nullable(),
  /** Only the latest intake year (first entry, as the spec uses it); empty when none is published. */
  admissions: z.array(admissionFigures),
  /** Band A applicants / Band A offers of the latest offer-statistics year; null without offers. */
  bandACompRatio: z.number().nullable(),
  numOfBandAOffers: z.number().int().nullable(),
  /** The year bandACompRatio and numOfBandAOffers come from. */
  offerStatsYear: z.number().int().nullable(),
  /**
   * Latest median when the programme scores a plain best 5 with 5** = 7 (out of 35, comparable across
   * institutions); null otherwise. The statistics charts use it.
   */
  best5Score: z.number().nullable(),
});
export type ProgramCard = z.infer<typeof programCard>;

export const institutionRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameShort: z.string(),
  nameChi: z.string(),
});

export const subjectRow = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameChi: z.string(),
  category: z.string(),
  isCore: z.boolean(),
});

export const disciplineRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameChi: z.string(),
  disciplineGroupId: z.number().int(),
  groupName: z.string(),
  groupNameChi: z.string(),
  seq: z.number().int(),
  imageLink: z.string().nullable(),
  /** Listed (published, listing institution) programmes in this discipline. */
  programCount: z.number().int(),
});

export const disciplineGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameChi: z.string(),
  seq: z.number().int(),
  disciplineIds: z.array(z.number().int()),
});

export const advertisementRow = z.object({
  id: z.number().int(),
  disciplineId: z.number().int().nullable(),
  disciplineGroupId: z.number().int().nullable(),
  bannerImgLink: z.string(),
  link: z.string(),
});

/** Applicants ('application') or offers ('offer') of one year by the band the programme was placed in. */
export const offerStatRow = z.object({
  year: z.number().int(),
  type: z.enum(['application', 'offer']),
  bandA: z.number().int().nullable(),
  bandB: z.number().int().nullable(),
  bandC: z.number().int().nullable(),
  bandD: z.number().int().nullable(),
  bandE: z.number().int().nullable(),
  total: z.number().int().nullable(),
});

export const programDetail = programCard.extend({
  institutionName: z.string(),
  institutionNameChi: z.string(),
  faculty: z.string().nullable(),
  studyLevel: z.string(),
  status: z.string(),
  placesApprox: z.boolean(),
  placesRange: z.string().nullable(),
  combinedIntake: z.number().int().nullable(),
  combinedIntakeCodes: z.array(z.string()),
  tuitionFeeFirstYear: z.string().nullable(),
  interviewTiming: z.string().nullable(),
  interviewArrangements: z.array(
    z.object({
      listedBy: z.string(),
      type: z.string(),
      timing: z.string().nullable(),
      beforeResults: z.string().nullable(),
      afterResults: z.string().nullable(),
      sourceUrl: z.string().nullable(),
    }),
  ),
  scoreFormula: z.string().nullable(),
  scoreFormulaType: z.string().nullable(),
  weightingsText: z.string().nullable(),
  catA5StarStarPoints: z.number(),
  /** Every published year, newest first (the card's `admissions` holds only the first). */
  admissionHistory: z.array(admissionFigures),
  offerStats: z.array(offerStatRow),
  minRequirements: z
    .object({
      chinese: z.string().nullable(),
      english: z.string().nullable(),
      mathematics: z.string().nullable(),
      csd: z.string().nullable(),
      electives: z.array(
        z.object({
          count: z.number(),
          minLevel: z.string(),
          subjects: z.union([z.literal('any'), z.array(z.string())]),
          excludes: z.array(z.string()),
        }),
      ),
    })
    .nullable(),
  subjectWeights: z.array(
    z.object({ subjectName: z.string(), subjectCodes: z.array(z.string()), weight: z.number() }),
  ),
});
export type ProgramDetail = z.infer<typeof programDetail>;

/**
 * Report kinds; the web holds their labels in both languages (features/programs locales,
 * `reportIssue.types.<value>`).
 */
export const PROGRAM_ISSUE_TYPES = [
  'admissionScores',
  'entranceRequirements',
  'subjectWeighting',
  'placesOrInterview',
  'programmeDetails',
  'other',
] as const;
export type ProgramIssueType = (typeof PROGRAM_ISSUE_TYPES)[number];

export const myIssueReport = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  issueType: z.string(),
  description: z.string(),
  /** `/files/<id>`, readable by the reporter and admins. */
  screenshotUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const adminIssueReport = myIssueReport.extend({
  programJupasCode: z.string(),
  programName: z.string(),
  programNameChi: z.string(),
  institutionNameShort: z.string(),
  reporter: z
    .object({
      id: z.string(),
      fullName: z.string(),
      chineseName: z.string().nullable(),
      phone: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
});

export const programChooser = z.object({
  userId: z.string(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  chineseName: z.string().nullable(),
  schoolId: z.string().nullable(),
  class: z.string().nullable(),
  studentNumber: z.string().nullable(),
  yearDSE: z.number().int().nullable(),
  /** Rank 1–20 in the Dec Submission list. */
  order: z.number().int(),
});

export const portalData = z.object({
  institutions: z.array(institutionRow),
  /** Published programmes of the listing institutions, highlighted (sortOrder) first, then by JUPAS code. */
  programs: z.array(programCard),
  /** The calculator's spec of each listed programme: the browser scores every programme locally. */
  scoreSpecs: z.array(z.custom<ProgramScoreSpec>()),
  subjects: z.array(subjectRow),
  disciplines: z.array(disciplineRow),
  disciplineGroups: z.array(disciplineGroupRow),
  advertisements: z.array(advertisementRow),
});
/** Built once per process; not re-validated per request (it is the server's own reference data). */
export type PortalData = z.infer<typeof portalData>;
