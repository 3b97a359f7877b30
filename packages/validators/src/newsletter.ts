import { z } from "zod";
import { id, instant, listPage, listSearch } from "./common";

/** SPEC section 5: text, at sign, text, dot, text. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterEmail = z
  .string()
  .trim()
  .min(1, { error: "Please enter your email address", abort: true })
  .max(254, "Email must be at most 254 characters")
  .regex(NEWSLETTER_EMAIL_PATTERN, "Please enter a valid email address")
  .transform((value) => value.toLowerCase());

export const newsletterSubscribeInput = z.object({ email: newsletterEmail });

export const newsletterUnsubscribeInput = z.object({
  email: newsletterEmail,
  token: z.string().min(1, "The unsubscribe link is incomplete").max(200, "The unsubscribe link is not valid"),
});
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeInput>;

/** The trainer's audience views. */
export const SUBSCRIBER_FILTERS = ["all", "active", "unsubscribed"] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];
export const SUBSCRIBER_PAGE_SIZE = 25;

const subscriberFilter = z
  .enum(SUBSCRIBER_FILTERS, { error: "status must be all, active or unsubscribed" })
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
  subscribedAt: instant,
  unsubscribedAt: instant.nullable(),
});
export type Subscriber = z.infer<typeof subscriberOutput>;

export const subscriberListOutput = z.object({
  subscribers: z.array(subscriberOutput),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Every subscriber by state, whatever the search. */
  active: z.number().int(),
  unsubscribed: z.number().int(),
});
