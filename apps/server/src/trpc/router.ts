import { adminRouter } from '../routers/admin.ts';
import { admissionRouter } from '../routers/admission/index.ts';
import { aiRouter } from '../routers/ai/index.ts';
import { analyticsRouter } from '../routers/analytics.ts';
import { appRouter as appDataRouter } from '../routers/app.ts';
import { authRouter } from '../routers/auth/index.ts';
import { bookingRouter } from '../routers/booking/index.ts';
import { chatbotRouter } from '../routers/chatbot/index.ts';
import { consentRouter } from '../routers/consent/index.ts';
import { disciplinesRouter } from '../routers/disciplines/index.ts';
import { eventsRouter } from '../routers/events/index.ts';
import { feedbackRouter } from '../routers/feedback.ts';
import { homeRouter } from '../routers/home/index.ts';
import { internalRouter } from '../routers/internal/index.ts';
import { jobexRouter } from '../routers/jobex/index.ts';
import { privacyRouter } from '../routers/privacy/index.ts';
import { professionsRouter } from '../routers/professions/index.ts';
import { programsRouter } from '../routers/programs/index.ts';
import { rosterRouter } from '../routers/roster/index.ts';
import { schoolsRouter } from '../routers/schools.ts';
import { servicesRouter } from '../routers/services/index.ts';
import { slpRouter } from '../routers/slp/index.ts';
import { teacherRouter } from '../routers/teacher/index.ts';
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
  programs: programsRouter,
  disciplines: disciplinesRouter,
  professions: professionsRouter,
  teacher: teacherRouter,
  admission: admissionRouter,
  internal: internalRouter,
  events: eventsRouter,
  services: servicesRouter,
  booking: bookingRouter,
  consent: consentRouter,
  ai: aiRouter,
  chatbot: chatbotRouter,
  slp: slpRouter,
  jobex: jobexRouter,
  privacy: privacyRouter,
  home: homeRouter,
  roster: rosterRouter,
});

export type AppRouter = typeof appRouter;
