import { useSyncExternalStore } from 'react';

// Spec 1 §2.5: 'Book an appointment' is a page and also a modal any page can open. The modal's code
// (features/booking) loads only when it first opens; this store is all the opener needs.

export interface BookingModalRequest {
  itemId?: string | undefined;
  staffName?: string | undefined;
}

let current: BookingModalRequest | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openBookingModal(request: BookingModalRequest = {}): void {
  current = { ...request };
  emit();
}

export function closeBookingModal(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open request, or null when the modal is closed. */
export function useBookingModalRequest(): BookingModalRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
