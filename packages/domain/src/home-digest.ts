import { hkDateString, hkInstant, hkParts } from './time.ts';

/**
 * Issue 28 item 4: the optional weekly WhatsApp / SMS digest of a person's next steps
 * (docs/decisions/029-next-steps-digest.md). It goes on Monday from 18:00 Hong Kong time, after school and
 * before the evening's homework, and only until 22:00: a server that was down for the evening skips the week
 * rather than waking a student at night.
 */
export const DIGEST_CHANNELS = ['whatsapp', 'sms'] as const;
export type DigestChannel = (typeof DIGEST_CHANNELS)[number];

/** 0 = Sunday, as Date#getDay: Monday. */
export const DIGEST_WEEKDAY = 1;
/** The hour (HK) the week's digest may go from. */
export const DIGEST_HOUR = 18;
/** How long after that it may still go: past it, the week is skipped. */
export const DIGEST_WINDOW_HOURS = 4;
/** Steps written out in the message; the rest are counted, and the link opens them all. */
export const DIGEST_STEPS_SHOWN = 5;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function isDigestChannel(value: string): value is DigestChannel {
  return (DIGEST_CHANNELS as readonly string[]).includes(value);
}

/** The start of the latest weekly slot at or before `now` (Monday 18:00 HK of this or the previous week). */
export function digestSlotStart(now: Date): Date {
  const { weekday } = hkParts(now);
  const back = (weekday - DIGEST_WEEKDAY + 7) % 7;
  const day = hkDateString(new Date(now.getTime() - back * DAY_MS));
  const slot = hkInstant(day, `${String(DIGEST_HOUR).padStart(2, '0')}:00`);
  // On Monday before 18:00 this week's slot has not begun: the latest one is last Monday's.
  return slot.getTime() > now.getTime() ? new Date(slot.getTime() - 7 * DAY_MS) : slot;
}

/** Whether this week's sending window (Monday 18:00 to 22:00 HK) is open at `now`. */
export function isDigestWindowOpen(now: Date): boolean {
  return now.getTime() < digestSlotStart(now).getTime() + DIGEST_WINDOW_HOURS * HOUR_MS;
}

/**
 * Whether a digest should go now: inside this week's sending window, and not yet sent in it. A digest
 * turned on during the window goes that evening; one turned on later waits for next Monday.
 */
export function isDigestDue(lastSentAt: Date | null, now: Date): boolean {
  if (!isDigestWindowOpen(now)) return false;
  return lastSentAt === null || lastSentAt.getTime() < digestSlotStart(now).getTime();
}
