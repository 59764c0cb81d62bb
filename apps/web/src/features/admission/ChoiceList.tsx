import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import { usePortalLookups } from '@/shared/portal-data';
import type { ProgramScores } from '@/shared/scores';
import { ChoiceRow } from './ChoiceRow';
import css from './ChoiceRow.module.css';
import { ConfirmDialog } from './ConfirmDialog';
import { type ChoiceRowText, choiceRowText, keepUnchanged, rememberingT } from './choice-row-text';
import { choiceRowView } from './choice-row-view';
import { type ChoiceSlot, choiceSlots, moveChoice } from './choice-slots';
import { PlusIcon } from './icons';
import { NS } from './locales';
import { usePlanVoice } from './plan-voice';
import { useAfterFirstPaint } from './use-after-first-paint';

/**
 * Slots (filled or empty) drawn in the page's first paint; the rest follow in the next frames. Five rows are
 * more than the first screen shows of the list on a phone or a laptop (on a phone the list starts below it),
 * and each row is ~22 elements: all 20 at once were most of /ab3's ~1,100 (decision 016, issue 25).
 */
export const FIRST_PAINT_SLOTS = 5;

export interface ChoiceListProps {
  programIds: readonly number[];
  self: ProgramScores | null;
  school: ProgramScores | null;
  schoolHidden: boolean;
  showSchool: boolean;
  ownLabel: string;
  /** Adding, deleting and clearing (the student, or an admin). */
  editable: boolean;
  /** Drag reorder (off in teacher and parent views). */
  reorderable: boolean;
  /** 'Confirm delete?' before deleting (admins skip it). */
  confirmDelete: boolean;
  /** The empty slots (with the next one to fill); a parent's read-only view leaves them out. */
  showEmptySlots?: boolean;
  /** Shown under the tabs: the list-level "one grade up". */
  hint?: ReactNode;
  onReorder?: (programIds: readonly number[]) => void;
  onDelete?: (programId: number) => void;
  onAddNext?: () => void;
  onClearAll?: () => void;
}

