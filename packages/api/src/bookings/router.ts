import {
  adminPaymentStatusInput,
  bookingAccessInput,
  calendarInput,
  completeFreeBookingInput,
  createBookingInput,
  idInput,
} from "@studio/validators";
import { mondayOf, studioDate } from "../lib/studio-time";
import { calendarCapacity } from "../sessions/admin";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { allBookings, bookingOverview, deleteBooking, setPaymentStatus } from "./admin";
import { bookingConfirmation, completeFreeBooking, createBooking } from "./bookings";

/** Booking a package; paying for it joins these under bookings.*. */
export const bookingProcedures = {
  create: publicProcedure.input(createBookingInput).mutation(({ ctx, input }) => createBooking(ctx, input)),
  completeFree: publicProcedure
    .input(completeFreeBookingInput)
    .mutation(({ ctx, input }) => completeFreeBooking(ctx, input.id)),
  confirmation: publicProcedure
    .input(bookingAccessInput)
    .query(({ ctx, input }) => bookingConfirmation(ctx, input.id, input.token)),
};

/** The trainer's bookings (admin.bookings). */
export const bookingsAdminRouter = router({
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
