// The trainer hears, once, when a client takes a place from the waiting list inside the next 48 hours: her day
// changed. Read at the SMTP server the test runs.
import { jobDefinitions } from "@studio/api";
import { emailOutbox } from "@studio/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInBuyer } from "../fixtures";
import { signInAdmin, startServerWithMail, type TestServer } from "../harness";
import { type SmtpServer, sentTo } from "../smtp";

const TRAINER = "carmen@example.com";
let site: TestServer;
let smtp: SmtpServer;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRAINER_EMAIL: TRAINER, TRUST_PROXY: "true" }, { now: () => clock }));
});
afterAll(() => site?.close());

let clients = 0;
const buyer = (clientName: string) => signedInBuyer(site, `line.${++clients}@example.com`, { clientName });

/** The link in the newest offer e-mailed to `email`. */
async function claimLink(email: string) {
  const offers = await site.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "waitlist-offer")));
  const url = new URL(/https?:\/\/\S+\/waitlist\/claim\S+/.exec(offers.at(-1)?.text ?? "")?.[0] ?? "http://x/");
  return { entry: Number(url.searchParams.get("entry")), token: url.searchParams.get("token") ?? "" };
}

/**
 * The trainer fills an hour (her own bookings tell her nothing), Dee waits in line, a place frees and is offered
 * to Dee, who claims it with a double tap and a retry. Returns the trainer's notices from the claim on.
 */
async function claimFromLine(date: string, time: string, clientName: string) {
  const admin = await signInAdmin(site);
  const booked = [await buyer("Kim"), await buyer("Lia"), await buyer("Mia")];
  for (const who of booked) {
    const placed = await admin.post(`/api/admin/sessions/${who.sessionIds[0]}/schedule`, { date, time });
    expect(placed.status).toBe(200);
  }
  const dee = await buyer(clientName);
  const joined = await dee.client.post("/api/portal/waitlist", { sessionId: dee.sessionIds[0], date, time });
  expect(joined.status).toBe(200);
  expect((await admin.post(`/api/admin/sessions/${booked[0]?.sessionIds[0]}/cancel`, {})).status).toBe(200);
  const hour = { date, time, sessionType: "gym" as const };
  await jobDefinitions["fill-waitlist"].run(site.server.services, hour, { retryCount: 0, retryLimit: 5 });
  // The queue's own run of the job may be the one that made the offer: its e-mail is written just after.
  const link = await vi.waitFor(
    async () => {
      const found = await claimLink(`line.${clients}@example.com`);
      expect(found.entry).toBeGreaterThan(0);
      return found;
    },
    { timeout: 10_000 },
  );
  const from = smtp.received.length;
  const claims = await Promise.all([0, 1].map(() => site.client().post("/api/waitlist/claim", link)));
  expect(claims.map((claim) => claim.status)).toContain(200);
  expect((await site.client().post("/api/waitlist/claim", link)).status).toBe(200);
  // Her own confirmation arrives; anything to the trainer would be on its way with it.
  await smtp.nextTo(`line.${clients}@example.com`, from);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return smtp.received
    .slice(from)
    .filter((mail) => sentTo(mail, TRAINER))
    .map((mail) => mail.subject);
}

describe("a place taken from the waiting list", () => {
  it("is told to the trainer once when it is inside 48 hours, as from the line (not as a booking)", async () => {
    // Tuesday 5:00 PM: 32 hours ahead.
    const notices = await claimFromLine("2026-11-24", "17:00", "Dee Ortiz");
    expect(notices).toEqual(["Dee Ortiz got Tue, Nov 24, 2026 at 5:00 PM ET from the waiting list"]);
    const rows = await site.db.select().from(emailOutbox).where(eq(emailOutbox.template, "trainer-session-waitlisted"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).toContain(
      "Dee Ortiz got Tue, Nov 24, 2026 at 5:00 PM ET from the waiting list: session 1 of 12 Gym Sessions",
    );
  });

  it("is not told when it is further ahead: she reads it in her agenda and her calendar", async () => {
    // Next Monday 7:00 AM: 7 days ahead.
    expect(await claimFromLine("2026-11-30", "07:00", "Eli Soto")).toEqual([]);
  });
});
