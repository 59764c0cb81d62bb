import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/** Asks for a reset link by e-mail. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPanel() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  if (request.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('forgot.sent')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert error={request.error} />
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
        />
        <Button type="submit" loading={request.isPending} disabled={!email.trim()}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
