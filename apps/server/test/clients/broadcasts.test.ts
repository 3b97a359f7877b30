// The trainer writes to a group of clients (admin.clients.broadcasts): who each group holds, the e-mail each client
// gets in her language with the newsletter's unsubscribe link, her copy on the timeline, one broadcast per attempt,
// three a day under a burst, and a client who unsubscribed left out.
import { randomUUID } from "node:crypto";
import { bookings, broadcasts, clientMessages, newsletterSubscribers, packageSessions, packages } from "@studio/db";
import type { SessionStatus } from "@studio/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type HttpClient,
  signInAdmin,
  signInClient,
  startServerWithMail,
  type TestServer,
  trpcError,
} from "../harness";
import type { SmtpServer } from "../smtp";

let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");

async function client(email: string, language: "en" | "es", paid: boolean, sessions: [SessionStatus, string | null][]) {
  const [pack] = await site.db.select({ id: packages.id }).from(packages).limit(1);
  const [booking] = await site.db
    .insert(bookings)
    .values({
      packageId: pack?.id ?? 1,
      packageName: "Pack",
      date: "2026-09-01",
      time: "07:00",
      location: "gym",
      clientName: email.split("@")[0] ?? "",
      clientEmail: email,
      amount: "100.00",
      originalAmount: "100.00",
      sessionCount: sessions.length,
      language,
      status: "confirmed",
      paymentStatus: paid ? "paid" : "pending",
      paidAt: paid ? new Date("2026-09-01T12:00:00Z") : null,
    })
    .returning();
  await site.db.insert(packageSessions).values(
    sessions.map(([status, at], index) => ({
      bookingId: booking?.id ?? 0,
      sessionNumber: index + 1,
      status,
      startsAt: at ? new Date(at) : null,
    })),
  );
}

const send = (audience: "sessionsLeft" | "lapsed" | "recent", requestKey: string = randomUUID()) =>
  admin.trpc.admin.clients.broadcasts.send.mutate({
    audience,
    subject: "Thanksgiving week",
    body: "The studio is closed on Thursday.\nSee you Friday!",
    requestKey,
  });

beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRUST_PROXY: "true" }, { now: () => clock }));
  admin = await signInAdmin(site);
  // Ana (Spanish): trained Nov 10, one session left. Bea: trained Sep 1, nothing since, nothing left. Cora: sessions
  // left, but she unsubscribed from the newsletter. Dina: never paid.
  await client("ana@example.com", "es", true, [
    ["completed", "2026-11-10T12:00:00Z"],
    ["pending", null],
  ]);
  await client("bea@example.com", "en", true, [["completed", "2026-09-01T12:00:00Z"]]);
  await client("cora@example.com", "en", true, [["scheduled", "2026-11-30T12:00:00Z"]]);
  await site.db
    .insert(newsletterSubscribers)
    .values({ email: "cora@example.com", isActive: false, unsubscribedAt: new Date("2026-10-01T00:00:00Z") });
  await client("dina@example.com", "en", false, [["pending", null]]);
});
afterAll(() => site?.close());

describe("a message to a group of clients", () => {
  it("counts who each group holds now, those who unsubscribed apart", async () => {
    const size = (audience: "sessionsLeft" | "lapsed" | "recent") =>
      admin.trpc.admin.clients.broadcasts.audience.query({ audience });
    expect(await size("sessionsLeft")).toEqual({ audience: "sessionsLeft", recipients: 1, unsubscribed: 1 });
    expect(await size("lapsed")).toEqual({ audience: "lapsed", recipients: 1, unsubscribed: 0 });
    expect(await size("recent")).toEqual({ audience: "recent", recipients: 2, unsubscribed: 0 });
  });

  it("e-mails each client in her language with an unsubscribe link, keeps her copy, and acts once per attempt", async () => {
    const from = smtp.received.length;
    const requestKey = randomUUID();
    const [first, again] = await Promise.all([send("sessionsLeft", requestKey), send("sessionsLeft", requestKey)]);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ audience: "sessionsLeft", recipients: 1, sentBy: "coach" });
    const mail = await smtp.nextTo("ana@example.com", from);
    expect(mail.subject).toBe("Thanksgiving week");
    expect(mail.text).toContain("The studio is closed on Thursday.\nSee you Friday!");
    expect(mail.text).toContain("Puedes responder a este correo");
    expect(mail.text).toContain("Date de baja cuando quieras: http");
    expect(mail.text).toContain("/es/unsubscribe?email=ana%40example.com&token=");
    expect(mail.headerLines.some((line) => line.key === "list-unsubscribe")).toBe(true);
    // No one else: Cora unsubscribed, Dina never paid, Bea has nothing left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(from)).toHaveLength(1);
    const copies = await site.db.select().from(clientMessages).where(eq(clientMessages.broadcastId, first.id));
    expect(copies.map((copy) => [copy.clientEmail, copy.language])).toEqual([["ana@example.com", "es"]]);
    const timeline = await admin.trpc.admin.clients.timeline.query({ email: "ana@example.com" });
    expect(timeline.entries[0]).toMatchObject({ kind: "sent", subject: "Thanksgiving week" });
    expect(await admin.trpc.admin.clients.broadcasts.list.query()).toEqual([first]);
  });

  it("stops reaching a client who follows the link, though she never subscribed to the newsletter", async () => {
    const mail = smtp.received.find((one) => JSON.stringify(one.to).includes("ana@example.com"));
    const link = new URL(/(http:\/\/\S+\/unsubscribe\?\S+)/.exec(mail?.text ?? "")?.[1] ?? "");
    const out = await site.client().post("/api/newsletter/unsubscribe", {
      email: link.searchParams.get("email"),
      token: link.searchParams.get("token"),
    });
    expect(out.status).toBe(200);
    expect(await admin.trpc.admin.clients.broadcasts.audience.query({ audience: "sessionsLeft" })).toMatchObject({
      recipients: 0,
      unsubscribed: 2,
    });
    const nobody = await trpcError(send("sessionsLeft"));
    expect(nobody.data?.httpStatus).toBe(400);
    expect(nobody.message).toBe("No client in this group can be written to now.");
  });

  it("sends at most three a day, however many are sent at once", async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => send("recent")));
    // One went out above: two more may.
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    for (const result of results)
      if (result.status === "rejected")
        expect((result.reason as { data?: { httpStatus?: number } }).data?.httpStatus).toBe(429);
    expect(await site.db.$count(broadcasts)).toBe(3);
  });

  it("refuses a group it does not know or an empty message, naming the field; and anyone but the trainer", async () => {
    const unknown = await admin.post("/trpc/admin.clients.broadcasts.send", {
      audience: "everyone",
      subject: "Hi",
      body: "Hello",
      requestKey: randomUUID(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain("audience must be one of sessionsLeft, lapsed, recent");
    const empty = await trpcError(
      admin.trpc.admin.clients.broadcasts.send.mutate({
        audience: "lapsed",
        subject: " ",
        body: "x",
        requestKey: randomUUID(),
      }),
    );
    expect(empty.data?.httpStatus).toBe(400);
    expect(empty.message).toContain("Please write a subject");
    const { client: signedIn } = await signInClient(site, "bea@example.com");
    expect(
      await trpcError(signedIn.trpc.admin.clients.broadcasts.audience.query({ audience: "recent" })),
    ).toMatchObject({
      data: { httpStatus: 401 },
    });
  });
});
