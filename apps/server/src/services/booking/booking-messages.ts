import type { DbOrTx, schema } from '@waypoint/db';
import { formatHkDateTime } from '@waypoint/domain';
import { DEFAULT_LANG, type Lang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';

type Booking = typeof schema.bookings.$inferSelect;
type Item = typeof schema.bookingItems.$inferSelect;
type Slot = typeof schema.bookingSlots.$inferSelect;

export type BookingMessageKind = 'received' | 'pending' | 'confirmed' | 'cancelled';

/** When the booking happens, in the booker's language: the slot's time, or the proposed date and times. */
export function bookingWhen(lang: Lang, booking: Booking, slot: Slot | null): string {
  if (slot) return formatHkDateTime(slot.startTime, lang);
  return `${booking.targetDate ?? ''} ${booking.targetStartTime1 ?? ''}–${booking.targetEndTime1 ?? ''}`.trim();
}

/**
 * Every change of a booking tells the booker on WhatsApp (their group when they have one, else their
 * phone), queued in the transaction of the change. A confirmation carries the calendar link.
 */
export async function enqueueBookingMessage(
  tx: DbOrTx,
  {
    kind,
    booking,
    item,
    slot,
    lang = DEFAULT_LANG,
    icsUrl,
  }: {
    kind: BookingMessageKind;
    booking: Booking;
    item: Item;
    slot: Slot | null;
    lang?: Lang;
    icsUrl?: string;
  },
): Promise<number> {
  const title = lang === 'zh-HK' && item.titleChi ? item.titleChi : item.title;
  const body = translate(lang, `booking.messages.${kind}`, {
    name: booking.preferredName || booking.fullName,
    title,
    when: bookingWhen(lang, booking, slot),
    link: icsUrl ?? '',
  });
  return enqueueMessage(tx, {
    channel: 'whatsapp',
    recipient: booking.waGroupId ?? booking.phone,
    body,
    meta: { kind: `booking.${kind}`, bookingId: booking.id, ...(icsUrl ? { icsUrl } : {}) },
  });
}
