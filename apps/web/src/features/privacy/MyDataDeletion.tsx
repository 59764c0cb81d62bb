import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELETION_GRACE_DAYS, deletionDueAt } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { DeletionDialog } from './DeletionDialog';
import { DeletionExplained } from './DeletionExplained';
import { NS } from './locales';

/**
 * "Delete my account" on /my-data (decision 019): what goes and what stays without a name, the request with
 * a typed confirmation, and while the grace period runs, the date and a way to cancel.
 */
export function MyDataDeletion() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useFormatDateTime();
  const deletion = useQuery(trpc.privacy.getMyDeletion.queryOptions());
  const request = useMutation(trpc.privacy.requestMyDeletion.mutationOptions());
  const cancel = useMutation(trpc.privacy.cancelMyDeletion.mutationOptions());
  const [dialog, setDialog] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const show = (view: NonNullable<typeof deletion.data>) =>
    queryClient.setQueryData(trpc.privacy.getMyDeletion.queryKey(), view);

  const d = deletion.data;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="deletion-title"
      data-testid="my-deletion"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="deletion-title">
          {t('deletion.title')}
        </Title>
        {deletion.isError && <ErrorAlert error={deletion.error} />}
        {d?.state === 'pending' && d.dueAt && (
          <Alert color="orange" variant="light" data-testid="deletion-pending">
            <Stack gap="xs">
              <Text fw={600}>{t('deletion.pending', { date: format(d.dueAt) })}</Text>
              {d.requestedBySelf === false && <Text size="sm">{t('deletion.pendingByAdmin')}</Text>}
              <Text size="sm">{t('deletion.pendingHint')}</Text>
              <Group>
                <Button
                  variant="default"
                  loading={cancel.isPending}
                  data-testid="deletion-cancel"
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onSuccess: (view) => {
                        show(view);
                        setCancelled(true);
                      },
                    })
                  }
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
            {cancelled && (
              <Alert color="green" variant="light" data-testid="deletion-cancelled">
                {t('deletion.cancelled')}
              </Alert>
            )}
            <DeletionExplained />
            <Group>
              <Button
                color="red"
                variant="outline"
                onClick={() => {
                  request.reset();
                  setDialog(true);
                }}
                data-testid="deletion-request"
              >
                {t('deletion.request')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <DeletionDialog
        opened={dialog}
        title={t('deletion.dialogTitle')}
        text={t('deletion.dialogText', {
          days: DELETION_GRACE_DAYS,
          date: format(deletionDueAt(new Date()).toISOString()),
        })}
        confirmLabel={t('deletion.confirm')}
        pending={request.isPending}
        error={request.error}
        onClose={() => setDialog(false)}
        onConfirm={(confirmation) =>
          request.mutate(
            { confirmation },
            {
              onSuccess: (view) => {
                show(view);
                setCancelled(false);
                setDialog(false);
              },
            },
          )
        }
      />
    </Paper>
  );
}
