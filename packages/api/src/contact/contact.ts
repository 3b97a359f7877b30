import { contacts } from "@studio/db";
import { contactCopy } from "@studio/email";
import type { contactInput } from "@studio/validators";
import { HOUR_MS } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Context } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { sendEmail } from "../lib/outbox";
import { takeLimits } from "../lib/rate-limit";

const THANKS = "Thank you for your message! I will get back to you soon.";

/** Stores the message and e-mails the trainer a copy she can reply to: once per attempt of the form. */
export function submitContact(ctx: Context, input: z.output<typeof contactInput>) {
  const receipt = (saved: { id: number } | undefined) => (saved ? { id: saved.id, message: THANKS } : null);
  return oncePerRequest(
    input.requestKey,
    async (key) =>
      receipt((await ctx.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.requestKey, key)))[0]),
    async () => {
      await takeLimits(
        ctx,
        [{ key: `contact:ip:${ctx.request.ip}`, limit: 10, windowMs: HOUR_MS }],
        "server.limit.messages",
      );
      const [saved] = await ctx.db
        .insert(contacts)
        .values({ ...input, language: ctx.request.language })
        .onConflictDoNothing({ target: contacts.requestKey })
        .returning({ id: contacts.id });
      if (saved) {
        await sendEmail(ctx, {
          to: ctx.trainerEmail,
          template: "contact-copy",
          email: contactCopy(input),
          replyTo: input.email,
        });
      }
      return receipt(saved);
    },
  );
}
