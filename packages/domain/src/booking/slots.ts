/** The parts of a booking item the slot rule reads. */
export interface SlotItem {
  durationMinutes: number;
  startTime: Date | null;
  endTime: Date | null;
}

export interface SlotTimes {
  startTime: Date;
  endTime: Date;
  durationMinutes: number;
}

/**
 * Spec 1 §5: a slot is shown for an item only when its duration equals the item's and it falls within
 * the item's window. Instants are compared, so slots stored at +08:00 and items stored in UTC agree.
 */
export function isSlotForItem(slot: SlotTimes, item: SlotItem): boolean {
  if (slot.durationMinutes !== item.durationMinutes) return false;
  if (item.startTime && slot.startTime.getTime() < item.startTime.getTime()) return false;
  if (item.endTime && slot.endTime.getTime() > item.endTime.getTime()) return false;
  return true;
}

/** Beyond the spec: a slot that has begun can no longer be booked. */
export function isSlotOpen(slot: SlotTimes, now: Date): boolean {
  return slot.startTime.getTime() > now.getTime();
}

/** The slots a booker may pick for an item now, earliest first. */
export function slotsForItem<T extends SlotTimes>(slots: readonly T[], item: SlotItem, now: Date): T[] {
  return slots
    .filter((s) => isSlotForItem(s, item) && isSlotOpen(s, now))
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}

/** Beyond the spec: staff create slots whose end is start plus the duration, 5 to 480 minutes. */
export const SLOT_MIN_MINUTES = 5;
export const SLOT_MAX_MINUTES = 480;

export function slotEnd(startTime: Date, durationMinutes: number): Date {
  return new Date(startTime.getTime() + durationMinutes * 60_000);
}
