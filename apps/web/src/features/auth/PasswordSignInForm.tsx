import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { LOGIN_LOADING_TIMEOUT_MS } from '@waypoint/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type User, useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { NS } from './locales';

/** The second way in: the e-mail and password given at registration. */
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(trpc.auth.loginWithPassword.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password }, { onSuccess: (result) => onSignedIn(result.user) });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md" pos="relative">
        <TimedLoadingOverlay
          active={login.isPending}
          message={t('login.loggingIn')}
          timeoutMs={LOGIN_LOADING_TIMEOUT_MS}
        />
        <ErrorAlert error={login.error} />
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
        />
        <Button type="submit" size="md" disabled={!email.trim() || !password}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
