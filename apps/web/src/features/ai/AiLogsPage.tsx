import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Spoiler,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AI_KINDS } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './locales';

const STATUS_COLORS: Record<string, string> = {
  ok: 'green',
  pending: 'blue',
  failed: 'red',
  refused: 'orange',
  aborted: 'gray',
};
const USAGE_DAYS = 30;

/** /admin/ai: the AI request log (spec 3 §3) and the requests per school of the last 30 days. */
export default function AiLogsPage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle>{t('logs.title')}</PageTitle>
      {user?.isAdmin ? (
        <>
          <UsageTable />
          <LogTable />
        </>
      ) : (
        <Alert color="yellow" variant="light">
          {t('logs.adminOnly')}
        </Alert>
      )}
    </Stack>
  );
}

function UsageTable() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const usage = useQuery(trpc.ai.getAiUsageBySchool.queryOptions({ days: USAGE_DAYS }));
  if (usage.isPending) return <Loader size="sm" />;
  if (usage.isError) return <ErrorAlert error={usage.error} />;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('logs.usage', { days: USAGE_DAYS })}
      </Title>
      <Table striped data-testid="ai-usage">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('logs.school')}</Table.Th>
            <Table.Th>{t('logs.requests')}</Table.Th>
            <Table.Th>{t('logs.users')}</Table.Th>
            <Table.Th>{t('logs.failed')}</Table.Th>
            <Table.Th>{t('logs.refused')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usage.data.map((row) => (
            <Table.Tr key={row.schoolId ?? '-'}>
              <Table.Td>{row.schoolName ?? t('logs.noSchool')}</Table.Td>
              <Table.Td>{row.requests}</Table.Td>
              <Table.Td>{row.users}</Table.Td>
              <Table.Td>{row.failed}</Table.Td>
              <Table.Td>{row.refused}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function LogTable() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const formatDateTime = useFormatDateTime();
  const [kind, setKind] = useState<string>('all');
  const [alertsOnly, setAlertsOnly] = useState(false);
  const logs = useInfiniteQuery(
    trpc.ai.getAiRequestLogs.infiniteQueryOptions(
      {
        ...(kind === 'all' ? {} : { kind: kind as (typeof AI_KINDS)[number] }),
        ...(alertsOnly ? { alertsOnly: true } : {}),
      },
      { getNextPageParam: (last) => last.nextCursor },
    ),
  );
  const rows = logs.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <SegmentedChoice
          value={kind}
          onChange={setKind}
          data={[
            { value: 'all', label: t('logs.allKinds') },
            ...AI_KINDS.map((k) => ({ value: k, label: k })),
          ]}
        />
        <Switch
          label={t('logs.alertsOnly')}
          checked={alertsOnly}
          onChange={(event) => setAlertsOnly(event.currentTarget.checked)}
          data-testid="ai-logs-alerts-only"
        />
      </Group>
      {logs.isPending ? (
        <Loader size="sm" />
      ) : logs.isError ? (
        <ErrorAlert error={logs.error} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('logs.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped data-testid="ai-logs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('logs.when')}</Table.Th>
                <Table.Th>{t('logs.who')}</Table.Th>
                <Table.Th>{t('logs.kind')}</Table.Th>
                <Table.Th>{t('logs.provider')}</Table.Th>
                <Table.Th>{t('logs.status')}</Table.Th>
                <Table.Th>{t('logs.prompt')}</Table.Th>
                <Table.Th>{t('logs.results')}</Table.Th>
                <Table.Th>{t('logs.duration')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                  <Table.Td>{r.userName ?? '—'}</Table.Td>
                  <Table.Td>{r.kind}</Table.Td>
                  <Table.Td>{r.provider}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[r.status] ?? 'gray'} variant="light">
                      {r.status}
                    </Badge>
                    {r.responseStatusText && r.status !== 'ok' && (
                      <Text size="xs" c="dimmed">
                        {r.responseStatusText}
                      </Text>
                    )}
                    {r.safeguardingAlert && (
                      <Badge color="red" variant="filled" mt={4} data-testid="ai-log-alert">
                        {t('logs.alerted', {
                          count: r.safeguardingAlert.recipients,
                          topic: t(`logs.alertTopic.${r.safeguardingAlert.topic}`),
                        })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Spoiler maxHeight={40} showLabel="…" hideLabel="↑">
                      <Code block>{r.prompt}</Code>
                    </Spoiler>
                  </Table.Td>
                  <Table.Td>{r.resultCount ?? ''}</Table.Td>
                  <Table.Td>{r.durationMs ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {logs.hasNextPage && (
        <Button variant="default" loading={logs.isFetchingNextPage} onClick={() => void logs.fetchNextPage()}>
          {t('logs.more')}
        </Button>
      )}
    </Stack>
  );
}
