import { describe, expect, it } from 'vitest';
import { type ConsultationRecord, formatCalendarDate, splitConsultations } from './consultations';

const record = (id: number, date: string, time: string | null, isUpcoming: boolean): ConsultationRecord => ({
  id,
  targetUserId: 'u',
  date,
  time,
  venue: null,
  remarks: null,
  isUpcoming,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('splitConsultations', () => {
  it('takes the earliest upcoming one as next; the rest is history, newest first', () => {
    const records = [
      record(1, '2026-03-01', '10:00', false),
      record(2, '2026-05-10', '16:00', true),
      record(3, '2026-05-03', null, true),
      record(4, '2026-04-01', '09:00', false),
    ];
    const { next, previous } = splitConsultations(records);
    expect(next?.id).toBe(3);
    expect(previous.map((r) => r.id)).toEqual([2, 4, 1]);
  });

  it('has no next consultation when none is upcoming', () => {
    expect(splitConsultations([record(1, '2026-03-01', null, false)]).next).toBeNull();
    expect(splitConsultations([])).toEqual({ next: null, previous: [] });
  });

  it('orders two on the same day by time', () => {
    const { next } = splitConsultations([
      record(1, '2026-05-03', '15:00', true),
      record(2, '2026-05-03', '09:30', true),
    ]);
    expect(next?.id).toBe(2);
  });
});

describe('formatCalendarDate', () => {
  it('writes the date in either language', () => {
    expect(formatCalendarDate('2026-11-07', 'en')).toBe('7 Nov 2026');
    expect(formatCalendarDate('2026-11-07', 'zh-HK')).toBe('2026年11月7日');
    expect(formatCalendarDate('bad', 'en')).toBe('bad');
  });
});
