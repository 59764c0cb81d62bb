import { Alert, Button, Card, Group, Loader, MultiSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { personNames } from './person-name';

/**
 * Issue 22: the school's safeguarding setting, for an admin or the school's principal. When on, a student's
 * AI request about self-harm or abuse alerts the named staff on WhatsApp (never with the student's words).
 */
export function SafeguardingCard({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.schools.getSafeguardingSetting.queryOptions({ schoolId });
  const setting = useQuery(options);
  const [enabled, setEnabled] = useState(false);
  const [staffIds, setStaffIds] = useState<string[]>([]);
  useEffect(() => {
    if (!setting.data) return;
    setEnabled(setting.data.enabled);
    setStaffIds(setting.data.staff.map((s) => s.userId));
  }, [setting.data]);
  const save = useMutation({
    ...trpc.schools.updateSafeguardingSetting.mutationOptions(),
    onSuccess: (data) => {
      queryClient.setQueryData(options.queryKey, data);
      notifications.show({ color: 'green', message: t('safeguarding.saved'), autoClose: 3000 });
    },
  });

  if (setting.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (setting.isError) return <ErrorAlert error={setting.error} />;
  const nameOf = (p: { fullName: string; chineseName: string | null }) =>
    personNames({ ...p, preferredName: null }, lang).primary;
  // Named staff who left or were deactivated stay listed, marked, until someone removes them.
  const people = [...setting.data.candidates, ...setting.data.staff.filter((s) => !s.eligible)];
  const data = people.map((p) => ({
    value: p.userId,
    label: p.eligible ? nameOf(p) : t('safeguarding.notActive', { name: nameOf(p) }),
  }));
  const stale = setting.data.staff.filter((s) => !s.eligible && staffIds.includes(s.userId));

  return (
    <Card withBorder padding="md" data-testid="safeguarding-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('safeguarding.title')}
        </Title>
        <Text size="sm">{t('safeguarding.intro')}</Text>
        <Switch
          label={t('safeguarding.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          data-testid="safeguarding-enabled"
        />
        <MultiSelect
          label={t('safeguarding.staff')}
          description={t('safeguarding.staffHint', { max: setting.data.maxStaff })}
          placeholder={t('safeguarding.staffPlaceholder')}
          data={data}
          value={staffIds}
          onChange={setStaffIds}
          maxValues={setting.data.maxStaff}
          searchable
          clearable
          nothingFoundMessage={t('safeguarding.noStaff')}
          data-testid="safeguarding-staff"
        />
        {stale.length > 0 && (
          <Alert color="yellow" variant="light">
            {t('safeguarding.staleStaff')}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('safeguarding.whatIsSent')}
        </Text>
        {save.isError && <ErrorAlert error={save.error} />}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ schoolId, safeguardingEnabled: enabled, staffIds })}
            data-testid="safeguarding-save"
          >
            {t('safeguarding.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
