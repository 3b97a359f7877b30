import { type Executor, newsletterSubscribers } from "@studio/db";
import { newsletterConfirm, newsletterWelcome } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import type { Language } from "@studio/validators/languages";
import { HOUR_MS } from "@studio/validators/studio-time";
import { and, eq, isNull } from "drizzle-orm";
import type { Context, Services } from "../context";
import { queueEmail, sendQueuedEmail } from "../lib/outbox";
import { takeLimits } from "../lib/rate-limit";
import { refusal, says } from "../lib/said";
import { safeEqual, signFor } from "../lib/tokens";

const DAY_SECONDS = 24 * 60 * 60;

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

/** The welcome with the free workout guide, queued in `db` (the confirmation's transaction). */
function queueWelcome(services: Services, db: Executor, email: string, language: Language, returning: boolean) {
  return queueEmail(db, {
    to: email,
    template: "newsletter-welcome",
    email: newsletterWelcome({
      unsubscribeUrl: unsubscribeUrl(services, email, pathIn(language, "/unsubscribe")),
      returning,
      language,
    }),
    headers: newsletterHeaders(services, email),
  });
}

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;
/** Sign-ups (so confirmation e-mails) per address a day, whatever its state: the form cannot flood an inbox. */
const SIGN_UPS_PER_EMAIL = 3;
const SIGN_UPS_PER_IP = 20;

/**
 * A confirmation link is signed over the address, its sign-up (`round`: the sign-up time, which a sign-up after
 * unsubscribing renews, so older links die with the round they were sent for) and when it stops working.
 */
const confirmSignature = (secret: string, email: string, round: Date, expires: number) =>
  signFor(secret, "newsletter-confirm", `${email}:${round.getTime()}:${expires}`);

/** The confirmation page's signed address for one sign-up: `token` is "<expiry in epoch seconds>.<signature>". */
export function confirmUrl(services: Services, email: string, round: Date, language: Language): string {
  const expires = Math.floor(services.now().getTime() / 1000) + CONFIRM_DAYS * DAY_SECONDS;
  const url = new URL(pathIn(language, "/newsletter/confirm"), services.publicUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", `${expires}.${confirmSignature(services.secret, email, round, expires)}`);
  return url.toString();
}

/**
 * Double opt-in: a new address is stored pending and sent the confirmation link; a pending one is sent it again; one
 * that left starts a new pending sign-up. A confirmed subscriber is sent nothing. The answer, and its timing, are
 * the same for all of them (the e-mail goes out after the answer), so the form tells no one who is subscribed.
 */
export async function subscribe(ctx: Context, email: string) {
  await takeLimits(
    ctx,
    [{ key: `newsletter:ip:${ctx.request.ip}`, limit: SIGN_UPS_PER_IP, windowMs: HOUR_MS }],
    "server.limit.signUps",
  );
  // Counted for every sign-up, whatever the address's state, so its refusal tells nothing either.
  await takeLimits(
    ctx,
    [{ key: `newsletter:email:${email}`, limit: SIGN_UPS_PER_EMAIL, windowMs: DAY_SECONDS * 1000 }],
    "server.limit.signUpsToday",
  );

  const language = ctx.request.language;
  const outboxId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const round = { round: newsletterSubscribers.subscribedAt };
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, subscribedAt: now, language })
      .onConflictDoNothing()
      .returning(round);
    // Back after unsubscribing: a new sign-up, to be confirmed again.
    const [returned] = created
      ? [created]
      : await tx
          .update(newsletterSubscribers)
          .set({ isActive: true, confirmedAt: null, subscribedAt: now, language })
          .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isActive, false)))
          .returning(round);
    // Still waiting: the same sign-up's link again, in the language of this page.
    const [pending] = returned
      ? [returned]
      : await tx
          .update(newsletterSubscribers)
          .set({ language })
          .where(
            and(
              eq(newsletterSubscribers.email, email),
              eq(newsletterSubscribers.isActive, true),
              isNull(newsletterSubscribers.confirmedAt),
            ),
          )
          .returning(round);
    if (!pending) return null;
    return queueEmail(tx, {
      to: email,
      template: "newsletter-confirm",
      email: newsletterConfirm({
        confirmUrl: confirmUrl(ctx, email, pending.round, language),
        days: CONFIRM_DAYS,
        language,
      }),
    });
  });
  // Not awaited: a known subscriber's answer must not come back sooner. A send that fails is retried by its job,
  // one never tried by the outbox's sweep.
  if (outboxId !== null) sendQueuedEmail(ctx, outboxId).catch(() => {});
  return { message: says("server.newsletter.checkInbox").in(ctx.request.wordsIn) };
}

const alreadyConfirmed = (ctx: Context) => ({
  message: says("server.newsletter.alreadyConfirmed").in(ctx.request.wordsIn),
  alreadyConfirmed: true,
});

const invalidLink = () => refusal("FORBIDDEN", "server.newsletter.confirmNotValid");

/**
 * The confirmation page's POST. The first one in time confirms the sign-up and queues the welcome with the free
 * workout guide in the same transaction; any later one (or one racing it) changes nothing and says so. A link of an
 * address that has since unsubscribed, or older than CONFIRM_DAYS, confirms nothing.
 */
export async function confirm(ctx: Context, email: string, token: string) {
  const [expiresText, signature, ...rest] = token.split(".");
  const expires = Number(expiresText);
  if (!signature || rest.length || !/^\d{1,11}$/.test(expiresText ?? "")) throw invalidLink();
  const [row] = await ctx.db
    .select({
      round: newsletterSubscribers.subscribedAt,
      isActive: newsletterSubscribers.isActive,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (!row || !safeEqual(signature, confirmSignature(ctx.secret, email, row.round, expires))) throw invalidLink();
  if (row.isActive && row.confirmedAt) return alreadyConfirmed(ctx);
  if (!row.isActive || ctx.now().getTime() > expires * 1000) {
    throw refusal("FORBIDDEN", "server.newsletter.confirmExpired");
  }

  const welcome = await ctx.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: ctx.now(), unsubscribedAt: null })
      .where(
        and(
          eq(newsletterSubscribers.email, email),
          eq(newsletterSubscribers.isActive, true),
          isNull(newsletterSubscribers.confirmedAt),
          eq(newsletterSubscribers.subscribedAt, row.round),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    return confirmed ? queueWelcome(ctx, tx, email, row.language, row.unsubscribedAt !== null) : null;
  });
  if (welcome === null) return alreadyConfirmed(ctx);
  await sendQueuedEmail(ctx, welcome);
  return {
    message: says(row.unsubscribedAt === null ? "server.newsletter.subscribed" : "server.newsletter.welcomeBack").in(
      ctx.request.wordsIn,
    ),
    alreadyConfirmed: false,
  };
}

export async function unsubscribe(ctx: Context, email: string, token: string) {
  if (!safeEqual(token, signFor(ctx.secret, "unsubscribe", email))) {
    throw refusal("FORBIDDEN", "server.newsletter.unsubscribeNotValid");
  }
  // Only an active subscription changes: a second click (or the mail program's retry) keeps the first date. A client
  // who never subscribed (the link came with the trainer's message to a group) is kept as unsubscribed all the same,
  // so no group message reaches her again until she signs up herself.
  await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, isActive: false, unsubscribedAt: ctx.now(), language: ctx.request.language })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { isActive: false, unsubscribedAt: ctx.now() },
      setWhere: eq(newsletterSubscribers.isActive, true),
    });
  return { message: says("server.newsletter.unsubscribed").in(ctx.request.wordsIn) };
}
