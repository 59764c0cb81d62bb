/**
 * Retention (PDPO DPP2, issue 23 item 5): how long each kind of record is kept, read from app settings.
 * The bounds stop a slip (0 days would erase today's chat; 99999 would keep everything) and are checked
 * again by the server whatever the page sent.
 */
export const RETENTION_SETTINGS = {
  aiLogRetentionDays: { defaultValue: 365, min: 30, max: 3650, unit: 'days' },
  chatRetentionDays: { defaultValue: 365, min: 30, max: 3650, unit: 'days' },
  outboxBodyRetentionDays: { defaultValue: 30, min: 1, max: 3650, unit: 'days' },
  signInRecordRetentionDays: { defaultValue: 180, min: 30, max: 3650, unit: 'days' },
  /**
   * Who looked (DPP4): long enough for a student to ask about last school year's access, short enough not
   * to become a record of everything; at least 90 days so an investigation is not cut short.
   */
  staffAccessRetentionDays: { defaultValue: 365, min: 90, max: 3650, unit: 'days' },
  inactiveStudentYears: { defaultValue: 3, min: 1, max: 10, unit: 'years' },
} as const;

export type RetentionSettingKey = keyof typeof RETENTION_SETTINGS;
export const RETENTION_SETTING_KEYS = Object.keys(RETENTION_SETTINGS) as RetentionSettingKey[];

export type RetentionSettings = Record<RetentionSettingKey, number>;

export function isRetentionSettingKey(key: string): key is RetentionSettingKey {
  return Object.hasOwn(RETENTION_SETTINGS, key);
}

/** A whole number within the setting's bounds. */
export function isValidRetentionValue(key: RetentionSettingKey, value: number): boolean {
  const { min, max } = RETENTION_SETTINGS[key];
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The stored text as a number; anything unreadable or out of bounds reads as the default, so a damaged row
 * never makes the job erase more than the bounds allow.
 */
export function parseRetentionValue(key: RetentionSettingKey, stored: string | null | undefined): number {
  const text = stored?.trim() ?? '';
  const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  return isValidRetentionValue(key, value) ? value : RETENTION_SETTINGS[key].defaultValue;
}

/** Every retention setting from the stored rows (key → text); missing keys take their defaults. */
export function readRetentionSettings(stored: ReadonlyMap<string, string>): RetentionSettings {
  const out = {} as RetentionSettings;
  for (const key of RETENTION_SETTING_KEYS) out[key] = parseRetentionValue(key, stored.get(key));
  return out;
}

const DAY_MS = 86_400_000;

/** Records created (or delivered, or ended) before this instant are past their retention. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * A student who has not signed in since this instant is "inactive": the same calendar day `years` earlier
 * (29 February falls back to 28 February, never forward into March).
 */
export function inactiveSince(now: Date, years: number): Date {
  const d = new Date(now.getTime());
  const month = d.getUTCMonth();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  if (d.getUTCMonth() !== month) d.setUTCDate(0);
  return d;
}

/**
 * What an outbox row's meta keeps once its body is blanked: what kind of message it was, how it was
 * addressed, and the ids of the records it was about (each with its own retention and erasure). Free
 * values (links, topics, names) go.
 */
const KEPT_META_KEYS = new Set(['kind', 'recipientType', 'purpose', 'field']);

export function retainedOutboxMeta(meta: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!meta) return null;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) {
    const isId = /Id$/.test(key) && (typeof value === 'string' || typeof value === 'number');
    if (isId || (KEPT_META_KEYS.has(key) && typeof value === 'string')) kept[key] = value;
  }
  return kept;
}
