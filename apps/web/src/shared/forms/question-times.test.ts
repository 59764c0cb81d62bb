import { describe, expect, it } from 'vitest';
import { earliestDates, joinDateTime, quarterHourOptions, splitDateTime } from './question-times';

describe('question pickers (spec 1 §5)', () => {
  it('offers 9:00 to 17:00 in 15-minute steps', () => {
    const opts = quarterHourOptions();
    expect(opts[0]).toBe('09:00');
    expect(opts[1]).toBe('09:15');
    expect(opts.at(-1)).toBe('17:00');
    expect(opts).toHaveLength(33);
  });
  it('starts date questions today and date-time questions tomorrow, in Hong Kong', () => {
    // 23:30 UTC on 1 Dec is 07:30 on 2 Dec in Hong Kong.
    expect(earliestDates(new Date('2026-12-01T23:30:00Z'))).toEqual({
      date: '2026-12-02',
      datetime: '2026-12-03',
    });
  });
  it('round-trips date-time answers', () => {
    expect(splitDateTime(joinDateTime('2026-12-03', '09:15'))).toEqual({ date: '2026-12-03', time: '09:15' });
    expect(joinDateTime('', '')).toBe('');
  });
});