/** Spec 2 §2 main view: the Dec Submission list of 20 ranked choices, with the disabled Safety Net tab. */
export function ChoiceList(props: ChoiceListProps) {
  const { t } = useTranslation(NS);
  const voice = usePlanVoice();
  const lang = useLang();
  const lookups = usePortalLookups();
  const slots = useMemo(
    () => choiceSlots(props.programIds, { readOnly: !props.editable }),
    [props.programIds, props.editable],
  );
  const filled = slots.filter((s) => s.state === 'filled');
  const [deleting, setDeleting] = useState<number | null>(null);
  const [clearing, setClearing] = useState(false);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const program = lookups?.programById.get(Number(id));
    return program ? localName(program, lang) : String(id);
  };
  const orderOf = (id: string | number) => props.programIds.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('list.a11y.picked', { name: nameOf(active.id), order: orderOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('list.a11y.over', { name: nameOf(active.id), order: orderOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('list.a11y.dropped', { name: nameOf(active.id), order: orderOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('list.a11y.cancelled', { name: nameOf(active.id) }),
  };
  const instructions: ScreenReaderInstructions = { draggable: t('list.a11y.instructions') };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = moveChoice(props.programIds, Number(active.id), Number(over.id));
    if (next !== props.programIds) props.onReorder?.(next);
  };

  // One function for every row and every render, so that a row whose slot and words are unchanged is not
  // drawn again (ChoiceRow is memoised): the latest props are read when it is called.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const requestDelete = useCallback((programId: number) => {
    if (latest.current.confirmDelete) setDeleting(programId);
    else latest.current.onDelete?.(programId);
  }, []);

  // Every row's words from one lookup that remembers (the same labels and messages repeat down the list).
  const remembered = useMemo(() => rememberingT((key, options) => (options ? t(key, options) : t(key))), [t]);
  const kept = useRef(new Map<string, { json: string; value: unknown }>());
  const painted = useAfterFirstPaint();
  const drawn = painted ? slots : slots.slice(0, FIRST_PAINT_SLOTS);
  const drawnFilled = drawn.filter((s) => s.state === 'filled');

  const rowFor = (slot: ChoiceSlot) => {
    const program = slot.programId !== null ? lookups?.programById.get(slot.programId) : undefined;
    const row = program
      ? choiceRowView(program, {
          self: props.self?.get(program.id),
          school: props.school?.get(program.id),
          schoolHidden: props.schoolHidden,
          lang,
        })
      : null;
    const key = `${slot.programId}`;
    const text = keepUnchanged<ChoiceRowText>(
      kept.current,
      `text:${key}`,
      choiceRowText(remembered, { slot, row, ownLabel: props.ownLabel, showSchool: props.showSchool, voice }),
    );
    return (
      <ChoiceRow
        key={slot.programId}
        slot={keepUnchanged(kept.current, `slot:${key}`, slot)}
        text={text}
        reorderable={props.reorderable}
        onDelete={props.editable && props.onDelete ? requestDelete : null}
      />
    );
  };

  return (
    <Stack gap="sm">
      <Tabs value="dec" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dec" data-testid="tab-dec-submission">
            {t('list.decSubmission')}
          </Tabs.Tab>
          <Tabs.Tab value="safety" disabled data-testid="tab-safety-net">
            {t('list.safetyNet')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {props.hint}
      <Text size="sm" c="dimmed" data-testid="choice-count">
        {t('list.count', { n: filled.length, limit: slots.length })}
      </Text>
      <Stack gap="xs" data-testid="choice-list" data-count={filled.length}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: instructions }}
        >
          <SortableContext
            items={drawnFilled.map((s) => s.programId!)}
            strategy={verticalListSortingStrategy}
          >
            {drawnFilled.map(rowFor)}
          </SortableContext>
        </DndContext>
        {filled.length === 0 && props.showEmptySlots === false && (
          <Text size="sm" c="dimmed">
            {t('list.none')}
          </Text>
        )}
        {(props.showEmptySlots ?? true) &&
          drawn
            .filter((s) => s.state !== 'filled')
            .map((slot) => (
              <EmptySlot
                key={slot.order}
                slot={slot}
                onAdd={props.onAddNext}
                words={{
                  add: remembered('list.add'),
                  empty: remembered('list.empty'),
                  addAt: remembered('list.addAt', { order: slot.order }),
                  emptyAt: remembered('list.emptyAt', { order: slot.order }),
                }}
              />
            ))}
      </Stack>
      {props.editable && props.onClearAll && filled.length > 0 && (
        <Group justify="flex-end">
          <Button variant="light" color="red" onClick={() => setClearing(true)} data-testid="clear-all">
            {t('list.clearAll')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        message={t('list.confirmDelete')}
        confirmLabel={t('list.deleteYes')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) props.onDelete?.(deleting);
          setDeleting(null);
        }}
        testId="confirm-delete"
      />
      <ConfirmDialog
        opened={clearing}
        message={t('list.confirmClearAll', voice)}
        confirmLabel={t('list.clearAllYes')}
        danger
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          props.onClearAll?.();
          setClearing(false);
        }}
        testId="confirm-clear-all"
      />
    </Stack>
  );
}

/** An empty slot: the next one can be filled from the deck; the ones after it wait (spec 2 §2). */
function EmptySlot({
  slot,
  onAdd,
  words,
}: {
  slot: ChoiceSlot;
  onAdd?: () => void;
  words: { add: string; empty: string; addAt: string; emptyAt: string };
}) {
  const next = slot.state === 'next' && onAdd !== undefined;
  return (
    <div
      className={`${Paper.classes.root} mantine-Paper-root ${css.slot}`}
      style={{ padding: 6, opacity: next ? 1 : 0.55 }}
      data-with-border="true"
      data-testid="choice-slot"
      data-order={slot.order}
      data-state={next ? 'next' : 'disabled'}
    >
      <span className={css.slotLabel}>{slot.label}</span>
      <Button
        variant={next ? 'light' : 'subtle'}
        size="compact-sm"
        disabled={!next}
        onClick={onAdd}
        leftSection={next ? <PlusIcon size={16} /> : undefined}
        aria-label={next ? words.addAt : words.emptyAt}
        data-testid={next ? 'choice-add-next' : undefined}
      >
        {next ? words.add : words.empty}
      </Button>
    </div>
  );
}
