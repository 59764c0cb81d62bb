import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safeRedirectPath } from '@waypoint/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type User, useTRPC } from './api';
import { STORAGE_KEYS, writeStored } from './storage';

/** The signed-in person, or null for a visitor. `loading` is true only until the first answer. */
export function useSession(): { user: User | null; loading: boolean } {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.users.getLoggedInUser.queryOptions(), staleTime: 60_000 });
  return { user: query.data ?? null, loading: query.isPending };
}

/** Every sign-in path ends here: remember the person, refresh what depended on them, go on. */
export function useCompleteSignIn(): (user: User, redirectPath: string | null | undefined) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user, redirectPath) => {
      queryClient.setQueryData(trpc.users.getLoggedInUser.queryKey(), user);
      // The sign-in answer does not know an admin's switched role; the refetch does.
      void queryClient.invalidateQueries();
      navigate(safeRedirectPath(redirectPath), { replace: true });
    },
    [navigate, queryClient, trpc],
  );
}

/** Forgets the person on this device. The server session is ended by the caller when it still exists. */
export function useClearSession(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const userKey = trpc.users.getLoggedInUser.queryKey();
    queryClient.setQueryData(userKey, null);
    // An admin's role switch belongs to that admin, not to the next person on this device.
    writeStored(STORAGE_KEYS.appRole, null);
    queryClient.removeQueries({
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(userKey),
    });
  }, [queryClient, trpc]);
}

export function useSignOut(): { signOut: () => void; pending: boolean } {
  const trpc = useTRPC();
  const clear = useClearSession();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const signOut = useCallback(() => {
    // Local state goes even if the server cannot be reached: the person asked to leave this device.
    logout.mutate(undefined, {
      // Leave first (committed at once): forgetting the person while still on a private page would
      // send them to /login instead.
      onSettled: () => {
        void navigate('/home', { replace: true, flushSync: true });
        clear();
      },
    });
  }, [clear, logout, navigate]);
  return { signOut, pending: logout.isPending };
}
