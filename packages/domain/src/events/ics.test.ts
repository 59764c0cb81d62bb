import { describe, expect, it } from 'vitest';
import { buildIcs, icsEscape, icsFold, icsUtc } from './ics.ts';

/** UTF-8 length without Node's Buffer (the domain has no Node types): these test strings are BMP only. */
function utf8Bytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.charCodeAt(0) < 0x80 ? 1 : ch.charCodeAt(0) < 0x800 ? 2 : 3;
  return n;
}

describe('.ics builder (RFC 5545)', () => {
  it('writes Hong Kong times as UTC', () => {
    // 14:30 HK = 06:30 UTC
    expect(icsUtc(new Date('2026-12-01T14:30:00+08:00'))).toBe('20261201T063000Z');
  });
  it('escapes text', () => {
    expect(icsEscape('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
  it('folds lines at 75 octets without splitting characters', () => {
    const folded = icsFold(`SUMMARY:${'講座'.repeat(40)}`);
    for (const line of folded.split('\r\n')) expect(utf8Bytes(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'講座'.repeat(40)}`);
  });
  it('builds a calendar with CRLF line ends', () => {
    const text = buildIcs(
      {
        uid: 'e1@waypoint',
        title: 'Work seminar, HKU',
        startTime: new Date('2026-12-01T06:00:00Z'),
        endTime: new Date('2026-12-01T08:00:00Z'),
        location: 'Hall 1',
      },
      new Date('2026-11-23T00:00:00Z'),
    );
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('DTSTART:20261201T060000Z\r\n');
    expect(text).toContain('SUMMARY:Work seminar\\, HKU\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
