import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useCallback } from 'react';
import { type Api, useTRPC } from './api';
import { useSession } from './session';

/** A student's plan as admission.getStudentByUserId sends it (grades, choices, reactions, who is looking). */
export type StudentPlan = inferOutput<Api['admission']['getStudentByUserId']>;
export type PlanGradeRow = StudentPlan['grades'][number];

/**
 * The plan of `userId` (omitted: the signed-in user's own). Visitors have none, so nothing is asked.
 * The deck, the pickers and the choice page share this one query (same key), so a save refreshes all.
 */
export function useStudentPlan(userId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const { user } = useSession();
  return useQuery({
    ...trpc.admission.getStudentByUserId.queryOptions(userId ? { userId } : undefined),
    enabled: enabled && user !== null,
    staleTime: 30_000,
  });
}

/** Refreshes every loaded plan after a change (the choice page and any open modal follow). */
export function useRefreshStudentPlans(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.admission.getStudentByUserId.queryKey() }),
    [queryClient, trpc],
  );
}
