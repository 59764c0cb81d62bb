import { describe, expect, it } from 'vitest';
import { type FeedbackValues, feedbackErrors, programIdOf } from './feedback-form';

const ok: FeedbackValues = {
  name: 'Amy',
  email: 'amy@example.com',
  feedback: 'Nice',
  photo: null,
  programId: '',
};

describe('feedbackErrors', () => {
  it('accepts name, e-mail and text, with or without a programme', () => {
    expect(feedbackErrors(ok)).toEqual({});
    expect(feedbackErrors({ ...ok, programId: '285' })).toEqual({});
  });

  it('needs the three fields and a valid e-mail', () => {
    expect(feedbackErrors({ ...ok, name: '', feedback: '  ', email: 'x@' })).toEqual({
      name: 'errors.required',
      feedback: 'errors.required',
      email: 'errors.email',
    });
  });

  it('refuses a programme id that is not a positive whole number', () => {
    expect(feedbackErrors({ ...ok, programId: '-3' }).programId).toBe('errors.programId');
    expect(feedbackErrors({ ...ok, programId: '1.5' }).programId).toBe('errors.programId');
  });
});

describe('programIdOf', () => {
  it('reads positive whole numbers only', () => {
    expect(programIdOf(' 161 ')).toBe(161);
    expect(programIdOf('0')).toBeUndefined();
    expect(programIdOf('abc')).toBeUndefined();
    expect(programIdOf('')).toBeUndefined();
  });
});
