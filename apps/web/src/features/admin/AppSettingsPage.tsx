import { Center, Loader, Paper, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/shared/admin/AdminNav';
import { AdminOnly } from '@/shared/admin/AdminOnly';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { InactiveStudents } from './InactiveStudents';
import { NS } from './locales';
import { RetentionSettings } from './RetentionSettings';

const SMS_VERIFICATION = 'smsVerification';

/** /admin/settings: platform-wide switches; today the SMS code step of sign-in and registration. */
export default function AppSettingsPage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg">
      <PageTitle>{t('settings.title')}</PageTitle>
      <AdminOnly>
        <AdminNav />
        <SettingsForm />
        <RetentionSettings />
        <InactiveStudents />
      </AdminOnly>
    </Stack>
  );
}

function SettingsForm() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.getAppSettings.queryOptions());
  const save = useMutation(trpc.admin.setAppSetting.mutationOptions());

  if (settings.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (settings.isError) return <ErrorAlert error={settings.error} />;

  // The stored value is text; anything but 'FALSE' keeps the codes on (the safe reading).
  const smsOn = settings.data.find((s) => s.key === SMS_VERIFICATION)?.value !== 'FALSE';

  const toggle = (on: boolean) =>
    save.mutate(
      { key: SMS_VERIFICATION, value: on ? 'TRUE' : 'FALSE' },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.admin.getAppSettings.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.app.getAppData.queryKey() });
          notifications.show({ color: 'green', message: t('settings.saved'), autoClose: 2000 });
        },
      },
    );

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <ErrorAlert error={save.error} />
        <Switch
          label={t('settings.smsVerification')}
          description={t('settings.smsVerificationHint')}
          checked={smsOn}
          disabled={save.isPending}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
