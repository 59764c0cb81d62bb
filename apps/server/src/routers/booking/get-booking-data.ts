import { loadBookingData } from '../../services/booking/booking-data.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { bookingData, bookingDataInput } from './shapes.ts';

/** Spec booking-getBookingData: public, as `/booking` is a public page. */
export const getBookingData = publicProcedure
  .input(bookingDataInput)
  .output(bookingData)
  .query(({ ctx, input }) =>
    loadBookingData(ctx.deps.db, { staffName: input?.staffName ?? null, now: ctx.deps.now() }),
  );
