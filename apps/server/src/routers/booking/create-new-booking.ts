import { createBooking } from '../../services/booking/create-booking.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { bookingResult, newBookingInput } from './shapes.ts';

/**
 * Spec booking-createNewBooking. Visitors may book (the page is public); a signed-in booker's account,
 * school and WhatsApp group are attached. Visitors are rate-limited per address.
 */
export const createNewBooking = publicProcedure
  .input(newBookingInput)
  .output(bookingResult)
  .mutation(async ({ ctx, input }) => {
    if (!ctx.user && !(await ctx.deps.limiter.take('booking', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const u = ctx.user;
    return createBooking(ctx.deps.db, {
      input,
      booker: u
        ? {
            userId: u.row.id,
            schoolId: u.row.schoolId ?? u.teacher?.schoolId ?? null,
            waGroupId: u.row.waGroupId,
          }
        : null,
      now: ctx.deps.now(),
      lang: ctx.lang,
    });
  });
