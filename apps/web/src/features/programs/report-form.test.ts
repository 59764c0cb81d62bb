import { describe, expect, it } from 'vitest';
import { canSubmitReport, EMPTY_REPORT, isIssueType, screenshotProblem } from './report-form';

describe('canSubmitReport', () => {
  it('needs an issue type and a description that is not blank after trimming', () => {
    expect(canSubmitReport(EMPTY_REPORT)).toBe(false);
    expect(canSubmitReport({ ...EMPTY_REPORT, issueType: 'other' })).toBe(false);
    expect(canSubmitReport({ ...EMPTY_REPORT, issueType: 'other', description: '   \n ' })).toBe(false);
    expect(canSubmitReport({ ...EMPTY_REPORT, description: 'Median is wrong' })).toBe(false);
    expect(
      canSubmitReport({ ...EMPTY_REPORT, issueType: 'admissionScores', description: ' Median is wrong ' }),
    ).toBe(true);
  });

  it('refuses an unknown issue type', () => {
    expect(isIssueType('typo')).toBe(false);
    expect(canSubmitReport({ ...EMPTY_REPORT, issueType: 'typo', description: 'x' })).toBe(false);
  });

  it('takes an optional screenshot that must be an image', () => {
    const values = { ...EMPTY_REPORT, issueType: 'other', description: 'x' };
    expect(screenshotProblem(null)).toBeNull();
    expect(canSubmitReport({ ...values, screenshot: new File(['x'], 'a.png', { type: 'image/png' }) })).toBe(
      true,
    );
    expect(
      canSubmitReport({ ...values, screenshot: new File(['x'], 'a.pdf', { type: 'application/pdf' }) }),
    ).toBe(false);
  });
});
