import { Button, Group, Paper, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

export function StaffReservedDates() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const catalogue = useQuery(trpc.booking.getStaffBookingCatalogue.queryOptions());
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.booking.getStaffBookingCatalogue.queryKey() });
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const add = useMutation(trpc.booking.addReservedDate.mutationOptions({ onSuccess: () => void refresh() }));
  const remove = useMutation(
    trpc.booking.removeReservedDate.mutationOptions({ onSuccess: () => void refresh() }),
  );
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ErrorAlert error={add.error ?? remove.error ?? catalogue.error} />
          <Group grow>
            <TextInput
              type="date"
              label={t('staff.reservedDate')}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <TextInput
              label={t('staff.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </Group>
          <Button
            w="fit-content"
            disabled={!date}
            loading={add.isPending}
            onClick={() => add.mutate({ date, reason: reason || null })}
          >
            {t('staff.addReserved')}
          </Button>
        </Stack>
      </Paper>
      <Table striped>
        <Table.Tbody>
          {catalogue.data?.reservedDates.map((r) => (
            <Table.Tr key={r.date}>
              <Table.Td>{r.date}</Table.Td>
              <Table.Td>{r.reason}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove.mutate({ date: r.date })}
                >
                  {t('staff.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
