import { describe, expect, it } from 'vitest';
import { pageAccessMinSeconds, professionModalPageKey } from './page-access.ts';
import { applySurveyAnswers, SURVEY_SIZE, SURVEY_STEP, surveyProfessions, surveyProgress } from './survey.ts';

describe('survey (spec 3 §2, §4, §9)', () => {
  it('asks the first 50 professions, page step 100', () => {
    expect([SURVEY_SIZE, SURVEY_STEP]).toEqual([50, 100]);
    const all = Array.from({ length: 436 }, (_, i) => i + 1);
    expect(surveyProfessions(all)).toEqual(all.slice(0, 50));
  });
  it('a later answer replaces the earlier one and moves the id between the lists', () => {
    const start = { heardOfProfessionIds: [1, 2], notHeardOfProfessionIds: [3] };
    const next = applySurveyAnswers(start, [
      { professionId: 2, response: 'No' },
      { professionId: 3, response: 'Yes' },
      { professionId: 4, response: 'Yes' },
      { professionId: 4, response: 'No' },
    ]);
    expect(next).toEqual({ heardOfProfessionIds: [1, 3], notHeardOfProfessionIds: [2, 4] });
    // Nothing is listed twice, and the input is not changed.
    expect(start).toEqual({ heardOfProfessionIds: [1, 2], notHeardOfProfessionIds: [3] });
  });
  it('measures progress over 50 and ignores ids outside the survey', () => {
    const asked = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(surveyProgress([1, 2, 3, 3, 200], asked)).toBe(6);
    expect(surveyProgress(asked, asked)).toBe(100);
  });
});

describe('page access threshold', () => {
  it('is 3 s in the profession modal and 5 s elsewhere (spec 3 §5)', () => {
    expect(pageAccessMinSeconds(professionModalPageKey(12))).toBe(3);
    expect(pageAccessMinSeconds('/events')).toBe(5);
  });
});
