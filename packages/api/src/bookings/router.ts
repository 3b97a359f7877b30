import {
  adminBookingExportInput,
  adminBookingListInput,
  adminBookingPageOutput,
  adminPaymentStatusInput,
  awaitingPaymentOutput,
  bookingAccessInput,
  bookingConfirmationOutput,
  bookingOverviewOutput,
  calendarInput,
  calendarOutput,
  completeFreeBookingInput,
  createBookingInput,
  extendExpiryInput,
  extendExpiryOutput,
  idInput,
  okOutput,
  streamedFileOutput,
} from "@studio/validators";
import { mondayOf, studioDate } from "@studio/validators/studio-time";
import { calendarDays } from "../hours/admin";
import { calendarCapacity } from "../sessions/admin";
import { adminProcedure, clientProcedure, publicProcedure, router } from "../trpc";
import { deleteBooking, setPaymentStatus } from "./admin";
import { exportBookingsCsv } from "./admin-export";
import { listBookings } from "./admin-lists";
import { bookingOverview } from "./admin-overview";
import { awaitingPaymentFor } from "./awaiting-payment";
import { bookingConfirmation, completeFreeBooking, requestBooking } from "./bookings";
import { extendExpiry } from "./expiry";
import { bookingMoneyProcedures } from "./money-procedures";
import { bookingOutput, bookingRecordOutput } from "./record";

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
    .query(({ ctx, input }) => bookingConfirmation(ctx, input.id, input.token, ctx.request.language)),
};

/** What a signed-in client reads of her own bookings (published under portal.*). */
export const clientBookingProcedures = {
  /** Her bookings awaiting payment, each with the token that lets her checkout pay it. */
  awaitingPayment: clientProcedure
    .output(awaitingPaymentOutput)
    .query(({ ctx }) => awaitingPaymentFor(ctx, ctx.client.email)),
};

/** The trainer's bookings (admin.bookings). */
export const bookingsAdminRouter = router({
  list: adminProcedure
    .input(adminBookingListInput)
    .output(adminBookingPageOutput)
    .query(({ ctx, input }) => listBookings(ctx, input)),
  /** The filtered list as a CSV file, streamed: for GET /api/admin/bookings.csv. */
  exportCsv: adminProcedure
    .input(adminBookingExportInput)
    .output(streamedFileOutput)
    .query(({ ctx, input }) => exportBookingsCsv(ctx, input)),
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
  /** A paid pack's sessions get a later last day; those that lapsed with it are back to book. */
  extendExpiry: adminProcedure
    .input(extendExpiryInput)
    .output(extendExpiryOutput)
    .mutation(({ ctx, input }) => extendExpiry(ctx, ctx.adminSession.username, input)),
  calendar: adminProcedure
    .input(calendarInput)
    .output(calendarOutput)
    .query(async ({ ctx, input }) => {
      const weekStart = mondayOf(input.weekStart ?? studioDate(ctx.now()));
      const [slots, days] = await Promise.all([calendarCapacity(ctx, weekStart), calendarDays(ctx, weekStart)]);
      return { weekStart, slots, days };
    }),
});
