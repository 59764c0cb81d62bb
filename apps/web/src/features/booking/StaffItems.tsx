import { Badge, Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hkIsoString } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './locales';

interface ItemValues {
  id: string | undefined;
  title: string;
  titleChi: string;
  durationMinutes: number;
  /** Hong Kong dates 'YYYY-MM-DD'; the window runs from 00:00 of the first to 23:59 of the last. */
  from: string;
  until: string;
  targetUserType: 'Student' | 'Teacher';
  staffName: string;
  dateTimeForm: boolean;
  isActive: boolean;
}

const EMPTY: ItemValues = {
  id: undefined,
  title: '',
  titleChi: '',
  durationMinutes: 30,
  from: '',
  until: '',
  targetUserType: 'Student',
  staffName: '',
  dateTimeForm: false,
  isActive: true,
};

const hkDay = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : '';

export function StaffItems() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useFormatDateTime();
  const catalogue = useQuery(trpc.booking.getStaffBookingCatalogue.queryOptions());
  const [editing, setEditing] = useState(false);
  const form = useForm<ItemValues>({ initialValues: EMPTY });
  const save = useMutation(
    trpc.booking.upsertBookingItem.mutationOptions({
      onSuccess: () => {
        setEditing(false);
        void queryClient.invalidateQueries({ queryKey: trpc.booking.getStaffBookingCatalogue.queryKey() });
      },
    }),
  );
  const submit = form.onSubmit((v) =>
    save.mutate({
      id: v.id,
      title: v.title,
      titleChi: v.titleChi || null,
      durationMinutes: v.durationMinutes,
      startTime: v.from ? hkIsoString(v.from, '00:00') : null,
      endTime: v.until ? hkIsoString(v.until, '23:59') : null,
      targetUserType: v.targetUserType,
      staffName: v.staffName || null,
      dateTimeForm: v.dateTimeForm,
      isActive: v.isActive,
    }),
  );
  return (
    <Stack gap="md">
      <ErrorAlert error={catalogue.error} />
      {!editing && (
        <Button
          w="fit-content"
          onClick={() => {
            form.setValues(EMPTY);
            setEditing(true);
          }}
        >
          {t('staff.newItem')}
        </Button>
      )}
      {editing && (
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <ErrorAlert error={save.error} />
              <TextInput label={t('staff.title_')} required {...form.getInputProps('title')} />
              <TextInput label={t('staff.titleChi')} {...form.getInputProps('titleChi')} />
              <NumberInput
                label={t('staff.duration')}
                min={5}
                max={480}
                step={5}
                {...form.getInputProps('durationMinutes')}
              />
              <Group grow>
                <TextInput type="date" label={t('staff.windowStart')} {...form.getInputProps('from')} />
                <TextInput type="date" label={t('staff.windowEnd')} {...form.getInputProps('until')} />
              </Group>
              <Text size="sm">{t('staff.targetUserType')}</Text>
              <SegmentedChoice
                data={[
                  { value: 'Student', label: t('staff.student') },
                  { value: 'Teacher', label: t('staff.teacher') },
                ]}
                {...form.getInputProps('targetUserType')}
                // The form is controlled, so this is the value the spread carries; the control requires one.
                value={form.values.targetUserType}
              />
              <TextInput label={t('staff.staffName')} {...form.getInputProps('staffName')} />
              <Checkbox
                label={t('staff.dateTimeForm')}
                {...form.getInputProps('dateTimeForm', { type: 'checkbox' })}
              />
              <Checkbox label={t('staff.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('staff.save')}
                </Button>
                <Button variant="subtle" onClick={() => setEditing(false)}>
                  {t('staff.no')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {catalogue.data?.items.map((item) => (
        <Paper key={item.id} withBorder p="sm">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>
                {item.title} {item.titleChi ? `· ${item.titleChi}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {t('minutes', { count: item.durationMinutes })} ·{' '}
                {t(item.targetUserType === 'Teacher' ? 'staff.teacher' : 'staff.student')}
                {item.startTime ? ` · ${format(item.startTime)}` : ''}
                {item.endTime ? ` – ${format(item.endTime)}` : ''}
              </Text>
            </Stack>
            <Group gap="xs">
              {!item.isActive && <Badge color="gray">{t('staff.status.cancelled')}</Badge>}
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  form.setValues({
                    id: item.id,
                    title: item.title,
                    titleChi: item.titleChi ?? '',
                    durationMinutes: item.durationMinutes,
                    from: hkDay(item.startTime),
                    until: hkDay(item.endTime),
                    targetUserType: item.targetUserType === 'Teacher' ? 'Teacher' : 'Student',
                    staffName: item.staffName ?? '',
                    dateTimeForm: item.dateTimeForm,
                    isActive: item.isActive,
                  });
                  setEditing(true);
                }}
              >
                {t('staff.editItem')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
