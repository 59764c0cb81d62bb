import { Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { AccessLogTable } from './AccessLogTable';
import { NS } from './locales';

/** /admin/privacy: which staff opened or changed the chosen person's data (DPP4), the person's own view of it. */
export function AdminPersonAccessLog({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const log = useInfiniteQuery(
    trpc.privacy.getAccessLogFor.infiniteQueryOptions(
      { userId },
      { getNextPageParam: (last) => last.nextCursor },
    ),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="admin-who-looked-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="admin-who-looked-title">
          {t('whoLooked.adminTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('whoLooked.adminIntro')}
        </Text>
        <AccessLogTable log={log} empty={t('whoLooked.adminEmpty')} />
      </Stack>
    </Paper>
  );
}
