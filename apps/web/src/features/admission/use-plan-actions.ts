import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GradeSource } from '@waypoint/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC, useTRPCClient } from '@/shared/api';
import { type StudentPlan, useRefreshStudentPlans } from '@/shared/student-plan';
import { NS } from './locales';

/**
 * The changes the choice-planning page makes to one plan. Each shows at once in the loaded plan (the
 * page, the deck and the pickers share that query) and is then confirmed by a refetch; a refusal puts
 * the server's copy back and says why.
 */
export function usePlanActions(userId: string | undefined) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshStudentPlans();
  const planKey = useMemo(
    () => trpc.admission.getStudentByUserId.queryKey(userId ? { userId } : undefined),
    [trpc, userId],
  );

  const patch = useCallback(
    (update: (plan: StudentPlan) => StudentPlan) => {
      // A refetch already on its way would bring back the list as it was before this change.
      void queryClient.cancelQueries({ queryKey: planKey });
      queryClient.setQueryData<StudentPlan>(planKey, (plan) => (plan ? update(plan) : plan));
    },
    [queryClient, planKey],
  );
  const fail = useCallback(
    (error: unknown) => {
      notifications.show({ color: 'red', message: errorMessage(error, t('saveFailed')), autoClose: 4000 });
      void refresh();
    },
    [t, refresh],
  );

  const withChoices = (plan: StudentPlan, programIds: readonly number[]): StudentPlan => ({
    ...plan,
    choices: programIds.map((programId, i) => ({ programId, order: i + 1 })),
  });

  const saveChoices = useMutation({
    mutationFn: (programIds: readonly number[]) =>
      client.admission.saveUserChoices.mutate({ userId, programIds: [...programIds] }),
    onMutate: (programIds) => patch((plan) => withChoices(plan, programIds)),
    onSuccess: () => void refresh(),
    onError: fail,
  });

  const deleteChoice = useMutation({
    mutationFn: (programId: number) => client.admission.deleteUserChoice.mutate({ userId, programId }),
    onMutate: (programId) =>
      patch((plan) =>
        withChoices(
          plan,
          plan.choices.filter((c) => c.programId !== programId).map((c) => c.programId),
        ),
      ),
    onSuccess: () => void refresh(),
    onError: fail,
  });

  const clearChoices = useMutation({
    mutationFn: () => client.admission.clearUserChoices.mutate({ userId }),
    onMutate: () => patch((plan) => withChoices(plan, [])),
    onSuccess: () => void refresh(),
    onError: fail,
  });

  // Spec 2 §4: a grade is saved the moment it is picked, and the list follows from the answer.
  const saveGrade = useMutation({
    mutationFn: (change: {
      subjectId: number;
      subjectCode: string;
      grade: string | null;
      source: GradeSource;
    }) =>
      client.admission.upsertUserSubjectGrades.mutate({
        grades: [{ subjectId: change.subjectId, grade: change.grade, source: change.source, userId }],
      }),
    onMutate: (change) =>
      patch((plan) => ({
        ...plan,
        grades: [
          ...plan.grades.filter((g) => !(g.subjectId === change.subjectId && g.source === change.source)),
          ...(change.grade
            ? [
                {
                  subjectId: change.subjectId,
                  subjectCode: change.subjectCode,
                  source: change.source,
                  grade: change.grade,
                  hidden: false,
                },
              ]
            : []),
        ],
      })),
    onSuccess: (result) => patch((plan) => ({ ...plan, grades: result.grades })),
    onError: fail,
  });

  const saveElectives = useMutation({
    mutationFn: (electives: { electiveId: number; order: number; reaction: 'like' | null }[]) =>
      client.admission.upsertUserElectives.mutate({ userId, electives }),
    onSuccess: (result) => patch((plan) => ({ ...plan, electives: result.electives })),
    onError: fail,
  });

  return { saveChoices, deleteChoice, clearChoices, saveGrade, saveElectives, refresh };
}
