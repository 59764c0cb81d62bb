import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import tap from '@/shared/ui/tap-target.module.css';
import { BandNote } from './BandNote';
import type { ChoiceRowView } from './choice-row-view';
import type { ChoiceSlot } from './choice-slots';
import { GripIcon, TrashIcon } from './icons';
import { NS } from './locales';
import { ChanceLine, ScoreLine } from './ScoreLines';

export interface ChoiceRowProps {
  slot: ChoiceSlot;
  row: ChoiceRowView | null;
  ownLabel: string;
  showSchool: boolean;
  reorderable: boolean;
  onDelete: ((programId: number) => void) | null;
}

/** One ranked choice: band slot, programme, scores with colour and status, chance band, band strategy. */
export function ChoiceRow({ slot, row, ownLabel, showSchool, reorderable, onDelete }: ChoiceRowProps) {
  const { t } = useTranslation(NS);
  const id = slot.programId ?? -slot.order;
  const sortable = useSortable({ id, disabled: !reorderable });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    position: 'relative' as const,
  };
  const name = row?.name ?? t('list.unknownProgram', { id: slot.programId });
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      p="sm"
      shadow={sortable.isDragging ? 'md' : undefined}
      data-testid="choice-row"
      data-order={slot.order}
      data-program-id={slot.programId ?? undefined}
      data-jupas-code={row?.jupasCode}
    >
      <Group align="flex-start" wrap="nowrap" gap="xs">
        {reorderable && (
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            className={tap.tap}
            variant="subtle"
            color="gray"
            style={{ touchAction: 'none', cursor: 'grab' }}
            aria-label={t('list.dragHandle', { order: slot.order, name })}
            data-testid="choice-drag"
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <GripIcon />
          </ActionIcon>
        )}
        <Badge
          variant="filled"
          color="navy"
          size="lg"
          radius="sm"
          title={t('list.bandTitle', { band: slot.band, order: slot.order })}
          style={{ flexShrink: 0 }}
          data-testid="choice-band-label"
        >
          {slot.label}
        </Badge>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} lh={1.3} data-testid="choice-name">
            {name}
          </Text>
          {row && (
            <Text size="xs" c="dimmed">
              {row.institution} · {row.jupasCode}
            </Text>
          )}
          <BandNote programId={slot.programId!} order={slot.order} />
          {row && (
            <>
              <ScoreLine label={ownLabel} cell={row.self} testId="choice-self-score" />
              {showSchool && (
                <ScoreLine label={t('score.school')} cell={row.school} testId="choice-school-score" />
              )}
              {row.chance && <ChanceLine chance={row.chance} />}
            </>
          )}
        </Stack>
        {onDelete && slot.programId !== null && (
          <ActionIcon
            variant="subtle"
            color="red"
            className={tap.tap}
            aria-label={t('list.delete', { name })}
            onClick={() => onDelete(slot.programId!)}
            data-testid="choice-delete"
          >
            <TrashIcon />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
