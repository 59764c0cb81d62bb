import { Card, Loader, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIGEST_CHANNELS, type DigestChannel, isDigestChannel } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/**
 * Issue 28 item 4: the weekly WhatsApp / SMS digest of the person's next steps (decision 029), off until they
 * turn it on here. Each change is saved at once, as a switch promises; the card says what goes and when.
 */
export function DigestSettingsCard({ phone }: { phone: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.home.digestSettings.queryOptions();
  const settings = useQuery(options);
  const save = useMutation({
    ...trpc.home.setDigest.mutationOptions(),
    onSuccess: (data) => {
      queryClient.setQueryData(options.queryKey, data);
      notifications.show({
        color: 'green',
        message: t(data.enabled ? 'digest.savedOn' : 'digest.savedOff'),
        autoClose: 2500,
      });
    },
  });

  if (settings.isPending) return <Loader size="sm" aria-label={t('digest.loading')} />;
  if (settings.isError) return <ErrorAlert error={settings.error} />;
  // While a change is saving, show the choice being saved.
  const shown = save.isPending && save.variables ? save.variables : settings.data;
  const set = (next: { enabled: boolean; channel: DigestChannel }) => save.mutate(next);

  return (
    <Card withBorder padding="md" data-testid="digest-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('digest.title')}
        </Title>
        <Text size="sm">{t('digest.intro')}</Text>
        <Switch
          label={t('digest.enabled')}
          checked={shown.enabled}
          disabled={save.isPending}
          onChange={(event) => set({ enabled: event.currentTarget.checked, channel: shown.channel })}
          data-testid="digest-enabled"
        />
        <Radio.Group
          label={t('digest.channel')}
          description={t('digest.sentTo', { phone })}
          value={shown.channel}
          onChange={(value) => {
            if (isDigestChannel(value)) set({ enabled: shown.enabled, channel: value });
          }}
        >
          <Stack gap="xs" mt="xs">
            {DIGEST_CHANNELS.map((channel) => (
              <Radio
                key={channel}
                value={channel}
                label={t(`digest.channels.${channel}`)}
                disabled={save.isPending}
                data-testid={`digest-channel-${channel}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          {t('digest.howToStop')}
        </Text>
        {save.isError && <ErrorAlert error={save.error} />}
      </Stack>
    </Card>
  );
}
