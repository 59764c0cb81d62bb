import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang, useOptionLabel } from '@/shared/format';
import { YesNoDialog } from '@/shared/links/YesNoDialog';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './locales';

const STATUS_COLORS: Record<string, string> = { pending: 'blue', confirmed: 'green', cancelled: 'gray' };
type Filter = 'all' | 'pending' | 'confirmed' | 'cancelled';

export function StaffBookingList() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useFormatDateTime();
  const lang = useLang();
  const option = useOptionLabel();
  const [filter, setFilter] = useState<Filter>('pending');
  const list = useQuery(
    trpc.booking.listStaffBookings.queryOptions(filter === 'all' ? {} : { status: filter }),
  );
  const setStatus = useMutation(
    trpc.booking.setBookingStatus.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('staff.saved'), autoClose: 2000 });
        void queryClient.invalidateQueries({ queryKey: trpc.booking.listStaffBookings.queryKey() });
      },
    }),
  );
  const [asking, setAsking] = useState<{ bookingId: string; status: 'confirmed' | 'cancelled' } | null>(null);
  const ask = (bookingId: string, status: 'confirmed' | 'cancelled') => setAsking({ bookingId, status });

  return (
    <Stack gap="md">
      <YesNoDialog
        opened={asking !== null}
        message={t(asking?.status === 'cancelled' ? 'staff.cancelPrompt' : 'staff.confirmPrompt')}
        yes={t('staff.yes')}
        no={t('staff.no')}
        pending={setStatus.isPending}
        onYes={() => asking && setStatus.mutate(asking, { onSettled: () => setAsking(null) })}
        onNo={() => setAsking(null)}
        testId="staff-booking-ask"
      />
      <SegmentedChoice
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={(['pending', 'confirmed', 'cancelled', 'all'] as const).map((s) => ({
          value: s,
          label: t(`staff.status.${s}`),
        }))}
      />
      <ErrorAlert error={list.error ?? setStatus.error} />
      {list.isPending && <Loader aria-label={t('loading')} />}
      {list.data?.length === 0 && <Text>{t('staff.none')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.when')}</Table.Th>
                <Table.Th>{t('staff.item')}</Table.Th>
                <Table.Th>{t('staff.who')}</Table.Th>
                <Table.Th>{t('staff.contact')}</Table.Th>
                <Table.Th>{t('staff.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((b) => (
                <Table.Tr key={b.id} data-testid="staff-booking-row">
                  <Table.Td>
                    {b.slotStart
                      ? format(b.slotStart)
                      : `${b.targetDate} ${b.targetStartTime1}–${b.targetEndTime1}`}
                  </Table.Td>
                  <Table.Td>{localName({ name: b.itemTitle, nameChi: b.itemTitleChi }, lang)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {b.preferredName ? `${b.fullName} (${b.preferredName})` : b.fullName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {b.yearOfStudy
                        ? option('yearOfStudy', b.yearOfStudy)
                        : [b.schoolName, b.schoolRoles].filter(Boolean).join(' · ')}
                    </Text>
                    {b.remarks && <Text size="xs">{b.remarks}</Text>}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{b.phone}</Text>
                    <Text size="xs">{b.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Badge color={STATUS_COLORS[b.status] ?? 'gray'}>{t(`staff.status.${b.status}`)}</Badge>
                      {b.status === 'pending' && (
                        <Button
                          size="xs"
                          onClick={() => ask(b.id, 'confirmed')}
                          data-testid="staff-booking-confirm"
                        >
                          {t('staff.confirm')}
                        </Button>
                      )}
                      {b.status !== 'cancelled' && (
                        <Button size="xs" variant="light" color="red" onClick={() => ask(b.id, 'cancelled')}>
                          {t('staff.cancel')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
