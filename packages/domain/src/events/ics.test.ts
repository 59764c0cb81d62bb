import { describe, expect, it } from 'vitest';
import { buildIcs, icsEscape, icsFold, icsUtc } from './ics.ts';

/** UTF-8 length without Node's Buffer (the domain has no Node types), astral characters included. */
function utf8Bytes(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
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
  it('fills a line to exactly 75 octets and moves a character that would cross it whole', () => {
    // 'SUMMARY:' (8) + 67 ASCII = 75 octets: stays one line.
    expect(icsFold(`SUMMARY:${'a'.repeat(67)}`)).toBe(`SUMMARY:${'a'.repeat(67)}`);
    // One more octet folds: the 76th octet starts the continuation line after CRLF + space.
    expect(icsFold(`SUMMARY:${'a'.repeat(68)}`)).toBe(`SUMMARY:${'a'.repeat(67)}\r\n a`);
    // 8 + 66 ASCII = 74, then a 3-octet '講' would end at 77: it moves whole to the next line.
    const cjk = icsFold(`SUMMARY:${'a'.repeat(66)}講座`);
    expect(cjk).toBe(`SUMMARY:${'a'.repeat(66)}\r\n 講座`);
    // 8 + 63 + a 4-octet emoji (a surrogate pair in JavaScript) = 75: the second emoji moves whole.
    const emoji = icsFold(`SUMMARY:${'a'.repeat(63)}🎓🎓`);
    expect(emoji).toBe(`SUMMARY:${'a'.repeat(63)}🎓\r\n 🎓`);
    for (const line of `${cjk}\r\n${emoji}`.split('\r\n')) expect(utf8Bytes(line)).toBeLessThanOrEqual(75);
    // Continuation lines hold 74 octets after their leading space.
    const long = icsFold(`DESCRIPTION:${'講'.repeat(60)}`);
    const lines = long.split('\r\n');
    expect(lines.slice(1).every((l) => l.startsWith(' ') && utf8Bytes(l) <= 75)).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`DESCRIPTION:${'講'.repeat(60)}`);
  });
  it('folds a booking’s long Chinese title as well (the booking calendar file uses this builder)', () => {
    const text = buildIcs(
      {
        uid: 'b1@waypoint',
        title: '升學及就業輔導面談；一對一，Room A'.repeat(4),
        startTime: new Date('2026-11-24T02:00:00Z'),
        endTime: new Date('2026-11-24T02:30:00Z'),
      },
      new Date('2026-11-23T01:00:00Z'),
    );
    expect(text).toContain('DTSTART:20261124T020000Z\r\n');
    expect(text).toContain('DTEND:20261124T023000Z\r\n');
    for (const line of text.split('\r\n')) expect(utf8Bytes(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${'升學及就業輔導面談；一對一，Room A'.repeat(4)}`);
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
