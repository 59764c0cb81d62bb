import { isAuthPath, loginPathFor } from '@waypoint/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTRPCClient, waypointCodeOf } from '@/shared/api';
import { useClearSession } from '@/shared/session';
import { onGlobalApiError } from './api-errors';

const BlockedNotice = lazy(() => import('./BlockedNotice'));

/**
 * Spec 1 §8: a blocked account is told so, signed out and sent to /login; an expired session goes to
 * /login keeping the page to come back to. Any call can discover either, so they are handled here once.
 */
export function SessionProblemHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useTRPCClient();
  const clearSession = useClearSession();
  const [blocked, setBlocked] = useState(false);
  const here = useRef('');
  here.current = location.pathname + location.search;
  const handling = useRef(false);

  useEffect(
    () =>
      onGlobalApiError((error) => {
        // Several calls in flight fail together; act once.
        if (handling.current) return;
        const code = waypointCodeOf(error);
        handling.current = true;
        clearSession();
        if (code === 'ACCESS_DISABLED') {
          // The server already ended the session; this also drops the cookie.
          void client.auth.logout.mutate().catch(() => undefined);
          setBlocked(true);
          navigate('/login', { replace: true });
        } else {
          if (!isAuthPath(here.current)) navigate(loginPathFor(here.current), { replace: true });
          handling.current = false;
        }
      }),
    [clearSession, client, navigate],
  );

  const close = () => {
    setBlocked(false);
    handling.current = false;
  };

  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <BlockedNotice onClose={close} />
    </Suspense>
  );
}
