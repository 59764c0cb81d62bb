import { Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { AccessLogTable } from './AccessLogTable';
import { NS } from './locales';

/** "Who has seen my data" on /my-data: the staff who opened or changed the signed-in person's data (DPP4). */
export function MyDataAccessLog() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const log = useInfiniteQuery(
    trpc.privacy.getMyAccessLog.infiniteQueryOptions({}, { getNextPageParam: (last) => last.nextCursor }),
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="who-looked-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="who-looked-title">
          {t('whoLooked.title')}
        </Title>
        <Text size="sm">{t('whoLooked.intro')}</Text>
        <AccessLogTable log={log} empty={t('whoLooked.empty')} />
      </Stack>
    </Paper>
  );
}
