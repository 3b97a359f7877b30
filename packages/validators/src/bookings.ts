import { z } from "zod";
import { bookingToken } from "./booking-access";
import { packageType } from "./catalogue";
import {
  id,
  idWith,
  instant,
  isoDate,
  listPage,
  listPageSize,
  listSearch,
  MAX_ID,
  money,
  numeric,
  optionalText,
  pageOutput,
  requestKey,
} from "./common";
import { BOOKING_RANGES, BOOKING_SORTS, BOOKING_STATUS_FILTERS } from "./list-kinds";
import { PACKAGE_BILLINGS } from "./membership-kinds";
import { PAYMENT_METHODS } from "./payment-kinds";
import { manualPaymentKind, paymentMethod, paymentStatus, refundChoice } from "./payments";

/**
 * POST /api/bookings: SPEC section 3's payload. Amounts, status and userId are accepted for compatibility but
 * ignored: the server prices the booking itself.
 */
export const createBookingInput = z.object({
  packageId: idWith("validation.bookings.trainingType"),
  clientName: z.string().trim().min(2, "validation.bookings.fullName").max(100, "validation.bookings.nameTooLong"),
  clientEmail: z
    .string()
    .trim()
    .max(254, "validation.email.tooLong")
    .email("validation.email.invalid")
    .transform((value) => value.toLowerCase()),
  phone: optionalText(30, "validation.bookings.phoneTooLong").refine(
    (value) => value === null || value.replace(/\D/g, "").length >= 10,
    "validation.bookings.phone",
  ),
  experience: z.enum(["beginner", "intermediate", "advanced"]).nullish(),
  address: optionalText(300, "validation.bookings.addressTooLong"),
  notes: optionalText(2000, "validation.notes.tooLong"),
  discountCode: optionalText(40, "validation.discounts.codeTooLong").transform((value) => value?.toUpperCase() ?? null),
  requestKey,
  // Sent by the original client; the server decides these itself.
  date: z.string().max(40).optional(),
  time: z.string().max(40).optional(),
  location: z.string().max(40).optional(),
  userId: z.unknown().optional(),
  status: z.unknown().optional(),
  amount: z.unknown().optional(),
  discountAmount: z.unknown().optional(),
  originalAmount: z.unknown().optional(),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;

/** A booking's statuses. Like every status list, written once: its zod enum, the column type and the web filters derive from it. */
export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const bookingStatus = z.enum(BOOKING_STATUSES);

// The booking as stored (bookingRecordOutput) and as its maker gets it back (bookingOutput) are made from the table
// itself, so they live with the API (packages/api/src/bookings/record.ts).

export const bookingConfirmationOutput = z.object({
  id,
  clientName: z.string(),
  status: bookingStatus,
  paymentStatus,
  amount: money,
  package: z.object({
    id,
    name: z.string(),
    type: z.string(),
    sessionCount: z.number().int(),
    /** A membership of unlimited sessions within her hours: one a day, no count to show. */
    unlimited: z.boolean(),
  }),
  /** Until when a payment link holds it unpaid; null for any other booking. */
  payBy: instant.nullable(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationOutput>;

/** PATCH /api/bookings/{id}: the free path. Only a booking the server priced at 0.00 may be completed. */
export const completeFreeBookingInput = z.object({
  id,
  token: bookingToken,
  payment_status: z.literal("paid", { error: "payment_status must be 'paid'" }),
  status: z.literal("completed", { error: "status must be 'completed'" }),
});

/**
 * The booking screen's form, from the same rules as createBookingInput. Which fields are required depends on
 * the chosen package's kind: a Workout of the Day needs no phone, in-home training needs an address.
 */
export function bookingFormSchema(kind: "gym" | "home" | "online" | "workout_of_day" | null) {
  return z
    .object({
      packageId: z.string().min(1, "validation.bookings.trainingType"),
      clientName: createBookingInput.shape.clientName,
      clientEmail: createBookingInput.shape.clientEmail,
      phone: z.string(),
      experience: z.string(),
      location: z.string(),
      address: z.string(),
      notes: z.string().max(2000, "validation.notes.tooLong"),
    })
    .superRefine((values, ctx) => {
      if (kind !== "workout_of_day" && values.phone.replace(/\D/g, "").length < 10) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: "validation.bookings.phone" });
      }
      if (kind === "home" && values.address.trim().length < 5) {
        ctx.addIssue({ code: "custom", path: ["address"], message: "validation.bookings.address" });
      }
    });
}
export type BookingFormValues = z.input<ReturnType<typeof bookingFormSchema>>;

/**
 * PATCH /api/admin/bookings/{id}: pending → paid ("Mark as Paid", cash or bank), paid → cancelled ("Cancel
 * Booking", with the refund she chose; none unless she says).
 */
export const adminPaymentStatusInput = z.object({
  id,
  paymentStatus: z.enum(["paid", "cancelled"], { error: "paymentStatus must be 'paid' or 'cancelled'" }),
  method: manualPaymentKind.optional(),
  refund: refundChoice.optional(),
});

export {
  BOOKING_RANGES,
  BOOKING_SORTS,
  BOOKING_STATUS_FILTERS,
  type BookingRange,
  type BookingSort,
  type BookingStatusFilter,
} from "./list-kinds";

const bookingFilterFields = {
  status: z.enum(BOOKING_STATUS_FILTERS, { error: "status must be all, paid, pending or cancelled" }).default("all"),
  range: z.enum(BOOKING_RANGES, { error: "range must be all, today, 7d or 30d" }).default("all"),
  search: listSearch,
  packageId: numeric(
    z
      .number({ error: "packageId must be a number" })
      .int("packageId must be a whole number")
      .positive("packageId must be a positive number")
      .max(MAX_ID, "packageId is too large"),
  ).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "paymentMethod must be stripe, manual, free or mock" }).optional(),
  sort: z
    .enum(BOOKING_SORTS, { error: "sort must be newest, oldest, amount-desc, amount-asc or client" })
    .default("newest"),
  /** Unpaid bookings the 30-minute sweep released are left out unless asked for (true, or "true" in a query). */
  includeReleased: z
    .union([z.boolean(), z.stringbool()], { error: "includeReleased must be true or false" })
    .default(false),
};

