import { roleFlags } from '@waypoint/domain';
import { z } from 'zod';
import type { Responder } from '../../services/teacher/teacher-response-types.ts';
import type { SessionUser } from '../../trpc/context.ts';
import { fail } from '../../trpc/errors.ts';
import { approvedClientId } from '../../trpc/procedures.ts';

export const teacherResponseRow = z.object({
  id: z.number(),
  userId: z.string(),
  userName: z.string().nullable(),
  schoolId: z.string().nullable(),
  optionId: z.string().nullable(),
  response: z.string().nullable(),
  type: z.string(),
  role: z.string().nullable(),
  assignedTo: z.string().nullable(),
  intakeYear: z.number().nullable(),
  targetClass: z.string().nullable(),
  sessionId: z.string().nullable(),
  serviceId: z.string().nullable(),
  eventName: z.string().nullable(),
  estNumOfStudents: z.number().nullable(),
  preferredSessionDates: z.array(z.string()),
  preferredSessionTime: z.string().nullable(),
  questionAnswers: z.array(
    z.object({
      questionId: z.string(),
      questionTitle: z.string(),
      answer: z.string(),
      optionId: z.string().nullish(),
    }),
  ),
  updatedAt: z.string(),
});

export const responseOption = z.object({
  id: z.string(),
  title: z.string(),
  titleChi: z.string().nullable(),
  type: z.string(),
  immediateAction: z.string().nullable(),
  targetRole: z.string().nullable(),
  excludingServiceIds: z.array(z.string()),
  showNominateBtn: z.boolean(),
  showIfExistSessions: z.boolean(),
  isProposeDate: z.boolean(),
  isInternal: z.boolean(),
  seq: z.number(),
});

export const responseQuestion = z.object({
  id: z.string(),
  title: z.string(),
  titleChi: z.string().nullable(),
  subtitle: z.string().nullable(),
  subtitleChi: z.string().nullable(),
  type: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string(), labelChi: z.string().nullish() })),
  isRequired: z.boolean(),
  showInOptionIds: z.array(z.string()),
  relatedTeacherResponseField: z.string().nullable(),
});

/**
 * Who may answer the teacher response form (spec 1 §2.6, §6): active teachers for their school,
 * university clients for themselves, admins for the school they name (or none).
 */
export function responderOf(user: SessionUser, schoolId: string | null | undefined): Responder {
  const flags = roleFlags(user.roles);
  if (user.isAdmin) {
    return { userId: user.row.id, schoolId: schoolId ?? null, isAdmin: true, isClient: false, role: 'admin' };
  }
  if (user.isActiveTeacher && user.teacher?.schoolId) {
    if (schoolId && schoolId !== user.teacher.schoolId) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    return {
      userId: user.row.id,
      schoolId: user.teacher.schoolId,
      isAdmin: false,
      isClient: false,
      role: 'teacher',
    };
  }
  if (flags.isUniversityClient) {
    return {
      userId: user.row.id,
      schoolId: null,
      isAdmin: false,
      isClient: true,
      // Only an approved client answers for its organisation's services (decision 018).
      clientId: approvedClientId(user),
      role: 'university-client',
    };
  }
  fail('FORBIDDEN', 'errors.forbidden');
}
