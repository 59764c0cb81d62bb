import { lazy, Suspense } from 'react';
import { closeBookingModal, useBookingModalRequest } from '@/shared/booking-modal';

const BookingModal = lazy(() => import('@/features/booking/BookingModal'));

/** Mounts the booking modal (and downloads its code) only once a page opens it. */
export function BookingModalSlot() {
  const request = useBookingModalRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <BookingModal itemId={request.itemId} staffName={request.staffName} onClose={closeBookingModal} />
    </Suspense>
  );
}
