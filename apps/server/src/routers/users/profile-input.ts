import { RANK_IN_FORM_OPTIONS } from '@waypoint/domain';
import { z } from 'zod';
import { email, loginPhone, optionalText, requiredText } from '../../trpc/inputs.ts';

/** Spec 3 "Profile edit form": fullName and email required, phone 8 digits, the student fields optional. */
export const profileFields = z.object({
  fullName: requiredText(100),
  preferredName: optionalText(100),
  chineseName: optionalText(100),
  email,
  phone: loginPhone,
  class: optionalText(10),
  studentNumber: optionalText(20),
  studyingElectives: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
  yearDSE: z.number().int().min(2000).max(2100).nullish(),
  rankInForm: z.enum(RANK_IN_FORM_OPTIONS as unknown as [string, ...string[]]).nullish(),
});
