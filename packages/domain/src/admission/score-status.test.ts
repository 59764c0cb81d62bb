import { describe, expect, it } from 'vitest';
import {
  pickReferenceScore,
  SCORE_STATUS_MESSAGES_EN,
  type ScoreStatusInput,
  scoreColour,
  scoreStatusMessage,
  scoreStatusMessageKey,
} from './score-status.ts';

// HKU JS6456 (MBBS), 2025 intake: median 44, LQ 42, UQ 47 on HKU's 8.5-point scale.
const mbbs = (overrides: Partial<ScoreStatusInput>): ScoreStatusInput => ({
  totalScore: 44,
  referenceScore: 44,
  referenceType: 'median',
  meetsProgramMinimum: true,
  meetsUniversityEntrance: true,
  meetsElectiveRequirements: true,
  ...overrides,
});

describe('pickReferenceScore', () => {
  it('prefers the median', () => {
    expect(pickReferenceScore({ median: 44, lowerQuartile: 42 })).toEqual({ type: 'median', score: 44 });
  });
  it('falls back to the mean (HKBU JS2110 publishes only a mean of 22.15)', () => {
    expect(pickReferenceScore({ median: null, lowerQuartile: null, mean: 22.15 })).toEqual({
      type: 'mean',
      score: 22.15,
    });
  });
  it('then to the lower quartile (PolyU JS3243: LQ 188.6, mean 200.6, no median)', () => {
    expect(pickReferenceScore({ lowerQuartile: 188.6 })).toEqual({ type: 'lowerQuartile', score: 188.6 });
    expect(pickReferenceScore({ lowerQuartile: 188.6, mean: 200.6 })).toEqual({ type: 'mean', score: 200.6 });
  });
  it('is null when nothing is published', () => {
    expect(pickReferenceScore({})).toBeNull();
    expect(pickReferenceScore(null)).toBeNull();
  });
});

describe('scoreColour (spec 2 §4)', () => {
  it('is dark green at or above the reference', () => {
    expect(scoreColour(mbbs({ totalScore: 44 }))).toBe('above');
    expect(scoreColour(mbbs({ totalScore: 46.5 }))).toBe('above');
  });
  it('is red below the reference', () => {
    expect(scoreColour(mbbs({ totalScore: 43.9 }))).toBe('below');
  });
  it('is red when minimum grades are unmet or 332 fails, even with a high score', () => {
    expect(scoreColour(mbbs({ totalScore: 50, meetsProgramMinimum: false }))).toBe('below');
    expect(scoreColour(mbbs({ totalScore: 50, meetsUniversityEntrance: false }))).toBe('below');
    expect(scoreColour(mbbs({ referenceScore: null, meetsUniversityEntrance: false }))).toBe('below');
  });
  it('is neutral when only the elective requirements are unmet', () => {
    expect(scoreColour(mbbs({ totalScore: 50, meetsElectiveRequirements: false }))).toBe('neutral');
    expect(scoreColour(mbbs({ totalScore: 30, meetsElectiveRequirements: false }))).toBe('neutral');
  });
  it('is light without a reference (or without a score)', () => {
    expect(scoreColour(mbbs({ referenceScore: null, referenceType: null }))).toBe('none');
    expect(scoreColour(mbbs({ totalScore: null }))).toBe('none');
  });
});

describe('score status messages (spec 2 §8)', () => {
  it('keeps the spec wording', () => {
    expect(SCORE_STATUS_MESSAGES_EN.notMeetProgramEntrance).toBe('Not meet program entrance requirements');
    expect(SCORE_STATUS_MESSAGES_EN.notMeetUniversityEntrance).toBe(
      'Not meet minimum university entrance requirements (332)',
    );
    expect(SCORE_STATUS_MESSAGES_EN.notMeetProgramElective).toBe('Not meet program elective requirements');
  });
  it('names 332 first, then the programme minimum, then electives', () => {
    expect(scoreStatusMessageKey(mbbs({ meetsUniversityEntrance: false, meetsProgramMinimum: false }))).toBe(
      'notMeetUniversityEntrance',
    );
    expect(
      scoreStatusMessageKey(mbbs({ meetsProgramMinimum: false, meetsElectiveRequirements: false })),
    ).toBe('notMeetProgramEntrance');
    expect(scoreStatusMessageKey(mbbs({ meetsElectiveRequirements: false }))).toBe('notMeetProgramElective');
  });
  it('says above or below the reference type', () => {
    expect(scoreStatusMessage(mbbs({ totalScore: 44 }))).toEqual({
      key: 'aboveReference',
      referenceType: 'median',
    });
    expect(
      scoreStatusMessage(mbbs({ totalScore: 21, referenceScore: 22.15, referenceType: 'mean' })),
    ).toEqual({
      key: 'belowReference',
      referenceType: 'mean',
    });
  });
  it('says nothing without a reference', () => {
    expect(scoreStatusMessageKey(mbbs({ referenceScore: null, referenceType: null }))).toBeNull();
    expect(scoreStatusMessage(mbbs({ totalScore: null }))).toBeNull();
  });
});
