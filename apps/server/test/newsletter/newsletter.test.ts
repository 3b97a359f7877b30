// The newsletter's double opt-in through the real server and a real SMTP server: a sign-up is sent one confirmation
// e-mail and counts only once its link is confirmed; the link confirms once, dies when forged or old; re-sign-ups
// are limited per address under a burst; the answer never tells whether an address is subscribed.
import { newsletterSubscribers } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, signInAdmin, startServerWithMail, type TestServer } from "../harness";
import type { SmtpServer } from "../smtp";

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = new Date("2026-11-23T14:00:00Z");
let smtp: SmtpServer;
let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail(
    { TRAINER_EMAIL: "carmen@example.com", TRUST_PROXY: "true" },
    { now: () => clock },
  ));
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

let ips = 0;
/** A client address of its own, so the per-address rule alone is under test. */
const fresh = () => ({ "x-forwarded-for": `10.40.${Math.floor(++ips / 250)}.${ips % 250}` });
const signUp = (email: string, headers: Record<string, string> = {}) =>
  site.client().post("/api/newsletter/subscribe", { email }, { ...fresh(), ...headers });
const confirm = (email: string | null, token: string | null) =>
  site.client().post("/api/newsletter/confirm", { email, token }, fresh());

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : "");
const mailsTo = (email: string) => smtp.received.filter((mail) => to(mail) === email);
/** Waits for the `n`th e-mail to `email`, then a moment more, so one that should not come has had its chance. */
async function arrived(email: string, n: number, ms = 5000) {
  const deadline = Date.now() + ms;
  while (mailsTo(email).length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 300));
  return mailsTo(email);
}
const linkIn = (mail: ParsedMail | undefined) => {
  const link = new URL(/(http:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail?.text ?? "")?.[1] ?? "http://none/");
  return { link, email: link.searchParams.get("email"), token: link.searchParams.get("token") };
};
const row = async (email: string) =>
  (await site.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const audience = async () => {
  const { active, pending, unsubscribed } = await admin.trpc.admin.newsletter.subscribers.query({});
  return { active, pending, unsubscribed };
};
const csv = async (status: string) =>
  (await admin.get(`/api/admin/newsletter/subscribers.csv?status=${status}`, { "accept-encoding": "identity" })).text;

const CHECK_INBOX = "Almost there! Check your inbox and tap the link in our e-mail to confirm your subscription.";

describe("newsletter sign-up with double opt-in", () => {
  const address = "Linda.Moore@Example.com";
  const stored = "linda.moore@example.com";

  it("sends one confirmation and no welcome; the subscriber counts once the link confirms, and only once", async () => {
    const before = await audience();
    const first = await signUp(address);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: CHECK_INBOX });

    const [mail, ...more] = await arrived(stored, 1);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Confirm your subscription");
    expect(mail?.text).toContain("The link works for 7 days.");
    expect(mail?.html).toContain("Confirm my subscription");
    // No newsletter header on it: it is not a newsletter, and there is nothing to unsubscribe from yet.
    expect(mail?.headerLines.some((line) => line.key === "list-unsubscribe")).toBe(false);
    const { link, email, token } = linkIn(mail);
    expect(link.pathname).toBe("/newsletter/confirm");
    expect(email).toBe(stored);

    // Pending: stored, not counted, not in her mailing tool's file.
    expect(await row(stored)).toMatchObject({ isActive: true, confirmedAt: null, language: "en" });
    expect(await audience()).toEqual({ ...before, pending: before.pending + 1 });
    expect(await csv("active")).not.toContain(stored);
    expect(await csv("pending")).toContain(`${stored},pending,`);

    // Opening the link is a GET of a page; the API has no GET that confirms.
    const get = await site.client().get(`/api/newsletter/confirm${link.search}`);
    expect(get.status).toBe(404);
    expect((await row(stored))?.confirmedAt).toBeNull();

    const confirmed = await confirm(email, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      message: "Thank you for subscribing! Your free workout guide is on its way to your inbox.",
      alreadyConfirmed: false,
    });
    const again = await confirm(email, token);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({
      message: "Your subscription is already confirmed. Thank you for being part of the community!",
      alreadyConfirmed: true,
    });

    const mails = await arrived(stored, 2);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your subscription", "Your free workout guide"]);
    expect(mails[1]?.text).toContain("Sit-to-stand");
    expect(await row(stored)).toMatchObject({ isActive: true, confirmedAt: clock });
    expect(await audience()).toEqual({ ...before, active: before.active + 1 });
    expect(await csv("active")).toContain(`${stored},active,${clock.toISOString()},,${clock.toISOString()}`);

    // The welcome's one-click unsubscribe still works for her.
    const unsubscribe = /(http:\/\/\S+\/unsubscribe\?\S+)/.exec(mails[1]?.text ?? "")?.[1] ?? "";
    const params = new URL(unsubscribe).searchParams;
    const out = await site.client().post("/api/newsletter/unsubscribe", {
      email: params.get("email"),
      token: params.get("token"),
    });
    expect(out.status).toBe(200);
    expect(await row(stored)).toMatchObject({ isActive: false });
    // Her old confirmation link does not bring her back.
    const old = await confirm(email, token);
    expect(old.status).toBe(403);
    expect(old.json.error).toBe("This confirmation link has expired. Please sign up again to get a new one.");
    expect((await row(stored))?.isActive).toBe(false);
  });

  it("sends one welcome when the link is opened twice at once", async () => {
    const email = "twice.at.once@example.com";
    await signUp(email);
    const link = linkIn((await arrived(email, 1))[0]);
    const answers = await Promise.all([confirm(link.email, link.token), confirm(link.email, link.token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.alreadyConfirmed).sort()).toEqual([false, true]);
    expect((await arrived(email, 2)).map((m) => m.subject)).toEqual([
      "Confirm your subscription",
      "Your free workout guide",
    ]);
  });

  it("answers a new, a pending and a subscribed address alike, and mails only the ones not yet subscribed", async () => {
    const subscribed = "already.in@example.com";
    await signUp(subscribed);
    const link = linkIn((await arrived(subscribed, 1))[0]);
    expect((await confirm(link.email, link.token)).status).toBe(200);
    await arrived(subscribed, 2);
    const pending = "still.waiting@example.com";
    await signUp(pending);
    await arrived(pending, 1);

    const answers = await Promise.all(
      ["brand.new@example.com", pending, subscribed].map(async (email) => {
        const { status, json, headers } = await signUp(email);
        return { status, json, cache: headers.get("cache-control") };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 200, json: { message: CHECK_INBOX } });

    expect((await arrived("brand.new@example.com", 1)).map((m) => m.subject)).toEqual(["Confirm your subscription"]);
    // The pending address is sent its link again: the same sign-up, so both links work.
    const resent = await arrived(pending, 2);
    expect(resent.map((m) => m.subject)).toEqual(["Confirm your subscription", "Confirm your subscription"]);
    // The subscribed one is sent nothing more, and stays as she was.
    expect(await arrived(subscribed, 3, 500)).toHaveLength(2);
    expect(await row(subscribed)).toMatchObject({ isActive: true, confirmedAt: expect.any(Date) });
    const second = linkIn(resent[1]);
    expect((await confirm(second.email, second.token)).json.alreadyConfirmed).toBe(false);
    const first = linkIn(resent[0]);
    expect((await confirm(first.email, first.token)).json.alreadyConfirmed).toBe(true);
  });

  it("sends at most 3 confirmations to one address a day, however many sign-ups arrive at once", async () => {
    const victim = "mail.bomb@example.com";
    const answers = await Promise.all(Array.from({ length: 40 }, () => signUp(victim)));
    const statuses: Record<number, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    expect(statuses).toEqual({ 200: 3, 429: 37 });
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.json.error).toBe(
      "Too many sign-ups for this address today. Please look for our e-mail in your inbox, or try again tomorrow.",
    );
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await arrived(victim, 4, 1000)).toHaveLength(3);
    expect(await site.db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, victim))).toBe(1);

    // One client address signing up many: 20 an hour.
    const one = { "x-forwarded-for": "10.41.0.1" };
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        site.client().post("/api/newsletter/subscribe", { email: `m${i}@ex.com` }, one),
      ),
    );
    expect(many.filter((answer) => answer.status === 200)).toHaveLength(20);

    // A day later the address may be sent its link again.
    clock = new Date(clock.getTime() + DAY_MS + 1000);
    expect((await signUp(victim)).status).toBe(200);
    expect(await arrived(victim, 4)).toHaveLength(4);
  });

  it("refuses a forged, another address's, or an expired link with 403, and a malformed one with 400", async () => {
    const email = "careful@example.com";
    await signUp(email);
    const link = linkIn((await arrived(email, 1))[0]);
    const [expires, signature] = (link.token ?? "").split(".");
    const refusals = [
      [email, `${expires}.${"A".repeat(43)}`],
      [email, `${Number(expires) + 86_400}.${signature}`],
      ["other@example.com", link.token],
      [email, "not-a-token"],
      [email, `${expires}.${signature}.more`],
      ["nobody@example.com", link.token],
    ] as const;
    for (const [who, token] of refusals) {
      const answer = await confirm(who, token);
      expect(answer.status, `${who} ${token}`).toBe(403);
      expect(answer.json.error).toBe("This confirmation link is not valid.");
    }
    expect((await row(email))?.confirmedAt).toBeNull();

    for (const [who, token, field] of [
      [email, "", "token"],
      [email, null, "token"],
      ["not-an-address", link.token, "email"],
      [email, "x".repeat(201), "token"],
    ] as const) {
      const answer = await confirm(who, token);
      expect(answer.status).toBe(400);
      expect(answer.json.issues[0].path).toBe(field);
    }

    // Eight days later the link has run out; signing up again sends one that works.
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    const late = await confirm(link.email, link.token);
    expect(late.status).toBe(403);
    expect(late.json.error).toBe("This confirmation link has expired. Please sign up again to get a new one.");
    expect((await row(email))?.confirmedAt).toBeNull();
    await signUp(email);
    const renewed = linkIn((await arrived(email, 2))[1]);
    expect((await confirm(renewed.email, renewed.token)).json.alreadyConfirmed).toBe(false);
  });

  it("writes a Spanish sign-up's confirmation in Spanish, with its link under /es, and her welcome too", async () => {
    const email = "lucia.gomez@example.com";
    const answer = await site
      .client()
      .trpcWith({ ...fresh(), [SITE_LANGUAGE_HEADER]: "es" })
      .newsletter.subscribe.mutate({ email });
    // The page's own call is answered in its language.
    expect(answer.message).toBe(
      "¡Ya casi! Revisa tu correo y toca el enlace que te enviamos para confirmar tu suscripción.",
    );
    const [mail] = await arrived(email, 1);
    expect(mail?.subject).toBe("Confirma tu suscripción");
    expect(mail?.text).toContain("El enlace funciona durante 7 días.");
    expect(mail?.html).toContain('lang="es"');
    const link = linkIn(mail);
    expect(link.link.pathname).toBe("/es/newsletter/confirm");
    expect(await row(email)).toMatchObject({ language: "es", confirmedAt: null });

    // The page's own call: the answer in Spanish; the welcome in the language she signed up in.
    const confirmed = await site
      .client()
      .trpcWith({ [SITE_LANGUAGE_HEADER]: "es" })
      .newsletter.confirm.mutate({ email: link.email ?? "", token: link.token ?? "" });
    expect(confirmed.alreadyConfirmed).toBe(false);
    expect(confirmed.message).toBe("¡Gracias por suscribirte! Tu guía de ejercicios gratis ya va camino a tu correo.");
    const welcome = (await arrived(email, 2))[1];
    expect(welcome?.subject).toBe("Tu guía de ejercicios gratis");
    expect(welcome?.text).toContain("/es/unsubscribe?");
  });

  it.each([
    ["", "Please enter your email address"],
    ["   ", "Please enter your email address"],
    ["no-at-sign.com", "Please enter a valid email address"],
    ["name@nodot", "Please enter a valid email address"],
  ])("refuses %j with SPEC's message", async (email, text) => {
    const { status, json } = await signUp(email);
    expect(status).toBe(400);
    expect(json.issues).toEqual([{ path: "email", message: text }]);
  });
});
