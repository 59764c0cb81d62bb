import { Badge, Button, Center, Code, Loader, Spoiler, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/shared/admin/AdminNav';
import { AdminOnly } from '@/shared/admin/AdminOnly';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

const STATUS_COLORS: Record<string, string> = {
  sent: 'green',
  pending: 'blue',
  failed: 'red',
  opted_out: 'gray',
};
/** The provider's later word on a sent message (its delivery-status webhooks). */
const DELIVERY_COLORS: Record<string, string> = {
  accepted: 'gray',
  sent: 'blue',
  delivered: 'green',
  read: 'teal',
  failed: 'red',
};

/** /admin/outbox: every message the platform sent or will send, newest first (with the log transport, the demo's messages). */
export default function OutboxPage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg">
      <PageTitle>{t('outbox.title')}</PageTitle>
      <AdminOnly>
        <AdminNav />
        <Text c="dimmed" size="sm">
          {t('outbox.intro')}
        </Text>
        <OutboxTable />
      </AdminOnly>
    </Stack>
  );
}

function OutboxTable() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const formatDateTime = useFormatDateTime();
  const outbox = useInfiniteQuery(
    trpc.admin.getOutboxMessages.infiniteQueryOptions({}, { getNextPageParam: (last) => last.nextCursor }),
  );
  const rows = outbox.data?.pages.flatMap((page) => page.items) ?? [];

  if (outbox.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (outbox.isError) return <ErrorAlert error={outbox.error} />;
  if (rows.length === 0) return <Text>{t('outbox.empty')}</Text>;

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outbox.createdAt')}</Table.Th>
              <Table.Th>{t('outbox.channel')}</Table.Th>
              <Table.Th>{t('outbox.recipient')}</Table.Th>
              <Table.Th>{t('outbox.message')}</Table.Th>
              <Table.Th>{t('outbox.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>{t(`outbox.channels.${row.channel}`, { defaultValue: row.channel })}</Table.Td>
                <Table.Td>
                  <Code>{row.recipient}</Code>
                </Table.Td>
                <Table.Td maw={420}>
                  {row.subject && (
                    <Text size="sm" fw={600}>
                      {row.subject}
                    </Text>
                  )}
                  <Spoiler maxHeight={48} showLabel={t('outbox.more')} hideLabel={t('outbox.less')}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {row.body}
                    </Text>
                  </Spoiler>
                  {row.lastError && (
                    <Text size="xs" c="red">
                      {row.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light">
                      {t(`outbox.statuses.${row.status}`, { defaultValue: row.status })}
                    </Badge>
                    {row.status === 'opted_out' && (
                      <Text size="xs" c="dimmed" maw={220}>
                        {t('outbox.optedOutHint')}
                      </Text>
                    )}
                    {row.deliveryState && (
                      <Badge color={DELIVERY_COLORS[row.deliveryState] ?? 'gray'} variant="outline">
                        {t(`outbox.delivery.${row.deliveryState}`, { defaultValue: row.deliveryState })}
                      </Badge>
                    )}
                    {row.deliveryError && (
                      <Text size="xs" c="red">
                        {row.deliveryError}
                      </Text>
                    )}
                    {row.deliveryUpdatedAt && (
                      <Text size="xs" c="dimmed">
                        {t('outbox.deliveryUpdatedAt', { time: formatDateTime(row.deliveryUpdatedAt) })}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('outbox.attempts', { count: row.attempts })}
                    </Text>
                    {row.sentAt && (
                      <Text size="xs" c="dimmed">
                        {t('outbox.sentAt', { time: formatDateTime(row.sentAt) })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {outbox.hasNextPage && (
        <Center>
          <Button variant="light" onClick={() => outbox.fetchNextPage()} loading={outbox.isFetchingNextPage}>
            {t('outbox.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
