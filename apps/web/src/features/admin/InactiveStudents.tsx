import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/** Students with no sign-in for the set years: likely left school, for the admin to review (DPP2). */
export function InactiveStudents() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const formatDateTime = useFormatDateTime();
  const list = useQuery(trpc.admin.getInactiveStudents.queryOptions());
  if (list.isError) return <ErrorAlert error={list.error} />;
  if (!list.data) return null;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('inactive.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('inactive.intro', { count: list.data.years })}
        </Text>
        {list.data.students.length === 0 ? (
          <Text>{t('inactive.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inactive.name')}</Table.Th>
                  <Table.Th>{t('inactive.school')}</Table.Th>
                  <Table.Th>{t('inactive.class')}</Table.Th>
                  <Table.Th>{t('inactive.lastSignIn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.students.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      {/* The person's data requests (download, who looked, deletion) on /admin/privacy. */}
                      <Anchor component={Link} to={`/admin/privacy?person=${s.id}`} size="sm">
                        {lang === 'zh-HK' && s.chineseName ? s.chineseName : s.fullName}
                      </Anchor>
                      {s.accessDisabled ? ` (${t('inactive.disabled')})` : ''}
                    </Table.Td>
                    <Table.Td>
                      {s.schoolName ? localName({ name: s.schoolName, nameChi: s.schoolNameChi }, lang) : ''}
                    </Table.Td>
                    <Table.Td>
                      {[s.class, s.yearDSE ? `DSE ${s.yearDSE}` : null].filter(Boolean).join(' · ')}
                    </Table.Td>
                    <Table.Td>
                      {s.lastSignInAt ? formatDateTime(s.lastSignInAt) : t('inactive.never')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data.truncated ? <Text size="sm">{t('inactive.truncated')}</Text> : null}
      </Stack>
    </Paper>
  );
}
