import { Chip, Group, Input, Stack, Text } from '@mantine/core';
import { hkTimeString } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/format';
import { type BookingSlot, slotsByDate } from './booking-form';
import { NS } from './locales';

/** The item's free slots as chips, grouped by Hong Kong date; mobile-friendly taps rather than a long list. */
export function SlotPicker({
  slots,
  value,
  onChange,
  error,
}: {
  slots: BookingSlot[];
  value: string;
  onChange: (id: string) => void;
  error: React.ReactNode;
}) {
  const { t } = useTranslation(NS);
  const format = useFormatDateTime();
  return (
    <Input.Wrapper label={t('fields.slot')} required error={error}>
      {slots.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="booking-no-slots">
          {t('noSlots')}
        </Text>
      ) : (
        <Chip.Group multiple={false} value={value} onChange={(v) => onChange(String(v))}>
          <Stack gap="xs" mt={4}>
            {slotsByDate(slots).map(([date, list]) => (
              <Stack key={date} gap={4}>
                <Text size="sm" fw={600}>
                  {format(list[0]!.startTime).replace(/,?\s*\d{2}:\d{2}$/, '')}
                </Text>
                <Group gap="xs">
                  {list.map((s) => (
                    <Chip
                      key={s.id}
                      value={s.id}
                      wrapperProps={{ 'data-testid': 'booking-slot', 'data-slot-id': s.id }}
                    >
                      {hkTimeString(new Date(s.startTime))}–{hkTimeString(new Date(s.endTime))}
                    </Chip>
                  ))}
                </Group>
              </Stack>
            ))}
          </Stack>
        </Chip.Group>
      )}
    </Input.Wrapper>
  );
}
