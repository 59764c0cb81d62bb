import { Badge, Button, Loader, Stack, Table, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useTranslation } from 'react-i18next';
import type { Api } from '@/shared/api';
import { useFormatDateTime, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

type AccessLogPage = inferOutput<Api['privacy']['getMyAccessLog']>;
export type AccessLogEntry = AccessLogPage['items'][number];

/**
 * The staff access record of one person (docs/privacy.md "Who looked (DPP4)"), as the person and an admin
 * read it: who (name and role), which data, what they did, the first and last time that Hong Kong day and
 * how many times. Times are Hong Kong time; three columns, so that a phone shows a row whole.
 */
export function AccessLogTable({
  log,
  empty,
}: {
  log: UseInfiniteQueryResult<InfiniteData<AccessLogPage>, unknown>;
  empty: string;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const formatDateTime = useFormatDateTime();
  if (log.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (log.isError) return <ErrorAlert error={log.error} />;
  // A page boundary can repeat a row that moved up while paging: each entry shows once.
  const seen = new Set<number>();
  const entries = log.data.pages.flatMap((p) => p.items).filter((e) => !seen.has(e.id) && seen.add(e.id));
  if (entries.length === 0)
    return (
      <Text c="dimmed" data-testid="who-looked-empty">
        {empty}
      </Text>
    );
  const staffName = (e: AccessLogEntry) => {
    if (!e.staff) return t('whoLooked.formerStaff');
    return lang === 'zh-HK' && e.staff.chineseName ? e.staff.chineseName : e.staff.fullName;
  };
  // A row is one Hong Kong day: the first time in full, the last as its time of day (formatHkDateTime ends
  // with the 24-hour HH:MM in both languages).
  const when = (e: AccessLogEntry) => {
    const first = formatDateTime(e.firstAt);
    const last = formatDateTime(e.lastAt);
    return last === first ? first : `${first} – ${last.slice(-5)}`;
  };
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table striped data-testid="who-looked">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('whoLooked.who')}</Table.Th>
              <Table.Th>{t('whoLooked.data')}</Table.Th>
              <Table.Th>{t('whoLooked.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id} data-testid="who-looked-entry">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {staffName(e)}
                  </Text>
                  <Badge variant="light" size="sm">
                    {t(`whoLooked.roles.${e.staffRole}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`whoLooked.areas.${e.area}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`whoLooked.actions.${e.action}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{when(e)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('whoLooked.times', { count: e.times })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {log.hasNextPage && (
        <Button
          variant="default"
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('whoLooked.more')}
        </Button>
      )}
    </Stack>
  );
}
