import { isEightDigitPhone, isHkMobile, normalisePhone, PASSWORD_MIN_LENGTH } from '@waypoint/domain';
import { z } from 'zod';

/** Messages are locale keys; the error formatter turns them into the caller's language. */
export const loginPhone = z
  .string({ message: 'errors.invalidPhone' })
  .transform(normalisePhone)
  .refine(isEightDigitPhone, 'errors.invalidPhone');

export const hkMobile = z
  .string({ message: 'errors.enterValidHKMobileNumber' })
  .transform(normalisePhone)
  .refine(isHkMobile, 'errors.enterValidHKMobileNumber');

export const email = z
  .string({ message: 'errors.invalidEmail' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'errors.invalidEmail' }).max(254, 'errors.invalidEmail'));

const hasNoNul = (v: string) => !v.includes('\u0000');
const isWellFormed = (v: string) => !/\p{Cs}/u.test(v);

/**
 * The string every new input should start from: no NUL character and no lone surrogate, which PostgreSQL
 * refuses. The base procedure already refuses both in any raw input (trpc/init.ts); this keeps the rule
 * visible in the schema and holds for schemas parsed outside tRPC too.
 */
export const text = (max = 200) =>
  z.string().max(max).refine(hasNoNul, 'errors.nulCharacter').refine(isWellFormed, 'errors.malformedText');

export const requiredText = (max = 200) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(hasNoNul, 'errors.nulCharacter')
    .refine(isWellFormed, 'errors.malformedText');
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(hasNoNul, 'errors.nulCharacter')
    .refine(isWellFormed, 'errors.malformedText')
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not: PostgreSQL would refuse it with a 500). */
export const calendarDate = (message = 'errors.invalidDate') => z.iso.date({ message });

/** School ids are short ASCII slugs ('beacon1', 'new-1a2b3c4d'); they end up in file names and headers. */
export const schoolId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'errors.schoolRequired');

export const newPassword = z.string().min(PASSWORD_MIN_LENGTH, 'errors.passwordTooShort').max(200);
export const smsCode = z.string().regex(/^\d{6}$/, 'errors.invalidVerificationCode');
