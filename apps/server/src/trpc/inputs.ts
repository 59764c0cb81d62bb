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

export const requiredText = (max = 200) => z.string().trim().min(1).max(max);
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const newPassword = z.string().min(PASSWORD_MIN_LENGTH, 'errors.passwordTooShort').max(200);
export const smsCode = z.string().regex(/^\d{6}$/, 'errors.invalidVerificationCode');
