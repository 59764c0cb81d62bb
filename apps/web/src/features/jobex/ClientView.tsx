import { Badge, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang, useOptionLabel } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { ClientJobForm } from './ClientJobForm';
import { NS } from './locales';
import { posterName } from './use-jobex';

/** A university client: post jobs for its programmes, follow them, and see each programme's students. */
export function ClientView() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const option = useOptionLabel();
  const data = useQuery(trpc.jobex.getClientJobs.queryOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  const programmes = data.data?.programmes ?? [];
  const programId = chosen ?? (programmes[0] ? String(programmes[0].id) : null);
  const students = useQuery({
    ...trpc.jobex.getUsersByProgramId.queryOptions({ programId: Number(programId) }),
    enabled: programId !== null,
  });
  if (data.error) return <ErrorAlert error={data.error} />;
  if (!data.data) return null;
  const programmeName = (id: number) => {
    const p = programmes.find((x) => x.id === id);
    return p ? `${p.jupasCode} ${lang === 'zh-HK' ? p.nameChi : p.name}` : '';
  };
  if (programmes.length === 0) return <Text c="dimmed">{t('client.noProgrammes')}</Text>;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('client.postJob')}
        </Title>
        <ClientJobForm programmes={programmes} />
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('client.jobs')}
        </Title>
        {data.data.jobs.length === 0 && <Text c="dimmed">{t('client.noJobs')}</Text>}
        {data.data.jobs.map((job) => (
          <Paper key={job.id} withBorder p="sm" data-testid="client-job">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{job.title}</Text>
                <Text size="sm">
                  {job.employerName} · {programmeName(job.programId)}
                </Text>
                {job.postedBy && (
                  <Text size="xs" c="dimmed">
                    {t('jobs.postedBy', { name: posterName(job.postedBy, lang) })}
                  </Text>
                )}
              </div>
              <Stack gap={2} align="flex-end">
                <Badge color={job.status === 'open' ? 'green' : 'gray'}>{t(`client.${job.status}`)}</Badge>
                <Text size="xs">
                  {t('client.tracking', { saved: job.savedCount, applied: job.appliedCount })}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('client.students')}
        </Title>
        <Select
          label={t('client.programme')}
          data={programmes.map((p) => ({ value: String(p.id), label: programmeName(p.id) }))}
          value={programId}
          onChange={setChosen}
          allowDeselect={false}
        />
        <ErrorAlert error={students.error} />
        {students.data?.length === 0 && <Text c="dimmed">{t('client.noStudents')}</Text>}
        {students.data && students.data.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="programme-students">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('client.name')}</Table.Th>
                  <Table.Th>{t('client.yearOfStudy')}</Table.Th>
                  <Table.Th>{t('client.graduationYear')}</Table.Th>
                  <Table.Th>{t('client.savedJobs')}</Table.Th>
                  <Table.Th>{t('client.appliedJobs')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.data.map((s) => (
                  <Table.Tr key={s.userId}>
                    <Table.Td>
                      {lang === 'zh-HK' && s.chineseName ? `${s.chineseName} ${s.fullName}` : s.fullName}
                    </Table.Td>
                    <Table.Td>{option('yearOfStudy', s.yearOfStudy)}</Table.Td>
                    <Table.Td>{s.graduationYear ?? ''}</Table.Td>
                    <Table.Td>{s.savedJobs}</Table.Td>
                    <Table.Td>{s.appliedJobs}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
