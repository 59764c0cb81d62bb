import { adminRouter } from '../routers/admin.ts';
import { analyticsRouter } from '../routers/analytics.ts';
import { appRouter as appDataRouter } from '../routers/app.ts';
import { authRouter } from '../routers/auth/index.ts';
import { feedbackRouter } from '../routers/feedback.ts';
import { schoolsRouter } from '../routers/schools.ts';
import { usersRouter } from '../routers/users/index.ts';
import { router } from './init.ts';

/** The root router: one sub-router per area, named as in DESIGN.md. */
export const appRouter = router({
  app: appDataRouter,
  auth: authRouter,
  users: usersRouter,
  schools: schoolsRouter,
  feedback: feedbackRouter,
  analytics: analyticsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
