/** Photos from phones are several MB; these keep uploads small while still sharp on screen. */
export const PROFILE_PIC_MAX_WIDTH = 1000;
export const PROFILE_PIC_QUALITY = 0.6;
export const FEEDBACK_PHOTO_MAX_WIDTH = 1500;
export const FEEDBACK_PHOTO_QUALITY = 0.6;

/** Shorter visits are taps passing through, not reading. */
export const PAGE_ACCESS_MIN_SECONDS = 5;
/** The profession modal uses its own, shorter threshold (spec 3 §5: both readings stand). */
export const PROFESSION_MODAL_ACCESS_MIN_SECONDS = 3;

export function shouldRecordPageAccess(
  accessTime: Date,
  leaveTime: Date,
  minSeconds: number = PAGE_ACCESS_MIN_SECONDS,
): boolean {
  return leaveTime.getTime() - accessTime.getTime() >= minSeconds * 1000;
}

const ELECTIVE_SEPARATOR = ' , ';

/**
 * Electives arrive as a list or as text joined by ' , '. Only the spaced separator splits, so a
 * subject name with a bare comma in it stays whole.
 */
export function parseElectives(value: string | readonly string[] | null | undefined): string[] {
  const items = typeof value === 'string' ? value.split(ELECTIVE_SEPARATOR) : (value ?? []);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

export function formatElectives(list: readonly string[]): string {
  return parseElectives(list).join(ELECTIVE_SEPARATOR);
}

export interface Dimensions {
  width: number;
  height: number;
}

/** Shrinks to maxWidth keeping the aspect ratio; a smaller image is left as it is (upscaling only blurs). */
export function resizedDimensions(size: Dimensions, maxWidth: number): Dimensions {
  if (size.width <= maxWidth || size.width <= 0) return { width: size.width, height: size.height };
  const height = Math.max(1, Math.round((size.height * maxWidth) / size.width));
  return { width: maxWidth, height };
}

/** The shortest password the app accepts when one is set or reset (this app's own rule; the spec names none). */
export const PASSWORD_MIN_LENGTH = 8;

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/** Spec 3 §6 profile form: "Rank in form is required for students and admins" — the owner of the profile. */
export function rankInFormRequired(owner: { isSecondaryStudent: boolean; isAdmin: boolean }): boolean {
  return owner.isSecondaryStudent || owner.isAdmin;
}
