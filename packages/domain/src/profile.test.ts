import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_PHOTO_MAX_WIDTH,
  FEEDBACK_PHOTO_QUALITY,
  formatElectives,
  isPasswordLongEnough,
  PAGE_ACCESS_MIN_SECONDS,
  PASSWORD_MIN_LENGTH,
  PROFESSION_MODAL_ACCESS_MIN_SECONDS,
  PROFILE_PIC_MAX_WIDTH,
  PROFILE_PIC_QUALITY,
  parseElectives,
  rankInFormRequired,
  resizedDimensions,
  shouldRecordPageAccess,
} from './profile.ts';

describe('constants', () => {
  it('match spec 3', () => {
    expect([PROFILE_PIC_MAX_WIDTH, PROFILE_PIC_QUALITY]).toEqual([1000, 0.6]);
    expect([FEEDBACK_PHOTO_MAX_WIDTH, FEEDBACK_PHOTO_QUALITY]).toEqual([1500, 0.6]);
    expect([PAGE_ACCESS_MIN_SECONDS, PROFESSION_MODAL_ACCESS_MIN_SECONDS]).toEqual([5, 3]);
  });
});

describe('shouldRecordPageAccess', () => {
  const accessTime = new Date('2026-08-31T23:59:58+08:00');

  it('records a visit of 5 seconds or more, across midnight of 1 September', () => {
    expect(shouldRecordPageAccess(accessTime, new Date('2026-09-01T00:00:03+08:00'))).toBe(true);
    expect(shouldRecordPageAccess(accessTime, new Date('2026-09-01T00:00:02.999+08:00'))).toBe(false);
  });

  it('takes a shorter threshold for the profession modal', () => {
    const leave = new Date('2026-09-01T00:00:01+08:00');
    expect(shouldRecordPageAccess(accessTime, leave)).toBe(false);
    expect(shouldRecordPageAccess(accessTime, leave, PROFESSION_MODAL_ACCESS_MIN_SECONDS)).toBe(true);
  });

  it('never records a visit that ends before it starts', () => {
    expect(shouldRecordPageAccess(accessTime, new Date('2026-08-31T23:00:00+08:00'))).toBe(false);
  });
});

describe('electives', () => {
  it('splits text on " , "', () => {
    expect(parseElectives('Biology , Chemistry , Economics')).toEqual(['Biology', 'Chemistry', 'Economics']);
  });

  it('keeps a name with a bare comma whole', () => {
    expect(parseElectives('Design and Applied Technology , Health Management, Social Care')).toEqual([
      'Design and Applied Technology',
      'Health Management, Social Care',
    ]);
  });

  it('takes a list as it is, trimmed, without blanks', () => {
    expect(parseElectives([' Physics ', '', 'History'])).toEqual(['Physics', 'History']);
  });

  it('gives an empty list for nothing', () => {
    expect(parseElectives(null)).toEqual([]);
    expect(parseElectives(undefined)).toEqual([]);
    expect(parseElectives('')).toEqual([]);
  });

  it('writes the list back as text that parses to the same list', () => {
    const text = formatElectives(['Biology', ' Chemistry ', '']);
    expect(text).toBe('Biology , Chemistry');
    expect(parseElectives(text)).toEqual(['Biology', 'Chemistry']);
  });
});

describe('resizedDimensions', () => {
  it('shrinks to the maximum width keeping the aspect ratio', () => {
    expect(resizedDimensions({ width: 4000, height: 3000 }, PROFILE_PIC_MAX_WIDTH)).toEqual({
      width: 1000,
      height: 750,
    });
    expect(resizedDimensions({ width: 3000, height: 4000 }, FEEDBACK_PHOTO_MAX_WIDTH)).toEqual({
      width: 1500,
      height: 2000,
    });
  });

  it('rounds the height and keeps at least one pixel', () => {
    expect(resizedDimensions({ width: 3000, height: 1001 }, 1000)).toEqual({ width: 1000, height: 334 });
    expect(resizedDimensions({ width: 5000, height: 1 }, 1000)).toEqual({ width: 1000, height: 1 });
  });

  it('never enlarges a smaller image', () => {
    expect(resizedDimensions({ width: 800, height: 600 }, 1000)).toEqual({ width: 800, height: 600 });
    expect(resizedDimensions({ width: 1000, height: 600 }, 1000)).toEqual({ width: 1000, height: 600 });
  });
});

describe('passwords', () => {
  it('need at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isPasswordLongEnough('1234567')).toBe(false);
    expect(isPasswordLongEnough('12345678')).toBe(true);
  });
});

describe('rankInFormRequired', () => {
  it('holds for students and admins only (spec 3 profile form)', () => {
    expect(rankInFormRequired({ isSecondaryStudent: true, isAdmin: false })).toBe(true);
    expect(rankInFormRequired({ isSecondaryStudent: false, isAdmin: true })).toBe(true);
    expect(rankInFormRequired({ isSecondaryStudent: false, isAdmin: false })).toBe(false);
  });
});
