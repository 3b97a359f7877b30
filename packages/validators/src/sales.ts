// A sale the trainer makes at the desk (admin.sales.sell): a package, or her own price and session count, for
// a client she chooses or names, paid in cash, by bank transfer, or later through a payment link she sends.
import { z } from "zod";
import { PACKAGE_LIMITS, priceInput } from "./catalogue";
import { email, hourTime, id, isoDate, numeric, optionalText, requestKey } from "./common";
import { LANGUAGES } from "./languages";
import { MANUAL_PAYMENT_KINDS } from "./payments";

/** How the client pays at the desk: the kinds she records by hand, or a link she pays by card on her phone. */
export const DESK_PAYMENTS = [...MANUAL_PAYMENT_KINDS, "link"] as const;
export type DeskPayment = (typeof DESK_PAYMENTS)[number];

/** How long a payment link holds its sale before the sweep releases it, as it releases an abandoned booking. */
export const PAYMENT_LINK_DAYS = 7;

export const deskSaleInput = z.object({
  client: z.object({
    name: z
      .string()
      .trim()
      .min(2, "Name must be at least 2 characters")
      .max(100, "Name must be at most 100 characters"),
    email,
    phone: optionalText(30, "Phone must be at most 30 characters"),
    /** The language her receipt, payment link and reminders are written in. */
    language: z.enum(LANGUAGES, { error: "language must be 'en' or 'es'" }),
  }),
  packageId: id,
  /** Her own price and number of sessions for this sale, in place of the package's. */
  custom: z
    .object({
      price: priceInput,
      sessionCount: numeric(
        z
          .number({ error: "Sessions must be a number" })
          .int("Sessions must be a whole number")
          .min(1, "Sessions must be at least 1")
          .max(PACKAGE_LIMITS.maxSessions, `Sessions must be at most ${PACKAGE_LIMITS.maxSessions}`),
      ),
    })
    .nullish(),
  paidWith: z.enum(DESK_PAYMENTS, { error: "paidWith must be 'cash', 'bank' or 'link'" }),
  /** Where an in-home package is trained. */
  address: optionalText(300, "Address must be at most 300 characters"),
  /** Booked with the sale when she pays there and then (a link's sessions exist once it is paid). */
  firstSession: z.object({ date: isoDate, time: hourTime }).nullish(),
  requestKey: requestKey.unwrap(),
});
export type DeskSaleInput = z.input<typeof deskSaleInput>;
