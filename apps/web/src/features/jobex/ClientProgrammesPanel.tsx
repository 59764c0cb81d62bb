import { Button, Group, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Api, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { useShowError } from './use-jobex';

type ClientRow = inferOutput<Api['jobex']['getClientPrograms']>[number];

/** Admins: which programmes each client organisation serves (what it may post jobs for and whose students it sees). */
export function ClientProgrammesPanel() {
  const trpc = useTRPC();
  const clients = useQuery(trpc.jobex.getClientPrograms.queryOptions());
  const portal = usePortalData();
  const lang = useLang();
  const options = useMemo(
    () =>
      (portal.data?.programs ?? []).map((p) => ({
        value: String(p.id),
        label: `${p.jupasCode} ${lang === 'zh-HK' ? p.nameChi : p.name}`,
      })),
    [portal.data, lang],
  );
  if (clients.error) return <ErrorAlert error={clients.error} />;
  return (
    <Stack gap="md">
      {(clients.data ?? []).map((client) => (
        <ClientRowEditor key={client.id} client={client} options={options} />
      ))}
    </Stack>
  );
}

function ClientRowEditor({
  client,
  options,
}: {
  client: ClientRow;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [value, setValue] = useState(client.programmes.map((p) => String(p.id)));
  // An invitation link approves whoever signs up through it (decision 018); shown once, never stored here.
  const invite = useMutation({ ...trpc.users.createClientInvitation.mutationOptions(), onError: showError });
  const save = useMutation({
    ...trpc.jobex.setClientPrograms.mutationOptions(),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('saved'), autoClose: 2000 });
      await queryClient.invalidateQueries({ queryKey: trpc.jobex.getClientPrograms.queryKey() });
    },
    onError: showError,
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600}>{localName(client, lang)}</Text>
        <MultiSelect
          label={t('admin.programmes')}
          data={options}
          value={value}
          onChange={setValue}
          searchable
          limit={50}
        />
        <Group>
          <Button
            size="compact-md"
            loading={save.isPending}
            onClick={() => save.mutate({ clientId: client.id, programIds: value.map(Number) })}
          >
            {t('save')}
          </Button>
          <Button
            size="compact-md"
            variant="default"
            loading={invite.isPending}
            onClick={() => invite.mutate({ clientId: client.id })}
            data-testid="client-invite"
          >
            {t('admin.invite')}
          </Button>
        </Group>
        {invite.data && (
          <TextInput
            readOnly
            label={t('admin.inviteLink')}
            description={t('admin.inviteHint')}
            value={invite.data.url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="client-invite-url"
          />
        )}
      </Stack>
    </Paper>
  );
}
