import { useQuery } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { isStaffMember } from '@waypoint/domain';
import type { Api } from '@/shared/api';
import { useTRPC } from '@/shared/api';
import { useSession } from '@/shared/session';

/** A session as the events router lists it (the panel is given one by the detail page). */
export type EventItem = inferOutput<Api['events']['getEvents']>['events'][number];
export type TeacherForm = inferOutput<Api['teacher']['getTeacherResponses']>;
export type ResponseOption = TeacherForm['options'][number];
export type ResponseQuestion = TeacherForm['questions'][number];
export type TeacherResponse = TeacherForm['responses'][number];

/** The teacher response form of one session, with the school's responses to it (shared cache key). */
export function useSessionResponses(sessionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.teacher.getTeacherResponses.queryOptions({ sessionId }));
}

/** The form for a service itself, with the school's (a client's own) responses to that service. */
export function useServiceResponses(serviceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.teacher.getTeacherResponses.queryOptions({ serviceId }));
}

/** Who is looking: staff act for their school; a university client answers for themselves. */
export function useTeacherViewer() {
  const { user } = useSession();
  const isAdmin = !!user?.isAdmin;
  const isStaff = !!user && isStaffMember(user);
  return {
    user,
    isAdmin,
    isStaff,
    // A client waiting for approval answers for no organisation (decision 018).
    isClient: !isStaff && !!user?.isUniversityClient && user.clientStanding === 'approved',
    schoolId: user?.schoolId ?? null,
  };
}

/** Questions shown under an option (`showInOptionIds` empty = every option). */
export function questionsFor(
  questions: readonly ResponseQuestion[],
  optionId: string | null,
): ResponseQuestion[] {
  if (!optionId) return [];
  return questions.filter((q) => q.showInOptionIds.length === 0 || q.showInOptionIds.includes(optionId));
}
