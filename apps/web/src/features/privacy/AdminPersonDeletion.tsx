import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELETION_GRACE_DAYS, deletionDueAt } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { DeletionDialog } from './DeletionDialog';
import { DeletionExplained } from './DeletionExplained';
import { NS } from './locales';

function useDeletionQueries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    trpc,
    refresh: (userId: string) => {
      void queryClient.invalidateQueries({ queryKey: trpc.privacy.listPendingDeletions.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.privacy.getDeletionFor.queryKey({ userId }) });
    },
  };
}

/**
 * Deleting a chosen person's account on a verified request (decision 019): the same grace period as the
 * person's own request, who asked, and cancel while it runs.
 */
export function AdminPersonDeletion({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const format = useFormatDateTime();
  const { trpc, refresh } = useDeletionQueries();
  const deletion = useQuery(trpc.privacy.getDeletionFor.queryOptions({ userId }));
  const request = useMutation(trpc.privacy.requestDeletionFor.mutationOptions());
  const cancel = useMutation(trpc.privacy.cancelDeletionFor.mutationOptions());
  const [dialog, setDialog] = useState(false);
  const d = deletion.data;

  return (
    <Paper withBorder p="md" data-testid="admin-person-deletion">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('deletion.admin.title')}
        </Title>
        {deletion.isError && <ErrorAlert error={deletion.error} />}
        {d?.state === 'erased' && d.erasedAt && (
          <Alert color="gray" variant="light">
            {t('deletion.admin.erased', { date: format(d.erasedAt) })}
          </Alert>
        )}
        {d?.state === 'pending' && d.dueAt && (
          <Alert color="orange" variant="light" data-testid="admin-deletion-pending">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('deletion.admin.pending', { date: format(d.dueAt) })}
              </Text>
              <Text size="sm">
                {t(d.requestedBySelf ? 'deletion.admin.askedBySelf' : 'deletion.admin.askedByAdmin', {
                  date: format(d.requestedAt),
                })}
              </Text>
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate({ userId }, { onSuccess: () => refresh(userId) })}
                  data-testid="admin-deletion-cancel"
                >
                  {t('deletion.cancel')}
                </Button>
              </Group>
              <ErrorAlert error={cancel.error} />
            </Stack>
          </Alert>
        )}
        {d?.state === 'none' && (
          <>
            <Text size="sm">{t('deletion.admin.intro', { days: DELETION_GRACE_DAYS })}</Text>
            <DeletionExplained />
            <Group>
              <Button
                color="red"
                variant="outline"
                size="xs"
                onClick={() => {
                  request.reset();
                  setDialog(true);
                }}
                data-testid="admin-deletion-request"
              >
                {t('deletion.admin.request')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <DeletionDialog
        opened={dialog}
        title={t('deletion.admin.dialogTitle')}
        text={t('deletion.admin.dialogText', { date: format(deletionDueAt(new Date()).toISOString()) })}
        confirmLabel={t('deletion.admin.confirm')}
        askVerified
        pending={request.isPending}
        error={request.error}
        onClose={() => setDialog(false)}
        onConfirm={(confirmation) =>
          request.mutate(
            { userId, confirmation },
            {
              onSuccess: () => {
                refresh(userId);
                setDialog(false);
              },
            },
          )
        }
      />
    </Paper>
  );
}

/** Accounts waiting out their grace period, the soonest first, each opening its person's requests. */
export function PendingDeletions() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const format = useFormatDateTime();
  const { trpc, refresh } = useDeletionQueries();
  const list = useQuery(trpc.privacy.listPendingDeletions.queryOptions());
  const cancel = useMutation(trpc.privacy.cancelDeletionFor.mutationOptions());
  if (list.isError) return <ErrorAlert error={list.error} />;
  if (!list.data) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="pending-deletions">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('deletion.pendingList.title')}
        </Title>
        {list.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('deletion.pendingList.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.name')}</Table.Th>
                  <Table.Th>{t('deletion.pendingList.askedBy')}</Table.Th>
                  <Table.Th>{t('deletion.pendingList.dueAt')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((p) => (
                  <Table.Tr key={p.userId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/privacy?person=${p.userId}`} size="sm">
                        {lang === 'zh-HK' && p.chineseName ? p.chineseName : p.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {t(p.requestedBySelf ? 'deletion.pendingList.self' : 'deletion.pendingList.admin')}
                    </Table.Td>
                    <Table.Td>{format(p.dueAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        loading={cancel.isPending && cancel.variables?.userId === p.userId}
                        onClick={() =>
                          cancel.mutate({ userId: p.userId }, { onSuccess: () => refresh(p.userId) })
                        }
                      >
                        {t('deletion.cancel')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ErrorAlert error={cancel.error} />
      </Stack>
    </Paper>
  );
}
