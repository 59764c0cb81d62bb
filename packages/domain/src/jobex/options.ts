/**
 * Spec 3 §3 "12 CV sections (Education to Community service)". The spec names only the first and the
 * last; the ten between are the headings graduate recruiters in Hong Kong expect (decision 015).
 * The order here is the default order of a new CV.
 */
export const CV_SECTION_KEYS = [
  'education',
  'workExperience',
  'internships',
  'projects',
  'research',
  'leadership',
  'awards',
  'certifications',
  'skills',
  'languages',
  'activities',
  'communityService',
] as const;
export type CvSectionKey = (typeof CV_SECTION_KEYS)[number];

export function isCvSectionKey(value: string): value is CvSectionKey {
  return (CV_SECTION_KEYS as readonly string[]).includes(value);
}

/** Spec 3 §3 form option lists; the words shown are in the locale files under `options.*`. */
export const CURRICULUM_OPTIONS = ['HKDSE', 'IGCSE', 'IB', 'Others'] as const;
export const STUDENT_STATUS_OPTIONS = [
  'local',
  'mainlandCantonese',
  'mainlandNonCantonese',
  'international',
] as const;
export const HOW_TO_KNOW_OPTIONS = [
  'University',
  'Friends',
  'Department website',
  'Social network',
  'Department email',
  'WhatsApp from classmates',
  'Other',
] as const;

/** Where a student stands with a saved employer job; 'saved' is where every tracked job starts. */
export const JOB_TRACK_STATUSES = ['saved', 'applied', 'interviewing', 'offered', 'rejected'] as const;
export type JobTrackStatus = (typeof JOB_TRACK_STATUSES)[number];

/** Limits that keep one person's CV and plan to a size a page and a recruiter can read. */
export const JOBEX_LIMITS = {
  targetProfessions: 5,
  targetSectors: 5,
  credentialsPerSection: 30,
  credentialDescription: 2000,
  timelineGoal: 500,
  jobDescription: 5000,
} as const;
