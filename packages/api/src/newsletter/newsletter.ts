import { newsletterSubscribers } from "@studio/db";
import { newsletterWelcome } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import type { Context, Services } from "../context";
import { sendEmail } from "../lib/outbox";
import { takeLimits, tryAgain } from "../lib/rate-limit";
import { safeEqual, signFor } from "../lib/tokens";

const HOUR_MS = 60 * 60 * 1000;

/** A signed address for one subscriber: the page at /unsubscribe, or (`path`) the one-click endpoint. */
export function unsubscribeUrl(services: Services, email: string, path = "/unsubscribe"): string {
  const url = new URL(path, services.publicUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", signFor(services.secret, "unsubscribe", email));
  return url.toString();
}

/**
 * The headers every newsletter e-mail carries (RFC 8058): mail programs show their own Unsubscribe button, which
 * POSTs "List-Unsubscribe=One-Click" to the signed address, with no page and no sign-in.
 */
export function newsletterHeaders(services: Services, email: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(services, email, "/api/newsletter/unsubscribe")}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

async function sendWelcome(ctx: Context, email: string, returning: boolean) {
  await sendEmail(ctx, {
    to: email,
    template: "newsletter-welcome",
    email: newsletterWelcome({
      unsubscribeUrl: unsubscribeUrl(ctx, email, pathIn(ctx.request.language, "/unsubscribe")),
      returning,
      language: ctx.request.language,
    }),
    headers: newsletterHeaders(ctx, email),
  });
}

/** Subscribing twice is not an error: an active address is told so, an unsubscribed one is reactivated. */
export async function subscribe(ctx: Context, email: string) {
  await takeLimits(
    ctx,
    [{ key: `newsletter:ip:${ctx.request.ip}`, limit: 20, windowMs: HOUR_MS }],
    tryAgain("Too many sign-ups."),
  );

  const [created] = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, subscribedAt: ctx.now(), language: ctx.request.language })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (created) {
    await sendWelcome(ctx, email, false);
    return { message: "Thank you for subscribing! Your free workout guide is on its way to your inbox." };
  }
  const [reactivated] = await ctx.db
    .update(newsletterSubscribers)
    .set({ isActive: true, unsubscribedAt: null, subscribedAt: ctx.now(), language: ctx.request.language })
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
  // Only an active subscription changes: a second click (or the mail program's retry) keeps the first date.
  await ctx.db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: ctx.now() })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isActive, true)));
  return { message: "You have been unsubscribed. You will not receive any more newsletters." };
}
