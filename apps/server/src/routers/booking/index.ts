import { router } from '../../trpc/init.ts';
import { createNewBooking } from './create-new-booking.ts';
import { getBookingData } from './get-booking-data.ts';
import { getBookingIcs, listStaffBookings, setBookingStatus } from './staff-bookings.ts';
import {
  addReservedDate,
  createBookingSlots,
  deleteBookingSlot,
  getStaffBookingCatalogue,
  removeReservedDate,
  upsertBookingItem,
} from './staff-catalogue.ts';

/** Spec 1 §2.5 appointment booking, and the staff side the spec does not show. */
export const bookingRouter = router({
  getBookingData,
  createNewBooking,
  getBookingIcs,
  listStaffBookings,
  setBookingStatus,
  getStaffBookingCatalogue,
  upsertBookingItem,
  createBookingSlots,
  deleteBookingSlot,
  addReservedDate,
  removeReservedDate,
});
