import { z } from "zod";
import { requestKey } from "./common";

/** SPEC section 5, Contact form. */
export const contactInput = z.object({
  name: z.string().trim().min(2, "Please enter your full name").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().max(254, "Email must be at most 254 characters").email("Please enter a valid email address"),
  subject: z.string().trim().min(2, "Please enter a subject").max(200, "Subject must be at most 200 characters"),
  message: z
    .string()
    .trim()
    .min(10, "Your message must be at least 10 characters")
    .max(5000, "Your message must be at most 5000 characters"),
  requestKey,
});
export type ContactInput = z.input<typeof contactInput>;

export const messageOutput = z.object({ message: z.string() });

/** The stored message's id, and the thanks shown for it. */
export const contactReceiptOutput = z.object({ id: z.number().int(), message: z.string() });
