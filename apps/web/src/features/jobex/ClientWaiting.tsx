import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';

/** A client account no one has approved yet (decision 018): what happens next, and nothing of the organisation. */
export function ClientWaiting() {
  const { t } = useTranslation(NS);
  return (
    <Alert color="yellow" title={t('waiting.title')} data-testid="client-waiting">
      <Stack gap="xs">
        <Text size="sm">{t('waiting.body')}</Text>
        <Text size="sm">{t('waiting.next')}</Text>
      </Stack>
    </Alert>
  );
}
