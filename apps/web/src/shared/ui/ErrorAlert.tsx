import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, isHandledGlobally } from '@/shared/api';

/**
 * Shows what went wrong in words from the server (already in the user's language), or the client's own
 * wording when the server could not be reached. Blocked and expired sessions are handled app-wide instead.
 */
export function ErrorAlert({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  if (!error || isHandledGlobally(error)) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {errorMessage(error, t('errors.network'))}
    </Alert>
  );
}
