// Spec 3 §2 "Profession survey modal" and §4 "Survey answer".

/** Only the first 50 professions are asked; progress is measured over 50. */
export const SURVEY_SIZE = 50;
/** The page step of the survey list (spec 3 §9); larger than the survey, so one page holds it all. */
export const SURVEY_STEP = 100;

export type SurveyResponse = 'Yes' | 'No';

export interface SurveyAnswer {
  professionId: number;
  response: SurveyResponse;
}

export interface HeardOfLists {
  heardOfProfessionIds: number[];
  notHeardOfProfessionIds: number[];
}

/** The professions the survey asks about: the first 50 of the list it is given. */
export function surveyProfessions<T>(items: readonly T[]): T[] {
  return items.slice(0, SURVEY_SIZE);
}

/**
 * A later answer replaces the earlier one: the id moves between the heard-of and not-heard-of lists, and
 * among answers given together the last one for an id counts.
 */
export function applySurveyAnswers(lists: HeardOfLists, answers: readonly SurveyAnswer[]): HeardOfLists {
  const latest = new Map<number, SurveyResponse>();
  for (const a of answers) latest.set(a.professionId, a.response);
  const heard = lists.heardOfProfessionIds.filter((id) => !latest.has(id));
  const notHeard = lists.notHeardOfProfessionIds.filter((id) => !latest.has(id));
  for (const [id, response] of latest) (response === 'Yes' ? heard : notHeard).push(id);
  return { heardOfProfessionIds: heard, notHeardOfProfessionIds: notHeard };
}

/** Answered share of the survey, 0–100, counting only ids that are among the surveyed professions. */
export function surveyProgress(answeredIds: Iterable<number>, surveyedIds: readonly number[]): number {
  const asked = new Set(surveyedIds.slice(0, SURVEY_SIZE));
  let n = 0;
  for (const id of new Set(answeredIds)) if (asked.has(id)) n++;
  return Math.round((n / SURVEY_SIZE) * 100);
}
