import { upsertClaimsAndExperiences } from '../../services/jobex/upsert-claims.ts';
import { universityStudentProcedure } from './access.ts';
import { upsertUserClaimsInput } from './inputs.ts';

/**
 * jobEX-upsertUserClaims (spec 3 §7: userClaims, and userExps in the job service). The claims are the
 * person's SLP claims (one table, the SLP's rules: at most 5 selected, one strength), replaced as a whole
 * set; each experience is added as a CV entry at the end of its section. Both or neither (decision 015).
 */
export const upsertUserClaims = universityStudentProcedure
  .input(upsertUserClaimsInput)
  .mutation(({ ctx, input }) =>
    upsertClaimsAndExperiences(ctx.deps.db, {
      userId: ctx.user.row.id,
      claims: input.userClaims,
      experiences: input.userExps,
      now: ctx.deps.now(),
    }),
  );
