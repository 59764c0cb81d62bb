import { hkDateString, PROPOSE_HOUR_FIRST, PROPOSE_HOUR_LAST, PROPOSE_MINUTES } from '@waypoint/domain';

/** Spec 1 §5 / §9: times from 9:00 to 17:00 in 15-minute steps ('09:00' … '17:00'). */
export function quarterHourOptions(): string[] {
  const out: string[] = [];
  for (let h = PROPOSE_HOUR_FIRST; h <= PROPOSE_HOUR_LAST; h++) {
    for (const m of PROPOSE_MINUTES) {
      if (h === PROPOSE_HOUR_LAST && m > 0) break;
      out.push(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    }
  }
  return out;
}

/** Earliest date a date question takes (today, HK) and a date-time question takes (tomorrow, HK). */
export function earliestDates(now: Date): { date: string; datetime: string } {
  return {
    date: hkDateString(now),
    datetime: hkDateString(new Date(now.getTime() + 86_400_000)),
  };
}

/** A date-time answer is stored as 'YYYY-MM-DDTHH:MM' (Hong Kong wall-clock time). */
export function splitDateTime(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}

export function joinDateTime(date: string, time: string): string {
  if (!date && !time) return '';
  return `${date}T${time}`;
}
