import { contacts } from "@studio/db";
import { contactCopy } from "@studio/email";
import type { ContactInput } from "@studio/validators";
import type { Context } from "../context";
import { sendEmail } from "../lib/outbox";
import { takeLimits } from "../lib/rate-limit";

const HOUR_MS = 60 * 60 * 1000;

/** Stores the message and e-mails the trainer a copy she can reply to. */
export async function submitContact(ctx: Context, input: Required<ContactInput>) {
  await takeLimits(
    ctx,
    [{ key: `contact:ip:${ctx.request.ip}`, limit: 10, windowMs: HOUR_MS }],
    (wait) => `Too many messages. Please try again in ${wait}.`,
  );

  const [saved] = await ctx.db.insert(contacts).values(input).returning({ id: contacts.id });
  await sendEmail(ctx, {
    to: ctx.trainerEmail,
    template: "contact-copy",
    email: contactCopy(input),
    replyTo: input.email,
  });
  return { id: saved?.id ?? 0, message: "Thank you for your message! I will get back to you soon." };
}
