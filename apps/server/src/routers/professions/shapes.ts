import { PROFESSION_KEYWORD_MAX } from '@waypoint/domain';
import { z } from 'zod';

const intId = (message: string) =>
  z.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message });

export const professionId = intId('errors.professionNotFound');
export const sectorId = intId('errors.sectorNotFound');
export const segmentId = intId('errors.segmentNotFound');

/** The spec's add…/remove… calls take `{ id }`. */
export const professionIdInput = z.object({ id: professionId });
export const sectorIdInput = z.object({ id: sectorId });
export const segmentIdInput = z.object({ id: segmentId });

const reaction = z.enum(['like', 'dislike'], { message: 'errors.invalidReaction' }).nullable();
const shortText = z.string().trim().max(1000, 'errors.reasonTooLong').nullish();

export const upsertUserProfessionsInput = z.object({
  userProfessions: z
    .array(
      z.object({
        professionId,
        reaction,
        appState: z
          .object({
            selectedOption: z.string().trim().max(100).nullish(),
            searchKeyword: z.string().trim().max(PROFESSION_KEYWORD_MAX).nullish(),
          })
          .optional(),
        reason: shortText,
        action: z.string().trim().max(50).nullish(),
      }),
    )
    .min(1)
    .max(500),
});

export const upsertUserSegmentsInput = z.object({
  userSegments: z
    .array(
      z.object({ segmentId, reaction: z.enum(['like'], { message: 'errors.invalidReaction' }).nullable() }),
    )
    .min(1)
    .max(200),
});

export const upsertProfessionResponsesInput = z.object({
  responses: z
    .array(
      z.object({
        professionId,
        response: z.enum(['Yes', 'No'], { message: 'errors.invalidSurveyResponse' }),
      }),
    )
    .min(1)
    .max(500),
});

export const keywordInput = z.object({
  keyword: z.string({ message: 'errors.emptyKeyword' }).trim().min(1, 'errors.emptyKeyword').max(1000),
});

export const segmentIdsInput = z.object({ segmentIds: z.array(segmentId).min(1).max(100) });
