import { Anchor, Badge, Center, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/shared/admin/AdminNav';
import { AdminOnly } from '@/shared/admin/AdminOnly';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

/** /admin/program-reports: every programme issue report (spec 2 "Report Issue modal"), newest first. */
export default function ProgramReportsPage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg">
      <PageTitle>{t('programReports.title')}</PageTitle>
      <AdminOnly>
        <AdminNav />
        <Text c="dimmed" size="sm">
          {t('programReports.intro')}
        </Text>
        <ReportsTable />
      </AdminOnly>
    </Stack>
  );
}

function ReportsTable() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const reports = useQuery({
    ...trpc.programs.getProgramIssueReports.queryOptions({ page }),
    placeholderData: keepPreviousData,
  });

  if (reports.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (reports.isError) return <ErrorAlert error={reports.error} />;
  const { items, total, pageSize } = reports.data;
  if (total === 0) return <Text>{t('programReports.empty')}</Text>;

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" data-testid="program-reports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('programReports.createdAt')}</Table.Th>
              <Table.Th>{t('programReports.program')}</Table.Th>
              <Table.Th>{t('programReports.issue')}</Table.Th>
              <Table.Th>{t('programReports.reporter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.programJupasCode} · {row.institutionNameShort}
                  </Text>
                  <Text size="sm">
                    {localName({ name: row.programName, nameChi: row.programNameChi }, lang)}
                  </Text>
                </Table.Td>
                <Table.Td maw={420}>
                  <Badge variant="light" mb={4}>
                    {t(`programReports.types.${row.issueType}`, { defaultValue: row.issueType })}
                  </Badge>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {row.description}
                  </Text>
                  {row.screenshotUrl && (
                    <Anchor href={row.screenshotUrl} target="_blank" rel="noopener" size="sm">
                      {t('programReports.screenshot')}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.reporter ? (
                    <Stack gap={0}>
                      <Text size="sm">{row.reporter.fullName}</Text>
                      <Text size="xs" c="dimmed">
                        {row.reporter.phone}
                      </Text>
                      {row.reporter.email && (
                        <Text size="xs" c="dimmed">
                          {row.reporter.email}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('programReports.deletedUser')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > pageSize && (
        <Center>
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />
        </Center>
      )}
    </Stack>
  );
}
