import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { useShowError } from './use-jobex';

/**
 * Who may act for an organisation (decision 018): an admin sees every client account, an approved client
 * its own organisation's, and approves or withdraws them. Waiting accounts come first.
 */
export function ClientApprovalsPanel({ selfId }: { selfId: string }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const formatDateTime = useFormatDateTime();
  const accounts = useQuery(trpc.users.getClientAccounts.queryOptions());
  const setApproval = useMutation({
    ...trpc.users.setClientApproval.mutationOptions(),
    onSuccess: async (result) => {
      notifications.show({
        color: 'green',
        message: result.approvedAt ? t('approvals.approved') : t('approvals.withdrawn'),
        autoClose: 3000,
      });
      await queryClient.invalidateQueries({ queryKey: trpc.users.getClientAccounts.queryKey() });
    },
    onError: showError,
  });
  if (accounts.error) return <ErrorAlert error={accounts.error} />;
  if (!accounts.data) return null;
  return (
    <Stack gap="sm" data-testid="client-approvals">
      <Title order={2} size="h4">
        {t('approvals.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('approvals.hint')}
      </Text>
      {accounts.data.length === 0 && <Text c="dimmed">{t('approvals.empty')}</Text>}
      {accounts.data.map((a) => (
        <Paper key={a.userId} withBorder p="sm" data-testid="client-account">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>
                {lang === 'zh-HK' && a.chineseName ? `${a.chineseName} ${a.fullName}` : a.fullName}
              </Text>
              <Text size="sm">{localName({ name: a.clientName, nameChi: a.clientNameChi }, lang)}</Text>
              <Text size="xs" c="dimmed">
                {[a.email, a.phone].filter(Boolean).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('approvals.signedUp', { date: formatDateTime(a.createdAt) })}
              </Text>
            </div>
            <Stack gap={4} align="flex-end">
              <Badge color={a.approvedAt ? 'green' : 'yellow'}>
                {a.approvedAt ? t('approvals.statusApproved') : t('approvals.statusWaiting')}
              </Badge>
              {a.userId !== selfId && (
                <Button
                  size="compact-sm"
                  variant={a.approvedAt ? 'default' : 'filled'}
                  loading={setApproval.isPending && setApproval.variables?.userId === a.userId}
                  onClick={() => setApproval.mutate({ userId: a.userId, approved: !a.approvedAt })}
                  data-testid="client-approval-toggle"
                >
                  {a.approvedAt ? t('approvals.withdraw') : t('approvals.approve')}
                </Button>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
