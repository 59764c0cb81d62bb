import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { REACTION_WAIT_MS } from '@waypoint/domain';
import { useState } from 'react';
import { type Api, useTRPC } from '@/shared/api';
import { useSession } from '@/shared/session';

export type Catalogue = inferOutput<Api['professions']['getProfessions']>;
export type ProfessionItem = Catalogue['professions'][number];
export type SegmentItem = Catalogue['segments'][number];
export type SectorItem = Catalogue['sectors'][number];
export type ProfessionDetail = inferOutput<Api['professions']['getProfession']>;
export type SectorDetail = inferOutput<Api['professions']['getSector']>;
export type SegmentDetail = inferOutput<Api['professions']['getSegment']>;
export type UserLists = inferOutput<Api['professions']['getUserProfessionLists']>;

/** The 436 professions, sectors and segments: one request per visit (reference data). */
export function useCatalogue() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.professions.getProfessions.queryOptions(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The signed-in person's reactions, likes, survey answers and browsing; nothing for a visitor. */
export function useUserLists() {
  const trpc = useTRPC();
  const { user } = useSession();
  return useQuery({ ...trpc.professions.getUserProfessionLists.queryOptions(), enabled: user !== null });
}

export function useRefreshUserLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.professions.getUserProfessionLists.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.professions.getProfession.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.professions.getSector.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.professions.getSegment.queryKey() }),
    ]);
}

/** Thumbs on a profession: saved at once, the lists refreshed from the server's answer. */
export function useReactToProfession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.professions.upsertUserProfessions.mutationOptions(),
    onSuccess: (lists) => queryClient.setQueryData(trpc.professions.getUserProfessionLists.queryKey(), lists),
  });
}

/**
 * Spec 3 §4: like or unlike (a profession, sector or segment) is sent, then the heart waits 1.5 s before
 * it shows the new state. `pending` is true during that wait.
 */
export function useTimedLike(send: (liked: boolean) => Promise<unknown>) {
  const refresh = useRefreshUserLists();
  const [pending, setPending] = useState(false);
  const toggle = async (liked: boolean) => {
    setPending(true);
    try {
      await Promise.all([send(liked), new Promise((resolve) => setTimeout(resolve, REACTION_WAIT_MS))]);
      await refresh();
    } finally {
      setPending(false);
    }
  };
  return { pending, toggle };
}
