import { loadCareerPlan, saveCareerPlan } from '../../services/jobex/career-plan.ts';
import { universityStudentProcedure } from './access.ts';
import { careerPlanInput } from './inputs.ts';

/** jobEX-getUserCareerPlan: the caller's own plan. */
export const getUserCareerPlan = universityStudentProcedure.query(({ ctx }) =>
  loadCareerPlan(ctx.deps.db, ctx.user.row.id),
);

/** jobEX-saveUserCareerPlan: replaces the caller's plan whole. */
export const saveUserCareerPlan = universityStudentProcedure
  .input(careerPlanInput)
  .mutation(({ ctx, input }) =>
    saveCareerPlan(ctx.deps.db, { userId: ctx.user.row.id, plan: input.careerPlan, now: ctx.deps.now() }),
  );
