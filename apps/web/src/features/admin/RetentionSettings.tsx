import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionSettingKey } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

interface RetentionRow {
  key: RetentionSettingKey;
  value: number;
  min: number;
  max: number;
  unit: 'days' | 'years';
}

/** How long each kind of record is kept (docs/privacy.md "Retention (DPP2)"); the daily job applies it. */
export function RetentionSettings() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const settings = useQuery(trpc.admin.getRetentionSettings.queryOptions());
  if (settings.isError) return <ErrorAlert error={settings.error} />;
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('retention.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('retention.intro')}
        </Text>
        {settings.data?.map((row) => (
          <RetentionField key={row.key} row={row} />
        ))}
      </Stack>
    </Paper>
  );
}

function RetentionField({ row }: { row: RetentionRow }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | string>(row.value);
  const save = useMutation(trpc.admin.setRetentionSetting.mutationOptions());
  const submit = () =>
    save.mutate(
      { key: row.key, value: Number(value) },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.admin.getRetentionSettings.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.admin.getInactiveStudents.queryKey() });
          notifications.show({ color: 'green', message: t('settings.saved'), autoClose: 2000 });
        },
      },
    );
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t(`retention.keys.${row.key}`)}
          description={t(`retention.units.${row.unit}`, { min: row.min, max: row.max })}
          value={value}
          onChange={setValue}
          min={row.min}
          max={row.max}
          allowDecimal={false}
          w={260}
        />
        <Button
          variant="light"
          onClick={submit}
          loading={save.isPending}
          disabled={Number(value) === row.value}
        >
          {t('retention.save')}
        </Button>
      </Group>
      <ErrorAlert error={save.error} />
    </Stack>
  );
}
