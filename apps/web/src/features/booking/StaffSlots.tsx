import { Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hkIsoString } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/** Start times typed as '10:00, 10:30' on one Hong Kong date become +08:00 instants. */
export function slotStarts(date: string, times: string): string[] {
  return times
    .split(/[\s,，]+/)
    .filter((s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s))
    .map((s) => hkIsoString(date, s));
}

export function StaffSlots() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useFormatDateTime();
  const catalogue = useQuery(trpc.booking.getStaffBookingCatalogue.queryOptions());
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.booking.getStaffBookingCatalogue.queryKey() });
  const [date, setDate] = useState('');
  const [times, setTimes] = useState('');
  const [duration, setDuration] = useState<number | string>(30);
  const [staffName, setStaffName] = useState('');
  const create = useMutation(
    trpc.booking.createBookingSlots.mutationOptions({ onSuccess: () => void refresh() }),
  );
  const remove = useMutation(
    trpc.booking.deleteBookingSlot.mutationOptions({ onSuccess: () => void refresh() }),
  );
  const starts = date ? slotStarts(date, times) : [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ErrorAlert error={create.error ?? remove.error} />
          <Group grow>
            <TextInput
              type="date"
              label={t('staff.slotDate')}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <NumberInput
              label={t('staff.duration')}
              min={5}
              max={480}
              step={5}
              value={duration}
              onChange={setDuration}
            />
          </Group>
          <TextInput
            label={t('staff.slotTimes')}
            value={times}
            onChange={(e) => setTimes(e.currentTarget.value)}
          />
          <TextInput
            label={t('staff.staffName')}
            value={staffName}
            onChange={(e) => setStaffName(e.currentTarget.value)}
          />
          <Button
            w="fit-content"
            disabled={starts.length === 0}
            loading={create.isPending}
            onClick={() =>
              create.mutate({
                startTimes: starts,
                durationMinutes: Number(duration),
                staffName: staffName || null,
              })
            }
          >
            {t('staff.addSlots')}
          </Button>
        </Stack>
      </Paper>
      <ErrorAlert error={catalogue.error} />
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Tbody>
            {catalogue.data?.slots.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{format(s.startTime)}</Table.Td>
                <Table.Td>{t('minutes', { count: s.durationMinutes })}</Table.Td>
                <Table.Td>{s.staffName}</Table.Td>
                <Table.Td>
                  {s.bookedBy ? (
                    <Text size="sm">{t('staff.bookedBy', { name: s.bookedBy })}</Text>
                  ) : (
                    <Group gap="xs">
                      <Text size="sm" c="dimmed">
                        {t('staff.free')}
                      </Text>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate({ slotId: s.id })}
                      >
                        {t('staff.delete')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
