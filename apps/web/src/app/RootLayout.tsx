import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { installClientErrorReporting } from '@/shared/client-errors';
import { useSession } from '@/shared/session';
import { AdmissionModalsSlot } from './AdmissionModalsSlot';
import { BookingModalSlot } from './BookingModalSlot';
import { guardDecision } from './guard';
import { LoginModalHost } from './LoginModalHost';
import { SessionProblemHandler } from './SessionProblemHandler';
import { PageLoader } from './ShellLayout';
import { useLangParam } from './use-lang-param';
import { usePageAccessRecord } from './use-page-access-record';
import { usePreferenceSync } from './use-preference-sync';
import { useSessionWatch } from './use-session-watch';

/**
 * Above every route: the sign-in guard and the app-wide watchers (settings, session, page records, and the
 * page's uncaught errors, reported to the server).
 */
export function RootLayout() {
  const location = useLocation();
  useEffect(installClientErrorReporting, []);
  const { user, loading } = useSession();
  useLangParam();
  usePreferenceSync(user);
  useSessionWatch(user);
  usePageAccessRecord(user !== null);
  const decision = guardDecision({ pathname: location.pathname, search: location.search, user, loading });

  return (
    <LoginModalHost>
      <SessionProblemHandler />
      <ScrollRestoration />
      <AdmissionModalsSlot />
      <BookingModalSlot />
      {decision.kind === 'redirect' ? (
        <Navigate to={decision.to} replace />
      ) : decision.kind === 'wait' ? (
        <PageLoader />
      ) : (
        <Outlet />
      )}
    </LoginModalHost>
  );
}
