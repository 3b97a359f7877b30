import { newsletterSubscribers } from "@studio/db";
import { newsletterWelcome } from "@studio/email";
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import type { Context, Services } from "../context";
import { sendEmail } from "../lib/outbox";
import { takeLimits } from "../lib/rate-limit";
import { safeEqual, signFor } from "../lib/tokens";

const HOUR_MS = 60 * 60 * 1000;

export function unsubscribeUrl(services: Services, email: string): string {
  const url = new URL("/unsubscribe", services.publicUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", signFor(services.secret, "unsubscribe", email));
  return url.toString();
}

async function sendWelcome(ctx: Context, email: string, returning: boolean) {
  const link = unsubscribeUrl(ctx, email);
  await sendEmail(ctx, {
    to: email,
    template: "newsletter-welcome",
    email: newsletterWelcome({ unsubscribeUrl: link, returning }),
    headers: { "List-Unsubscribe": `<${link}>` },
  });
}

/** Subscribing twice is not an error: an active address is told so, an unsubscribed one is reactivated. */
export async function subscribe(ctx: Context, email: string) {
  await takeLimits(
    ctx,
    [{ key: `newsletter:ip:${ctx.request.ip}`, limit: 20, windowMs: HOUR_MS }],
    (wait) => `Too many sign-ups. Please try again in ${wait}.`,
  );

  const [created] = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, subscribedAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (created) {
    await sendWelcome(ctx, email, false);
    return { message: "Thank you for subscribing! Your free workout guide is on its way to your inbox." };
  }
  const [reactivated] = await ctx.db
    .update(newsletterSubscribers)
    .set({ isActive: true, unsubscribedAt: null, subscribedAt: ctx.now() })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isActive, false)))
    .returning({ id: newsletterSubscribers.id });
  if (reactivated) {
    await sendWelcome(ctx, email, true);
    return { message: "Welcome back! Your subscription is active again and your free workout guide is on its way." };
  }
  return { message: "You're already subscribed. Thank you for being part of the community!" };
}

export async function unsubscribe(ctx: Context, email: string, token: string) {
  if (!safeEqual(token, signFor(ctx.secret, "unsubscribe", email))) {
    throw new TRPCError({ code: "FORBIDDEN", message: "This unsubscribe link is not valid." });
  }
  await ctx.db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: ctx.now() })
    .where(eq(newsletterSubscribers.email, email));
  return { message: "You have been unsubscribed. You will not receive any more newsletters." };
}
