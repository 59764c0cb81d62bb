import { EMPLOYMENT_STATUSES, SELECTABLE_EMPLOYMENT_STATUSES } from '@waypoint/domain';
import { z } from 'zod';
import { schoolStudent } from '../../services/teacher/shapes.ts';

// The output rows the services build live with them (services do not import routers/); re-exported here.
export {
  type MockJupasResults,
  type SchoolStatisticsSummary,
  type SchoolStudent,
  schoolStatisticsSummary,
  schoolStudent,
} from '../../services/teacher/shapes.ts';

// Inputs and outputs of the teacher router; the web infers its types from the router.

export const schoolIdInput = z.string().trim().min(1).max(64);
export const userIdInput = z.uuid({ message: 'errors.notFound' });

export const STUDENT_PAGE_SIZE = 100;

export const schoolStudentsPage = z.object({
  items: z.array(schoolStudent),
  /** Pass as `cursor` for the next 100; null at the end. */
  nextCursor: z.number().int().nullable(),
  /** Students in the window (all pages). */
  total: z.number().int(),
});

export const schoolTeacher = z.object({
  userId: z.string(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  chineseName: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  schoolId: z.string().nullable(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  schoolRoles: z.array(z.string()),
  classRoles: z.array(
    z.object({ role: z.string(), classes: z.array(z.string()), status: z.enum(['active', 'removed']) }),
  ),
});
export type SchoolTeacher = z.infer<typeof schoolTeacher>;

export const selectableEmploymentStatus = z.enum(SELECTABLE_EMPLOYMENT_STATUSES, {
  message: 'errors.invalidEmploymentStatus',
});
export const employmentStatus = z.enum(EMPLOYMENT_STATUSES, { message: 'errors.invalidEmploymentStatus' });
