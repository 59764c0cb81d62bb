import { z } from 'zod';
import {
  bookingIcsFile,
  listBookings,
  loadBookingSchool,
  setBookingStatus as setStatus,
} from '../../services/booking/manage-bookings.ts';
import type { SessionUser } from '../../trpc/context.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { bookingRow, icsInput, listBookingsInput, setStatusInput } from './shapes.ts';

/** Admins see every booking; an active teacher only those made by people of their school. */
function staffScope(user: SessionUser): string | 'all' | null {
  if (user.isAdmin) return 'all';
  return user.teacher?.schoolId ?? user.row.schoolId ?? null;
}

/** Beyond the spec: the staff list of bookings, newest first. */
export const listStaffBookings = staffProcedure
  .input(listBookingsInput)
  .output(z.array(bookingRow))
  .query(async ({ ctx, input }) => {
    const scope = staffScope(ctx.user);
    if (scope === null) return [];
    return listBookings(ctx.deps.db, { schoolId: scope, status: input?.status });
  });

/** Beyond the spec: confirm (pending → confirmed) or cancel a booking; the booker is told on WhatsApp. */
export const setBookingStatus = staffProcedure
  .input(setStatusInput)
  .output(z.object({ status: z.string(), outboxMessageId: z.number() }))
  .mutation(async ({ ctx, input }) => {
    const scope = staffScope(ctx.user);
    const row = await loadBookingSchool(ctx.deps.db, input.bookingId);
    // Another school's booking answers like a missing one.
    if (!row || (scope !== 'all' && (scope === null || row.schoolId !== scope)))
      fail('NOT_FOUND', 'booking.errors.bookingNotFound');
    return setStatus(ctx.deps.db, {
      bookingId: input.bookingId,
      status: input.status,
      now: ctx.deps.now(),
      publicUrl: ctx.deps.config.publicUrl,
    });
  });

/** The calendar file behind the link in the confirmation message. */
export const getBookingIcs = publicProcedure
  .input(icsInput)
  .output(z.object({ ics: z.string() }))
  .query(async ({ ctx, input }) => {
    if (!(await ctx.deps.limiter.take('bookingIcs', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const ics = await bookingIcsFile(ctx.deps.db, {
      bookingId: input.bookingId,
      token: input.t,
      now: ctx.deps.now(),
    });
    if (!ics) fail('NOT_FOUND', 'booking.errors.bookingNotFound');
    return { ics };
  });
