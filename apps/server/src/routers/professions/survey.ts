import { recordSearchKeyword } from '../../services/professions/search-keywords.ts';
import { upsertProfessionResponses as upsertResponses } from '../../services/professions/survey-responses.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { keywordInput, upsertProfessionResponsesInput } from './shapes.ts';

/** Spec abs-upsertProfessionResponses plus the user update of heardOf / notHeardOf lists. */
export const upsertProfessionResponses = signedInProcedure
  .input(upsertProfessionResponsesInput)
  .mutation(({ ctx, input }) =>
    upsertResponses(ctx.deps.db, { userId: ctx.user.row.id, answers: input.responses, now: ctx.deps.now() }),
  );

/** Spec abs-insertProfessionSearchKeywordRecord: signed-in searches only (docs/decisions). */
export const insertProfessionSearchKeywordRecord = signedInProcedure
  .input(keywordInput)
  .mutation(async ({ ctx, input }) => {
    await recordSearchKeyword(ctx.deps.db, {
      userId: ctx.user.row.id,
      keyword: input.keyword,
      now: ctx.deps.now(),
    });
    return { recorded: true };
  });
