// The admin's bookings, sessions and discount codes; every procedure needs the admin session.
import {
  adminCancelInput,
  adminPaymentStatusInput,
  adminScheduleInput,
  adminSessionStatusInput,
  calendarInput,
  discountCreateInput,
  idInput,
  slotCapacityInput,
} from "@studio/validators";
import { z } from "zod";
import { allBookings, bookingOverview, deleteBooking, setPaymentStatus } from "../services/admin-bookings";
import { createDiscount, discountUsage, listDiscounts, setDiscountActive } from "../services/admin-discounts";
import {
  calendarCapacity,
  sessionsOfBooking,
  setSessionStatus,
  setSlotCapacity,
  upcomingSessions,
} from "../services/admin-sessions";
import { reminderLogEntries } from "../services/reminders";
import { cancelSession, scheduleSession } from "../services/scheduling";
import { mondayOf, studioDate } from "../services/studio-time";
import { adminProcedure, router } from "../trpc";

export const adminBookingsRouter = router({
  list: adminProcedure.query(({ ctx }) => allBookings(ctx)),
  overview: adminProcedure.query(({ ctx }) => bookingOverview(ctx)),
  setPaymentStatus: adminProcedure
    .input(adminPaymentStatusInput)
    .mutation(({ ctx, input }) => setPaymentStatus(ctx, input.id, input.paymentStatus)),
  remove: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteBooking(ctx, input.id)),
  calendar: adminProcedure.input(calendarInput).query(async ({ ctx, input }) => {
    const weekStart = mondayOf(input.weekStart ?? studioDate(ctx.now()));
    return { weekStart, slots: await calendarCapacity(ctx, weekStart) };
  }),
});

export const adminSessionsRouter = router({
  setCapacity: adminProcedure.input(slotCapacityInput).mutation(({ ctx, input }) => setSlotCapacity(ctx, input)),
  list: adminProcedure.query(({ ctx }) => upcomingSessions(ctx)),
  ofBooking: adminProcedure.input(idInput).query(({ ctx, input }) => sessionsOfBooking(ctx, input.id)),
  /** Schedule or move a client's session on her behalf; `override` records an exception to the 24-hour rule. */
  schedule: adminProcedure
    .input(adminScheduleInput)
    .mutation(({ ctx, input }) =>
      scheduleSession(
        ctx,
        { admin: ctx.adminSession.username, override: input.override },
        input.id,
        input.date,
        input.time,
      ),
    ),
  cancel: adminProcedure
    .input(adminCancelInput)
    .mutation(({ ctx, input }) =>
      cancelSession(ctx, { admin: ctx.adminSession.username, override: input.override }, input.id),
    ),
  setStatus: adminProcedure
    .input(adminSessionStatusInput)
    .mutation(({ ctx, input }) => setSessionStatus(ctx, input.id, input.status)),
  reminderLog: adminProcedure.query(({ ctx }) => reminderLogEntries(ctx)),
});

export const adminDiscountsRouter = router({
  list: adminProcedure.query(({ ctx }) => listDiscounts(ctx)),
  create: adminProcedure.input(discountCreateInput).mutation(({ ctx, input }) => createDiscount(ctx, input)),
  setActive: adminProcedure
    .input(z.object({ id: idInput.shape.id, active: z.boolean() }))
    .mutation(({ ctx, input }) => setDiscountActive(ctx, input.id, input.active)),
  usage: adminProcedure.input(idInput).query(({ ctx, input }) => discountUsage(ctx, input.id)),
});
