import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Paper } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import tap from '@/shared/ui/tap-target.module.css';
import { BandNote } from './BandNote';
import css from './ChoiceRow.module.css';
import type { ChoiceRowText } from './choice-row-text';
import type { ChoiceSlot } from './choice-slots';
import { GripIcon, TrashIcon } from './icons';
import { ChanceLine, ScoreLine } from './ScoreLines';

export interface ChoiceRowProps {
  slot: ChoiceSlot;
  text: ChoiceRowText;
  reorderable: boolean;
  onDelete: ((programId: number) => void) | null;
}

// Mantine's filled navy Badge (size lg, radius sm) as it draws itself, on one element instead of two.
const BAND_LABEL = {
  '--badge-height': 'var(--badge-height-lg)',
  '--badge-padding-x': 'var(--badge-padding-x-lg)',
  '--badge-fz': 'var(--badge-fz-lg)',
  '--badge-radius': 'var(--mantine-radius-sm)',
  '--badge-bg': 'var(--mantine-color-navy-filled)',
  '--badge-color': 'var(--mantine-color-white)',
  '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

const PAPER = `${Paper.classes.root} mantine-Paper-root`;
const BADGE = `${Badge.classes.root} mantine-Badge-root ${css.band}`;

/**
 * One ranked choice: band slot, programme, scores with colour and status, chance band, band strategy.
 * Drawn 20 times on /ab3's first screen, so it is plain elements with Mantine's classes where it looks like a
 * Mantine component (the Paper, the Badge), its words come worked out (`choice-row-text.ts`), and a row whose
 * slot and words did not change is not drawn again (decision 016, issue 25).
 */
export const ChoiceRow = memo(function ChoiceRow({ slot, text, reorderable, onDelete }: ChoiceRowProps) {
  const id = slot.programId ?? -slot.order;
  const sortable = useSortable({ id, disabled: !reorderable });
  const style: CSSProperties = {
    padding: 'var(--mantine-spacing-sm)',
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    ...(sortable.isDragging ? { '--paper-shadow': 'var(--mantine-shadow-md)' } : {}),
  };
  return (
    <div
      ref={sortable.setNodeRef}
      className={`${PAPER} ${css.row}`}
      style={style}
      data-with-border="true"
      data-testid="choice-row"
      data-order={slot.order}
      data-program-id={slot.programId ?? undefined}
      data-jupas-code={text.jupasCode ?? undefined}
    >
      {reorderable && (
        <DragHandle
          label={text.dragLabel}
          setRef={sortable.setActivatorNodeRef}
          attributes={sortable.attributes}
          listeners={sortable.listeners}
        />
      )}
      <span
        className={BADGE}
        style={BAND_LABEL}
        data-variant="filled"
        data-size="lg"
        title={text.bandTitle}
        data-testid="choice-band-label"
      >
        {slot.label}
      </span>
      <div className={css.body}>
        <p className={css.name} data-testid="choice-name">
          {text.name}
        </p>
        {text.subtitle && <p className={`${css.small} ${css.dimmed}`}>{text.subtitle}</p>}
        <BandNote programId={slot.programId!} order={slot.order} />
        {text.self && <ScoreLine text={text.self} testId="choice-self-score" />}
        {text.school && <ScoreLine text={text.school} testId="choice-school-score" />}
        {text.chance && <ChanceLine text={text.chance} />}
      </div>
      {onDelete && slot.programId !== null && (
        <DeleteChoice programId={slot.programId} label={text.deleteLabel} onDelete={onDelete} />
      )}
    </div>
  );
});

const HANDLE_STYLE: CSSProperties = { touchAction: 'none', cursor: 'grab' };

/**
 * Its own memoised part: dnd-kit draws every row again at each step of a drag (a pick-up is several), and
 * the rows' handles keep their attributes and listeners (dnd-kit memoises them), so only the dragged row's
 * handle, whose `aria-pressed` changes, is drawn again (issue 25: the first pick-up on a phone).
 */
const DragHandle = memo(function DragHandle({
  label,
  setRef,
  attributes,
  listeners,
}: {
  label: string;
  setRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  return (
    <ActionIcon
      ref={setRef}
      className={tap.tap}
      variant="subtle"
      color="gray"
      style={HANDLE_STYLE}
      aria-label={label}
      data-testid="choice-drag"
      {...attributes}
      {...listeners}
    >
      <GripIcon />
    </ActionIcon>
  );
});

/** Its own memoised part: a row drawn again while a choice is dragged leaves its delete button as it was. */
const DeleteChoice = memo(function DeleteChoice({
  programId,
  label,
  onDelete,
}: {
  programId: number;
  label: string;
  onDelete: (programId: number) => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      className={tap.tap}
      aria-label={label}
      onClick={() => onDelete(programId)}
      data-testid="choice-delete"
    >
      <TrashIcon />
    </ActionIcon>
  );
});
