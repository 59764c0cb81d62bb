import {
  MAX_CLAIM_ELABORATION,
  MAX_CLAIM_TEXT,
  MAX_CLAIMS,
  MAX_PROFESSION_SUGGESTIONS,
  MAX_SLP_TEXT,
} from '@waypoint/domain';
import { z } from 'zod';
import { text } from '../../trpc/inputs.ts';

/** Whose SLP: omitted for one's own; a teacher or admin names the student (target-user mode). */
export const targetUser = z.object({ userId: z.uuid().optional() });

/** One claim or the key strength; jobEX's upsertUserClaims takes the same. */
export const claimInput = z.object({
  claimId: z.uuid().optional(),
  text: text(MAX_CLAIM_TEXT)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'errors.claimTextRequired'),
  elaboration: text(MAX_CLAIM_ELABORATION).nullish(),
  selected: z.boolean(),
  order: z.number().int().min(0).max(1000),
  type: z.enum(['strength', 'claim']).default('claim'),
  clientId: text(100).nullish(),
});

export const upsertClaimsInput = targetUser.extend({
  userClaims: z.array(claimInput).max(MAX_CLAIMS, 'errors.tooManyClaimsStored'),
});

export const upsertSlpInput = targetUser.extend({
  original: text(MAX_SLP_TEXT).optional(),
  gpt: text(MAX_SLP_TEXT).optional(),
  professionIds: z
    .array(z.number().int().positive())
    .max(MAX_PROFESSION_SUGGESTIONS, 'errors.tooManySlpProfessions')
    .optional(),
});

export const sendSlpInput = targetUser.extend({
  selectedSLPType: z.enum(['original', 'gpt']),
});

export const claimCommentInput = z.object({
  userId: z.uuid(),
  claimId: z.uuid(),
  comment: text(2000)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'errors.commentRequired'),
});
