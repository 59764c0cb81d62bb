import { Badge, Group, Paper, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminNav } from '@/shared/admin/AdminNav';
import { AdminOnly } from '@/shared/admin/AdminOnly';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { AdminPersonAccessLog } from './AdminPersonAccessLog';
import { AdminPersonDeletion, PendingDeletions } from './AdminPersonDeletion';
import { AdminPersonExport } from './AdminPersonExport';
import { NS } from './locales';

/**
 * /admin/privacy: data requests made by post or in person (issue 23). The admin finds the person, then
 * produces their archive (logged), sees which staff opened their data, or deletes the account.
 */
export default function AdminPrivacyPage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg">
      <PageTitle>{t('admin.title')}</PageTitle>
      <AdminOnly>
        <AdminNav />
        <PendingDeletions />
        <PersonRequests />
      </AdminOnly>
    </Stack>
  );
}

function PersonRequests() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const people = useQuery({
    ...trpc.privacy.findPeople.queryOptions({ query: debounced }),
    enabled: debounced.length >= 2,
  });
  const personId = params.get('person');
  const person = people.data?.find((p) => p.id === personId);

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text fw={600}>{t('admin.findTitle')}</Text>
          <TextInput
            label={t('admin.search')}
            description={t('admin.searchHint')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            data-testid="privacy-person-search"
          />
          {people.isError && <ErrorAlert error={people.error} />}
          {people.data && people.data.length === 0 && <Text c="dimmed">{t('admin.noMatch')}</Text>}
          {people.data && people.data.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.name')}</Table.Th>
                    <Table.Th>{t('admin.phone')}</Table.Th>
                    <Table.Th>{t('admin.roles')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {people.data.map((p) => (
                    <Table.Tr
                      key={p.id}
                      bg={p.id === personId ? 'var(--mantine-primary-color-light)' : undefined}
                    >
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => setParams({ person: p.id }, { replace: true })}
                          data-testid="privacy-person"
                        >
                          <Text size="sm" fw={500} td="underline">
                            {p.fullName}
                            {p.chineseName ? ` ${p.chineseName}` : ''}
                          </Text>
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{p.phone}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {p.roles
                            .split(',')
                            .map((r) => r.trim())
                            .filter(Boolean)
                            .map((r) => (
                              <Badge key={r} variant="light" size="sm">
                                {r}
                              </Badge>
                            ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
      {/* Beside the search, not inside it: on a phone the cards below need the full width for their tables. */}
      {personId && (
        <Stack gap="md" data-testid="privacy-person-panel">
          {person && <Text fw={600}>{t('admin.selected', { name: person.fullName })}</Text>}
          <AdminPersonExport userId={personId} />
          <AdminPersonAccessLog userId={personId} />
          <AdminPersonDeletion userId={personId} />
        </Stack>
      )}
    </Stack>
  );
}
