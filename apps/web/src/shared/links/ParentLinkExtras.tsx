import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { QrCode } from './QrCode';

/**
 * Beyond the spec, beside the parent-view link: the link as a QR code, and the child's links with their
 * expiry and a Revoke button (a revoked link stops opening at once).
 */
export function ParentLinkExtras({ url, userId }: { url: string; userId: string | undefined }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useFormatDateTime();
  const input = userId ? { userId } : undefined;
  const links = useQuery(trpc.admission.listParentViewLinks.queryOptions(input));
  const revoke = useMutation(
    trpc.admission.revokeParentViewLink.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('parentLink.revokedToast'), autoClose: 2000 });
        void queryClient.invalidateQueries({ queryKey: trpc.admission.listParentViewLinks.queryKey() });
      },
    }),
  );
  const now = Date.now();
  return (
    <Stack gap="sm">
      {url && (
        <Group justify="center">
          <QrCode value={url} label={t('parentLink.qrLabel')} testId="parent-link-qr" />
        </Group>
      )}
      <ErrorAlert error={links.error ?? revoke.error} />
      {links.data && links.data.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('parentLink.history')}
          </Text>
          {links.data.map((l) => {
            const state = l.revokedAt
              ? 'revoked'
              : new Date(l.expiresAt).getTime() <= now
                ? 'expired'
                : 'active';
            return (
              <Group key={l.id} justify="space-between" gap="xs" data-testid="parent-link-row">
                <Text size="xs">{format(l.createdAt)}</Text>
                {state === 'active' ? (
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {t('parentLink.active', { date: format(l.expiresAt) })}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="red"
                      loading={revoke.isPending && revoke.variables?.id === l.id}
                      onClick={() => revoke.mutate({ id: l.id })}
                      data-testid="parent-link-revoke"
                    >
                      {t('parentLink.revoke')}
                    </Button>
                  </Group>
                ) : (
                  <Badge color="gray" size="sm">
                    {t(`parentLink.${state}`)}
                  </Badge>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
