import { hkDateString } from '@waypoint/domain';
import { z } from 'zod';
import {
  addReservedDate as addDate,
  createSlots as create,
  listAllItems,
  listReservedDates,
  listStaffSlots,
  removeReservedDate as removeDate,
  deleteSlot as removeSlot,
  upsertItem,
} from '../../services/booking/manage-catalogue.ts';
import { adminProcedure } from '../../trpc/procedures.ts';
import {
  bookingItem,
  createSlotsInput,
  itemInput,
  reservedDateInput,
  reservedDateRow,
  slotIdInput,
  staffSlot,
} from './shapes.ts';

// Beyond the spec: the platform's own staff (admins) keep the items, slots and reserved dates.

export const getStaffBookingCatalogue = adminProcedure
  .output(
    z.object({
      items: z.array(bookingItem),
      slots: z.array(staffSlot),
      reservedDates: z.array(reservedDateRow),
    }),
  )
  .query(async ({ ctx }) => {
    const now = ctx.deps.now();
    return {
      items: await listAllItems(ctx.deps.db),
      slots: await listStaffSlots(ctx.deps.db, now),
      reservedDates: await listReservedDates(ctx.deps.db, hkDateString(now)),
    };
  });

export const upsertBookingItem = adminProcedure
  .input(itemInput)
  .output(bookingItem)
  .mutation(({ ctx, input }) => upsertItem(ctx.deps.db, { input, now: ctx.deps.now() }));

export const createBookingSlots = adminProcedure
  .input(createSlotsInput)
  .output(z.object({ created: z.number() }))
  .mutation(async ({ ctx, input }) => ({
    created: await create(ctx.deps.db, {
      startTimes: input.startTimes,
      durationMinutes: input.durationMinutes,
      staffName: input.staffName?.trim() || null,
      now: ctx.deps.now(),
    }),
  }));

export const deleteBookingSlot = adminProcedure
  .input(slotIdInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await removeSlot(ctx.deps.db, input.slotId);
    return { ok: true as const };
  });

export const addReservedDate = adminProcedure
  .input(reservedDateInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await addDate(ctx.deps.db, {
      date: input.date,
      reason: input.reason?.trim() || null,
      createdBy: ctx.user.row.id,
      now: ctx.deps.now(),
    });
    return { ok: true as const };
  });

export const removeReservedDate = adminProcedure
  .input(reservedDateInput.pick({ date: true }))
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await removeDate(ctx.deps.db, input.date);
    return { ok: true as const };
  });
