import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportClientError } from '@/shared/client-errors';

/**
 * A page that failed to load (a chunk lost after a new release, most often) or to render offers a reload
 * rather than a blank screen, and tells the server (shared/client-errors.ts), since no one else will.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (import.meta.env.DEV) console.error(error);
    else reportClientError('render', error);
  }, [error]);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3" data-testid="page-title">
          {t('routeError.title')}
        </Title>
        <Text>{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
