import { z } from "zod";
import { id, instant, listPage, listSearch } from "./common";

/** SPEC section 5: text, at sign, text, dot, text. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterEmail = z
  .string()
  .trim()
  .min(1, { error: "validation.email.required", abort: true })
  .max(254, "validation.email.tooLong")
  .regex(NEWSLETTER_EMAIL_PATTERN, "validation.email.invalid")
  .transform((value) => value.toLowerCase());

export const newsletterSubscribeInput = z.object({ email: newsletterEmail });

export const newsletterUnsubscribeInput = z.object({
  email: newsletterEmail,
  token: z
    .string()
    .min(1, "validation.newsletter.unsubscribeIncomplete")
    .max(200, "validation.newsletter.unsubscribeNotValid"),
});
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeInput>;

/** The signed link of the confirmation e-mail, as its page sends it back (double opt-in). */
export const newsletterConfirmInput = z.object({
  email: newsletterEmail,
  token: z.string().min(1, "validation.newsletter.confirmIncomplete").max(200, "validation.newsletter.confirmNotValid"),
});
export type NewsletterConfirmInput = z.input<typeof newsletterConfirmInput>;

/** `alreadyConfirmed`: the link had been opened before, so nothing changed (and no second welcome went out). */
export const newsletterConfirmOutput = z.object({ message: z.string(), alreadyConfirmed: z.boolean() });

/**
 * Where an address stands: `pending` signed up and has not yet confirmed from the e-mail (it gets nothing else and
 * is no subscriber), `active` confirmed and receives the newsletter, `unsubscribed` left.
 */
export const SUBSCRIBER_STATES = ["active", "pending", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** The trainer's audience views. */
export const SUBSCRIBER_FILTERS = ["all", ...SUBSCRIBER_STATES] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];
export const SUBSCRIBER_PAGE_SIZE = 25;

const subscriberFilter = z
  .enum(SUBSCRIBER_FILTERS, { error: "status must be all, active, pending or unsubscribed" })
  .default("all");
/** admin.newsletter.subscribers: newest sign-up first, a page at a time. */
export const subscriberListInput = z.object({ status: subscriberFilter, search: listSearch, page: listPage });
export type SubscriberListInput = z.input<typeof subscriberListInput>;

/**
 * GET /api/admin/newsletter/subscribers.csv (admin.newsletter.exportCsv): the same view and search as the list,
 * without its pages.
 */
export const subscriberExportInput = subscriberListInput.omit({ page: true }).prefault({});
export type SubscriberExportInput = z.output<typeof subscriberExportInput>;

export const subscriberOutput = z.object({
  id,
  email: z.string(),
  isActive: z.boolean(),
  status: z.enum(SUBSCRIBER_STATES),
  subscribedAt: instant,
  confirmedAt: instant.nullable(),
  unsubscribedAt: instant.nullable(),
});
export type Subscriber = z.infer<typeof subscriberOutput>;

export const subscriberListOutput = z.object({
  subscribers: z.array(subscriberOutput),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Every subscriber by state, whatever the search. */
  active: z.number().int(),
  /** Signed up and not yet confirmed: not subscribers. */
  pending: z.number().int(),
  unsubscribed: z.number().int(),
});
