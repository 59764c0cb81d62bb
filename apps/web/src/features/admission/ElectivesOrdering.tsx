import { Group, Select, Stack, Text } from '@mantine/core';
import { ELECTIVE_ORDER_LABELS_EN, type ElectiveStreamChart } from '@waypoint/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import type { PortalSubject } from '@/shared/portal-data';
import type { StudentPlan } from '@/shared/student-plan';
import { electiveChanges, electiveOrdersView } from './electives-view';
import { NS } from './locales';

/**
 * Segment 3: the electives the student leans to, in choice orders 1st–3rd and Math Options. Which order
 * is open and what it offers are the domain's rules (and the school's class streams); the server checks again.
 */
export function ElectivesOrdering({
  electives,
  subjects,
  className,
  chart,
  editable,
  pending,
  onChange,
}: {
  electives: StudentPlan['electives'];
  subjects: readonly PortalSubject[];
  className: string | null;
  chart: ElectiveStreamChart;
  editable: boolean;
  pending: boolean;
  onChange: (changes: ReturnType<typeof electiveChanges>) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const orders = useMemo(
    () => electiveOrdersView(electives, subjects, { className, chart }),
    [electives, subjects, className, chart],
  );
  return (
    <Stack gap="xs" data-testid="electives-ordering">
      <Text size="sm" c="dimmed">
        {t('electives.intro')}
      </Text>
      {orders.map((slot) => (
        <Group key={slot.order} gap="sm" wrap="nowrap">
          <Text fw={700} w={110} size="sm" style={{ flexShrink: 0 }}>
            {t(`electives.order${slot.order}`, { defaultValue: ELECTIVE_ORDER_LABELS_EN[slot.order] })}
          </Text>
          <Select
            style={{ flex: 1 }}
            size="sm"
            searchable
            clearable
            disabled={!editable || !slot.enabled || pending}
            placeholder={slot.enabled ? t('electives.choose') : t('electives.locked')}
            aria-label={t('electives.orderLabel', { order: t(`electives.order${slot.order}`) })}
            value={slot.chosenId !== null ? String(slot.chosenId) : null}
            data={slot.options.map((s) => ({
              value: String(s.id),
              label: localName({ name: s.nameEn, nameChi: s.nameChi }, lang),
            }))}
            onChange={(value) =>
              onChange(electiveChanges(electives, slot.order, value === null ? null : Number(value)))
            }
            data-testid={`elective-order-${slot.order}`}
          />
        </Group>
      ))}
    </Stack>
  );
}
