import type { inferInput } from '@trpc/tanstack-react-query';
import type { Api } from '@/shared/api';

/** What programs.reportProgramIssue accepts as an issue type (the server's list). */
export type IssueType = inferInput<Api['programs']['reportProgramIssue']>['issueType'];

/** The report kinds, in the form's order, labelled in the locale files; checked against the server's type. */
export const ISSUE_TYPES = [
  'admissionScores',
  'entranceRequirements',
  'subjectWeighting',
  'placesOrInterview',
  'programmeDetails',
  'other',
] as const satisfies readonly IssueType[];

export function isIssueType(value: string | null | undefined): value is IssueType {
  return ISSUE_TYPES.some((type) => type === value);
}

export interface ReportValues {
  issueType: string | null;
  description: string;
  screenshot: File | null;
}

export const EMPTY_REPORT: ReportValues = { issueType: null, description: '', screenshot: null };

/** Spec 2 §5: an issue type is chosen and the description is not blank once trimmed; a screenshot is an image. */
export function canSubmitReport(values: ReportValues): boolean {
  return (
    isIssueType(values.issueType) &&
    values.description.trim() !== '' &&
    screenshotProblem(values.screenshot) === null
  );
}

export function screenshotProblem(file: { type: string } | null): 'notImage' | null {
  if (file === null) return null;
  return file.type.startsWith('image/') ? null : 'notImage';
}

/** Toasts of spec 2 §8 stay for 3 s. */
export const REPORT_TOAST_MS = 3000;
