/** Every date rule of the product is read in Hong Kong time (+08:00), whatever the machine's zone. */
export const HK_TIME_ZONE = 'Asia/Hong_Kong';

export type HkLocale = 'zh-HK' | 'en';

export interface HkParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  /** 0 = Sunday, as Date#getDay. */
  weekday: number;
}

// en-US with numeric fields gives plain ASCII digits; h23 avoids engines that print midnight as 24.
// Made on first use only: building a zoned formatter loads the zone's rules, a long task on a phone.
let zonedFormat: Intl.DateTimeFormat | null = null;
function hkZonedFormat(): Intl.DateTimeFormat {
  zonedFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: HK_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  });
  return zonedFormat;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Fixed names: ICU versions disagree on en-GB September ('Sep' or 'Sept'), and server and browser must agree.
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const HK_OFFSET_MS = 8 * 60 * 60 * 1000;
/**
 * Hong Kong has kept +08:00 all year since its last summer time ended in October 1979: from 1980 on its
 * fields are the UTC fields of the instant eight hours later, which is exact and costs no zone lookup.
 * Earlier instants (and those near the end of the Date range) ask the zone database.
 */
const FIXED_OFFSET_FROM = Date.UTC(1979, 11, 31, 16);
const FIXED_OFFSET_UNTIL = 8.64e15 - HK_OFFSET_MS;

/** The calendar and clock fields of an instant as seen in Hong Kong. Throws RangeError on an invalid Date. */
export function hkParts(date: Date): HkParts {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_FROM && time <= FIXED_OFFSET_UNTIL) {
    const hk = new Date(time + HK_OFFSET_MS);
    return {
      year: hk.getUTCFullYear(),
      month: hk.getUTCMonth() + 1,
      day: hk.getUTCDate(),
      hour: hk.getUTCHours(),
      minute: hk.getUTCMinutes(),
      weekday: hk.getUTCDay(),
    };
  }
  const parts = hkZonedFormat().formatToParts(date);
  const text = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(text('year')),
    month: Number(text('month')),
    day: Number(text('day')),
    hour: Number(text('hour')) % 24,
    minute: Number(text('minute')),
    weekday: WEEKDAYS.indexOf(text('weekday')),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A Hong Kong calendar date ('YYYY-MM-DD') and wall-clock time ('HH:mm' or 'HH:mm:ss') as an ISO 8601
 * string with the +08:00 offset, the form the API takes: the one way a typed date and time become an instant.
 */
export function hkIsoString(date: string, time: string): string {
  return `${date}T${/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time}+08:00`;
}

/** A Hong Kong date and wall-clock time as an instant (`hkIsoString`); an Invalid Date when malformed. */
export function hkInstant(date: string, time: string): Date {
  return new Date(hkIsoString(date, time));
}

/** The Hong Kong calendar date, e.g. '2026-09-01' for 2026-08-31T16:00Z. */
export function hkDateString(date: Date): string {
  const { year, month, day } = hkParts(date);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** '22 Nov 2026, 18:30' or '2026年11月22日 18:30', 24-hour clock, in Hong Kong time. */
export function formatHkDateTime(date: Date, locale: HkLocale): string {
  const { year, month, day, hour, minute } = hkParts(date);
  const time = `${pad2(hour)}:${pad2(minute)}`;
  if (locale === 'zh-HK') return `${year}年${month}月${day}日 ${time}`;
  return `${day} ${MONTHS_EN[month - 1]} ${year}, ${time}`;
}
