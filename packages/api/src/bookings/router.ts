import {
  adminBookingListInput,
  adminBookingOutput,
  adminPaymentStatusInput,
  bookingAccessInput,
  bookingConfirmationOutput,
  bookingOutput,
  bookingOverviewOutput,
  bookingRecordOutput,
  calendarInput,
  calendarOutput,
  completeFreeBookingInput,
  createBookingInput,
  idInput,
  okOutput,
} from "@studio/validators";
import { mondayOf, studioDate } from "@studio/validators/studio-time";
import { z } from "zod";
import { calendarDays } from "../hours/admin";
import { calendarCapacity } from "../sessions/admin";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { allBookings, bookingOverview, deleteBooking, setPaymentStatus } from "./admin";
import { bookingConfirmation, completeFreeBooking, requestBooking } from "./bookings";
import { bookingMoneyProcedures } from "./money-procedures";

/** Booking a package; paying for it joins these under bookings.*. */
export const bookingProcedures = {
  create: publicProcedure
    .input(createBookingInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => requestBooking(ctx, input)),
  completeFree: publicProcedure
    .input(completeFreeBookingInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => completeFreeBooking(ctx, input.id, input.token)),
  confirmation: publicProcedure
    .input(bookingAccessInput)
    .output(bookingConfirmationOutput)
    .query(({ ctx, input }) => bookingConfirmation(ctx, input.id, input.token)),
};

/** The trainer's bookings (admin.bookings). */
export const bookingsAdminRouter = router({
  list: adminProcedure
    .input(adminBookingListInput)
    .output(z.array(adminBookingOutput))
    .query(({ ctx, input }) => allBookings(ctx, input)),
  overview: adminProcedure.output(bookingOverviewOutput).query(({ ctx }) => bookingOverview(ctx)),
  setPaymentStatus: adminProcedure
    .input(adminPaymentStatusInput)
    .output(bookingRecordOutput)
    .mutation(({ ctx, input }) => setPaymentStatus(ctx, ctx.adminSession.username, input)),
  remove: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deleteBooking(ctx, ctx.adminSession.username, input.id)),
  ...bookingMoneyProcedures,
  calendar: adminProcedure
    .input(calendarInput)
    .output(calendarOutput)
    .query(async ({ ctx, input }) => {
      const weekStart = mondayOf(input.weekStart ?? studioDate(ctx.now()));
      const [slots, days] = await Promise.all([calendarCapacity(ctx, weekStart), calendarDays(ctx, weekStart)]);
      return { weekStart, slots, days };
    }),
});
