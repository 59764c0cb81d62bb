import { EMPLOYMENT_STATUSES, SELECTABLE_EMPLOYMENT_STATUSES } from '@waypoint/domain';
import { z } from 'zod';
import { schoolStudent } from '../../services/teacher/shapes.ts';

// The output rows the services build live with them (services do not import routers/); re-exported here.
export {
  type MockJupasResults,
  type SchoolStatisticsSummary,
  type SchoolStudent,
  type SchoolTeacher,
  schoolStatisticsSummary,
  schoolStudent,
  schoolTeacher,
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

export const selectableEmploymentStatus = z.enum(SELECTABLE_EMPLOYMENT_STATUSES, {
  message: 'errors.invalidEmploymentStatus',
});
export const employmentStatus = z.enum(EMPLOYMENT_STATUSES, { message: 'errors.invalidEmploymentStatus' });
