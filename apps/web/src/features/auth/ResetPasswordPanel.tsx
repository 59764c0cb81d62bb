import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { isPasswordLongEnough } from '@waypoint/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/** `/reset-password?token=…`, the link of the reset e-mail: a new password, typed twice. */
export function ResetPasswordPanel({ token }: { token: string | null }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const tooShort = !isPasswordLongEnough(password);
  const differ = confirmPassword !== password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!token || tooShort || differ) return;
    reset.mutate({ token, password, confirmPassword });
  };

  if (!token) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('reset.noToken')}
      </Alert>
    );
  }
  if (reset.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('reset.done')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert error={reset.error} />
        <PasswordInput
          label={t('reset.password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={touched && tooShort ? t('register.errors.passwordTooShort') : null}
          required
        />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
          error={touched && differ ? t('register.errors.passwordsDiffer') : null}
          required
        />
        <Button type="submit" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
