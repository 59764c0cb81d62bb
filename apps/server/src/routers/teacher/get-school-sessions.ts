import { z } from 'zod';
import { isStaffOfSchool } from '../../services/teacher/school-access.ts';
import { listSchoolSessions } from '../../services/teacher/school-sessions.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { eventIdInput } from '../events/shapes.ts';
import { schoolIdInput } from './shapes.ts';

/** Spec 1 §2.3 'My school's session(s)' on a session's page: the series' sessions with the school's counts. */
export const getSchoolSessions = staffProcedure
  .input(z.object({ sessionId: eventIdInput, schoolId: schoolIdInput }))
  .output(
    z.object({
      sessions: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          nameChi: z.string().nullable(),
          startTime: z.string(),
          endTime: z.string(),
          mode: z.string(),
          venue: z.string().nullable(),
          forSchool: z.boolean(),
          applied: z.number(),
          confirmed: z.number(),
          attended: z.number(),
        }),
      ),
    }),
  )
  .query(async ({ ctx, input }) => {
    if (!isStaffOfSchool(ctx.user, input.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    return { sessions: await listSchoolSessions(ctx.deps.db, input) };
  });
