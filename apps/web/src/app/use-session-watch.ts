import { useQuery } from '@tanstack/react-query';
import { loginPathFor, ONE_TIME_ACCESS_CHECK_MS } from '@waypoint/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type User, useTRPC } from '@/shared/api';
import { useClearSession } from '@/shared/session';

/**
 * Spec 1 §4.5: access through a one-time link is checked every 5 s and ends at its expiry, back to /login
 * with the page kept. Ordinary sessions are checked when the person comes back to the tab.
 */
export function useSessionWatch(user: User | null): void {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const clearSession = useClearSession();
  const status = useQuery({
    ...trpc.auth.getSessionStatus.queryOptions(),
    enabled: user !== null,
    refetchInterval: (query) => (query.state.data?.oneTime ? ONE_TIME_ACCESS_CHECK_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });
  const ended = user !== null && status.data !== undefined && !status.data.signedIn && !status.isFetching;
  useEffect(() => {
    if (!ended) return;
    clearSession();
    navigate(loginPathFor(location.pathname + location.search), { replace: true });
  }, [ended, clearSession, navigate, location.pathname, location.search]);
}
