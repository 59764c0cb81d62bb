import { hkDateString, hkParts } from '../time.ts';

/** What the date picker needs to know about the chosen booking item. */
export interface BookingWindow {
  /** The item's first and last bookable instants; null leaves that side open. */
  startTime: Date | null;
  endTime: Date | null;
  /** Hong Kong dates 'YYYY-MM-DD' staff have closed. */
  reservedDates: readonly string[];
}

/** Weekday of a plain 'YYYY-MM-DD' calendar date (0 = Sunday), independent of the machine's zone. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec 1 §5 booking date picker, read in Hong Kong time: no weekends, no past dates, none before the
 * item's start or after its end, none in the reserved dates. `date` is a Hong Kong calendar date.
 */
export function isBookableDate(date: string, window: BookingWindow, now: Date): boolean {
  if (!DATE_RE.test(date) || Number.isNaN(new Date(`${date}T00:00:00Z`).getTime())) return false;
  const day = weekdayOf(date);
  if (day === 0 || day === 6) return false;
  if (date < hkDateString(now)) return false;
  if (window.startTime && date < hkDateString(window.startTime)) return false;
  if (window.endTime && date > hkDateString(window.endTime)) return false;
  return !window.reservedDates.includes(date);
}

/** Spec 1 §5: the briefing date is the date part of the chosen date-time value ('2026-11-24T10:00' → '2026-11-24'). */
export function briefingDate(value: string): string {
  return value.slice(0, 10);
}

/** Spec 1 §9: a briefing lasts 30 minutes unless the booker already chose another span. */
export const DEFAULT_BRIEFING_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

function toMinutes(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

function fromMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Spec 1 §5 auto end time: start plus 30 minutes, or plus the span of the previous start and end when
 * that span is between 0 and 24 hours. The end never passes 23:59 of the same day (a briefing does not
 * run past midnight). Returns null for an unreadable start.
 */
export function autoEndTime(start: string, previous?: { start: string; end: string } | null): string | null {
  const s = toMinutes(start);
  if (s === null) return null;
  let span = DEFAULT_BRIEFING_MINUTES;
  if (previous) {
    const ps = toMinutes(previous.start);
    const pe = toMinutes(previous.end);
    if (ps !== null && pe !== null && pe - ps > 0 && pe - ps <= DAY_MINUTES) span = pe - ps;
  }
  return fromMinutes(Math.min(s + span, DAY_MINUTES - 1));
}

/** 'HH:mm' of an instant in Hong Kong time. */
export function hkTimeString(date: Date): string {
  const { hour, minute } = hkParts(date);
  return fromMinutes(hour * 60 + minute);
}
