import { INTEREST_QUESTIONS, type InterestAnswer, isCompleteInterestAnswers } from '@waypoint/domain';
import { z } from 'zod';
import {
  loadInterestProfile,
  saveInterestProfile as save,
} from '../../services/professions/interest-profile.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';

const QUESTION_IDS = new Set(INTEREST_QUESTIONS.map((q) => q.id));

const answersInput = z.object({
  answers: z
    .record(
      z.string(),
      z.union([z.literal(0), z.literal(1), z.literal(2)], { message: 'errors.invalidInterestAnswers' }),
    )
    .refine(
      (answers) => Object.keys(answers).every((id) => QUESTION_IDS.has(id)),
      'errors.invalidInterestAnswers',
    )
    .refine(
      (answers) => isCompleteInterestAnswers(answers as Record<string, InterestAnswer>),
      'errors.incompleteInterestAnswers',
    ),
});

/** Beyond the spec: the caller's own interest answers, or null before the first save. */
export const getInterestProfile = signedInProcedure.query(({ ctx }) =>
  loadInterestProfile(ctx.deps.db, ctx.user.row.id),
);

/** Beyond the spec: saves every interest item's answer (all of them, each 0, 1 or 2) for the caller. */
export const saveInterestProfile = signedInProcedure.input(answersInput).mutation(({ ctx, input }) =>
  save(ctx.deps.db, {
    userId: ctx.user.row.id,
    answers: input.answers as Record<string, InterestAnswer>,
    now: ctx.deps.now(),
  }),
);
