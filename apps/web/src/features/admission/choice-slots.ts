import {
  bandLabelOfChoice,
  bandOfChoice,
  CHOICE_LIMIT,
  type ChoiceSlotState,
  choiceSlotState,
  type JupasBand,
} from '@waypoint/domain';

/** One of the 20 places of the Dec Submission list. */
export interface ChoiceSlot {
  order: number;
  /** JUPAS slot label, 'A1' … 'E5'. */
  label: string;
  band: JupasBand;
  state: ChoiceSlotState;
  /** The programme ranked here; null for an empty slot. */
  programId: number | null;
}

/** The list as the page draws it: every slot 1–20 with its band and whether it can be filled now. */
export function choiceSlots(
  rankedProgramIds: readonly number[],
  { readOnly = false, demo = false }: { readOnly?: boolean; demo?: boolean } = {},
): ChoiceSlot[] {
  const slots: ChoiceSlot[] = [];
  for (let order = 1; order <= CHOICE_LIMIT; order += 1) {
    slots.push({
      order,
      label: bandLabelOfChoice(order)!,
      band: bandOfChoice(order)!,
      state: choiceSlotState(order, rankedProgramIds.length, { readOnly, demo }),
      programId: rankedProgramIds[order - 1] ?? null,
    });
  }
  return slots;
}

/** The ranked ids from the server's rows (they come ranked; sorting again costs nothing and guards it). */
export function rankedIds(choices: readonly { programId: number; order: number }[]): number[] {
  return [...choices].sort((a, b) => a.order - b.order).map((c) => c.programId);
}

/** The list after dragging `activeId` onto `overId`'s place; the same array when nothing moves. */
export function moveChoice(ids: readonly number[], activeId: number, overId: number): readonly number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return ids;
  const next = ids.slice();
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The list with one programme added at the end (the "next slot"), or null when it cannot take it. */
export function appendChoice(
  ids: readonly number[],
  programId: number,
): { ids: number[] } | { refused: 'duplicate' | 'full' } {
  if (ids.includes(programId)) return { refused: 'duplicate' };
  if (ids.length >= CHOICE_LIMIT) return { refused: 'full' };
  return { ids: [...ids, programId] };
}
