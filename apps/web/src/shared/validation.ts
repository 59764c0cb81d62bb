import { normalisePhone, PHONE_LENGTH } from '@waypoint/domain';

/** Code and number boxes take digits only and stop at the limit, whatever is pasted into them. */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/** A pasted '+852 9123 4567' becomes the 8 local digits rather than '85291234'. */
export function phoneInputValue(value: string): string {
  return digitsOnly(normalisePhone(value), PHONE_LENGTH);
}
