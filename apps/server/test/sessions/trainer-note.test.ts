// A change the trainer makes to a client's session reads as hers in the client's e-mail, in the client's language,
// with the note she wrote for her; the client's own changes say nothing of the trainer. Read at the SMTP server the
// test runs.
import { packageSessions } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBuyer } from "../fixtures";
import { type HttpClient, signInAdmin, startServerWithMail, type TestServer } from "../harness";
import type { SmtpServer } from "../smtp";

let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRUST_PROXY: "true" }, { now: () => clock }));
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

const session = async (id: number) =>
  (await site.db.select().from(packageSessions).where(eq(packageSessions.id, id)))[0];

describe("a change the trainer makes", () => {
  it("tells a Spanish client that Carmen made it, with her note, and refuses a note too long naming it", async () => {
    const lucia = await signedInBuyer(site, "lucia.note@example.com", {
      clientName: "Lucía Fernández",
      language: "es",
    });
    const [first] = lucia.sessionIds;

    let from = smtp.received.length;
    const booked = await admin.post(`/api/admin/sessions/${first}/schedule`, { date: "2026-11-25", time: "10:00" });
    expect(booked.status).toBe(200);
    const booking = await smtp.nextTo("lucia.note@example.com", from);
    expect(booking.text).toContain("Carmen reservó esta sesión por ti.");
    expect(booking.text).not.toContain("Nota de Carmen");

    from = smtp.received.length;
    const note = "Cambio por Thanksgiving, ¡nos vemos el viernes!";
    const moved = await admin.post(`/api/admin/sessions/${first}/schedule`, {
      date: "2026-11-27",
      time: "11:00",
      note: `  ${note} `,
    });
    expect(moved.status).toBe(200);
    const move = await smtp.nextTo("lucia.note@example.com", from);
    expect(move.text).toContain("Carmen cambió esta sesión de horario.");
    expect(move.text).toContain(`Nota de Carmen: “${note}”`);
    expect(move.html).toContain("Nota de Carmen: “Cambio por Thanksgiving, ¡nos vemos el viernes!”");

    const long = await admin.post(`/api/admin/sessions/${first}/cancel`, { note: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain("note");
    expect(await session(first ?? 0)).toMatchObject({ status: "scheduled", date: "2026-11-27", time: "11:00" });

    from = smtp.received.length;
    const cancelled = await admin.post(`/api/admin/sessions/${first}/cancel`, { note: "Me enfermé, lo siento." });
    expect(cancelled.status).toBe(200);
    const cancel = await smtp.nextTo("lucia.note@example.com", from);
    expect(cancel.text).toContain("Carmen canceló esta sesión.");
    expect(cancel.text).toContain("Nota de Carmen: “Me enfermé, lo siento.”");
  });

  it("says nothing of the trainer when the client changes her own session", async () => {
    const rita = await signedInBuyer(site, "rita.own@example.com", { clientName: "Rita Own" });
    const [first] = rita.sessionIds;
    const from = smtp.received.length;
    const booked = await rita.client.post(`/api/portal/sessions/${first}/schedule`, {
      date: "2026-11-25",
      time: "16:00",
    });
    expect(booked.status, booked.text).toBe(200);
    const mail = await smtp.nextTo("rita.own@example.com", from);
    expect(mail.text).toContain("Your session is booked");
    expect(mail.text).not.toMatch(/Carmen (booked|moved|cancelled)|Carmen’s note/);
  });
});