/**
 * GET /api/admin/bookings and /api/bookings/all (admin.bookings.list): one page of the bookings the filters leave,
 * in the order asked for.
 */
export const adminBookingListInput = z
  .object({ ...bookingFilterFields, page: listPage, pageSize: listPageSize })
  .prefault({});
export type AdminBookingListInput = z.input<typeof adminBookingListInput>;
export type AdminBookingListQuery = z.output<typeof adminBookingListInput>;

/** GET /api/admin/bookings.csv (admin.bookings.exportCsv): every booking the same filters leave. */
export const adminBookingExportInput = z.object(bookingFilterFields).prefault({});
export type AdminBookingFilter = z.output<typeof adminBookingExportInput>;

/** A download made as it is sent: the REST adapter streams `content` (text, a batch of rows at a time) as the file. */
export const streamedFileOutput = z.object({
  filename: z.string(),
  content: z.custom<AsyncIterable<string | Uint8Array>>(
    (value) => typeof value === "object" && value !== null && Symbol.asyncIterator in value,
    "Must be a stream",
  ),
});

/** One row of the trainer's bookings table: the booking with its package's price, type and billing. */
export const adminBookingOutput = z.object({
  id,
  packageId: id,
  packageName: z.string(),
  packagePrice: money,
  packageType,
  /** monthly: a membership's sign-up or month, paid by its monthly billing and never marked paid by hand. */
  packageBilling: z.enum(PACKAGE_BILLINGS),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  location: z.string(),
  date: isoDate,
  time: z.string(),
  status: bookingStatus,
  paymentStatus,
  paymentMethod: paymentMethod.nullable(),
  amount: money,
  discountCode: z.string().nullable(),
  discountAmount: money,
  notes: z.string().nullable(),
  createdAt: instant,
});

/** One page of the trainer's bookings. */
export const adminBookingPageOutput = /* @__PURE__ */ pageOutput(adminBookingOutput);

/** How many of the newest weeks the overview's revenue chart shows: a quarter, whatever the history. */
export const REVENUE_WEEKS = 12;

export const bookingOverviewOutput = z.object({
  /** Package price summed over paid bookings. */
  revenue: money,
  totalBookings: z.number().int(),
  paidBookings: z.number().int(),
  /** The five newest bookings. */
  recent: z.array(adminBookingOutput),
  /** The last REVENUE_WEEKS weeks, this one included, by their Monday in Miami, in dollars (0 for a quiet week). */
  revenueByWeek: z.array(z.object({ week: isoDate, revenue: z.number() })),
  countsByStatus: z.array(z.object({ status: paymentStatus, count: z.number().int() })),
});

/**
 * portal.awaitingPayment: the signed-in client's own bookings made and not paid, still held for her (the sweep
 * releases one left unpaid for 30 minutes). Each carries its access token, so her checkout pays that same booking.
 */
export const awaitingPaymentOutput = z.object({
  /** Whose list it is: a screen shows it only under the e-mail it is signed in with. */
  email: z.string(),
  bookings: z.array(
    z.object({
      id,
      packageId: id,
      packageName: z.string(),
      clientName: z.string(),
      amount: money,
      createdAt: instant,
      /** When it is released as abandoned if still unpaid. */
      heldUntil: instant,
      accessToken: z.string(),
    }),
  ),
});
export type AwaitingPayment = z.infer<typeof awaitingPaymentOutput>;

/** The furthest the trainer may move a pack's last day, in days from today. */
export const EXPIRY_EXTEND_MAX_DAYS = 5 * 366;

/** admin.bookings.extendExpiry: a paid pack's new last day (Miami) to use its sessions, after today. */
export const extendExpiryInput = z.object({ id, until: isoDate });
export const extendExpiryOutput = z.object({
  id,
  /** The pack's new last day. */
  expiresOn: isoDate,
  /** Sessions that had lapsed with it and are back to book. */
  restored: z.number().int(),
});
