import { z } from "zod";

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
