import { Alert } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { LOGIN_LOADING_TIMEOUT_MS } from '@waypoint/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandledGlobally, type User, useTRPC } from '@/shared/api';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { NS } from './locales';

/**
 * `/login?token=…` (spec 1 §4.5): a one-time access link signs in at once. A bad or used link says so
 * and leaves the phone sign-in below it.
 */
export function LinkSignIn({ token, onSignedIn }: { token: string; onSignedIn: (user: User) => void }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const check = useMutation(trpc.auth.checkOnetimeAccessToken.mutationOptions());
  const { mutate } = check;
  const tried = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects.
    if (tried.current === token) return;
    tried.current = token;
    mutate({ token }, { onSuccess: (result) => onSignedIn(result.user) });
  }, [token, mutate, onSignedIn]);

  return (
    <>
      <TimedLoadingOverlay
        active={check.isPending}
        message={t('login.loggingIn')}
        timeoutMs={LOGIN_LOADING_TIMEOUT_MS}
      />
      {check.isError && !isHandledGlobally(check.error) && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.invalidLoginLink')}
        </Alert>
      )}
    </>
  );
}
