import { sendDueReminders } from "@studio/api";
import { emailOutbox } from "@studio/db";
import type { Language } from "@studio/validators/languages";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBuyer } from "../fixtures";
import { startTestServer, type TestServer } from "../harness";

let site: TestServer;
let clock = new Date("2026-10-20T14:00:00Z");
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
});
afterAll(() => site.close());

async function client(email: string, language: Language = "en") {
  const { client: http, userId, sessionIds } = await signedInBuyer(site, email, { language });
  return { http, userId, sessionIds };
}

const reminders = (email: string) =>
  site.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "session-reminder")));

describe("reminder settings", () => {
  it("round-trip for their owner only", async () => {
    const ana = await client("ana.rem@example.com");
    const bea = await client("bea.rem@example.com");
    // Her phones' notifications are all off until she turns one on.
    const noPush = { sessionReminders: false, waitlistOffers: false, trainerComments: false, todaysWorkout: false };
    expect((await ana.http.get(`/api/users/${ana.userId}/reminder-settings`)).json).toEqual({
      data: { enabled: true, reminderType: "email", reminderTime: 24, push: noPush },
    });
    const saved = await ana.http.post(`/api/users/${ana.userId}/reminder-settings`, {
      enabled: true,
      reminderType: "both",
      reminderTime: 2,
    });
    expect(saved.json.data).toEqual({ enabled: true, reminderType: "both", reminderTime: 2, push: noPush });
    expect((await ana.http.get(`/api/users/${ana.userId}/reminder-settings`)).json.data.reminderTime).toBe(2);
    expect((await bea.http.get(`/api/users/${ana.userId}/reminder-settings`)).status).toBe(403);
    expect(
      (
        await bea.http.post(`/api/users/${ana.userId}/reminder-settings`, {
          enabled: false,
          reminderType: "email",
          reminderTime: 24,
        })
      ).status,
    ).toBe(403);
    expect((await bea.http.get(`/api/bookings/user/${ana.userId}`)).status).toBe(403);
    const bad = await ana.http.post(`/api/users/${ana.userId}/reminder-settings`, {
      enabled: true,
      reminderType: "email",
      reminderTime: 3,
    });
    expect(bad.json.issues).toEqual([{ path: "reminderTime", message: "Choose 1, 2, 6, 12, 24 or 48 hours" }]);
  });
});

describe("reminders", () => {
  it("fire at the right instant across the November switch, once, even with two dispatchers", async () => {
    clock = new Date("2026-10-25T14:00:00Z");
    const { http, sessionIds } = await client("nov@example.com");
    // Monday Nov 2, 10:00 AM Miami is 15:00Z (standard time); 24 h before is Nov 1 15:00Z, after the switch.
    expect(
      (await http.post(`/api/portal/sessions/${sessionIds[0]}/schedule`, { date: "2026-11-02", time: "10:00" })).status,
    ).toBe(200);
    clock = new Date("2026-11-01T14:59:00Z");
    await sendDueReminders(site.server.services);
    expect(await reminders("nov@example.com")).toHaveLength(0);
    clock = new Date("2026-11-01T15:00:00Z");
    const counts = await Promise.all([sendDueReminders(site.server.services), sendDueReminders(site.server.services)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const sent = await reminders("nov@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Reminder: training Mon, Nov 2, 2026 at 10:00 AM ET");
    await sendDueReminders(site.server.services);
    expect(await reminders("nov@example.com")).toHaveLength(1);
  });

  it("fire at the right instant across the March switch, at the client's chosen time", async () => {
    clock = new Date("2026-03-02T14:00:00Z");
    const { http, userId, sessionIds } = await client("mar@example.com");
    await http.post(`/api/users/${userId}/reminder-settings`, {
      enabled: true,
      reminderType: "email",
      reminderTime: 48,
    });
    // Tuesday Mar 10, 7:00 AM Miami is 11:00Z (daylight time); 48 h before is Mar 8 11:00Z, just after the switch.
    expect(
      (await http.post(`/api/portal/sessions/${sessionIds[0]}/schedule`, { date: "2026-03-10", time: "07:00" })).status,
    ).toBe(200);
    clock = new Date("2026-03-08T10:59:00Z");
    await sendDueReminders(site.server.services);
    expect(await reminders("mar@example.com")).toHaveLength(0);
    clock = new Date("2026-03-08T11:00:00Z");
    await sendDueReminders(site.server.services);
    expect(await reminders("mar@example.com")).toHaveLength(1);
  });

  it("never remind a session at its old time once it moved, nor a cancelled one, nor with reminders off", async () => {
    clock = new Date("2026-12-01T14:00:00Z");
    const moved = await client("moved@example.com");
    await moved.http.post(`/api/portal/sessions/${moved.sessionIds[0]}/schedule`, {
      date: "2026-12-03",
      time: "07:00",
    });
    await moved.http.post(`/api/portal/sessions/${moved.sessionIds[0]}/schedule`, {
      date: "2026-12-10",
      time: "07:00",
    });
    const cancelled = await client("cancelled@example.com");
    await cancelled.http.post(`/api/portal/sessions/${cancelled.sessionIds[0]}/schedule`, {
      date: "2026-12-03",
      time: "08:00",
    });
    await cancelled.http.post(`/api/portal/sessions/${cancelled.sessionIds[0]}/cancel`);
    const quiet = await client("quiet@example.com");
    await quiet.http.post(`/api/users/${quiet.userId}/reminder-settings`, {
      enabled: false,
      reminderType: "email",
      reminderTime: 24,
    });
    await quiet.http.post(`/api/portal/sessions/${quiet.sessionIds[0]}/schedule`, {
      date: "2026-12-03",
      time: "10:00",
    });

    clock = new Date("2026-12-02T16:00:00Z"); // past all three Dec 3 reminder times
    await sendDueReminders(site.server.services);
    for (const email of ["moved@example.com", "cancelled@example.com", "quiet@example.com"]) {
      expect(await reminders(email), email).toHaveLength(0);
    }
    clock = new Date("2026-12-09T12:00:00Z"); // 24 h before the moved session's new time
    await sendDueReminders(site.server.services);
    expect(await reminders("moved@example.com")).toHaveLength(1);
  });

  it("sends a real test reminder for her own session only", async () => {
    clock = new Date("2026-12-01T14:00:00Z");
    const { http, userId, sessionIds } = await client("test.rem@example.com");
    const other = await client("other.rem@example.com");
    await http.post(`/api/portal/sessions/${sessionIds[0]}/schedule`, { date: "2026-12-04", time: "16:00" });
    const answer = await http.post("/api/reminders/test", { sessionId: sessionIds[0], userId });
    expect(answer.json).toEqual({ success: true, message: "Test reminder sent to test.rem@example.com" });
    const [mail] = await site.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "session-reminder-test"))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.subject).toBe("Test reminder: training Fri, Dec 4, 2026 at 4:00 PM ET");
    expect((await other.http.post("/api/reminders/test", { sessionId: sessionIds[0] })).status).toBe(403);
  });

  it("arrive in the language she booked in, as does the invite of every change and its calendar event", async () => {
    clock = new Date("2026-11-20T14:00:00Z");
    const { http, sessionIds } = await client("lucia.rem@example.com", "es");
    // Tuesday Nov 24, 10:00 AM in Miami, asked from an English page: her e-mails keep the language she booked in.
    expect(
      (await http.post(`/api/portal/sessions/${sessionIds[0]}/schedule`, { date: "2026-11-24", time: "10:00" })).status,
    ).toBe(200);
    const [booked] = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "lucia.rem@example.com"), eq(emailOutbox.template, "session-scheduled")));
    // "a.m." as Miami writes it, whichever form the ICU of the Node it runs on gives.
    const tuesday = /martes, 24 de noviembre, 10:00 a\.m\./;
    expect(booked?.subject).toMatch(new RegExp(`^Tu sesión está reservada: ${tuesday.source}$`));
    expect(booked?.text).toContain("Hola, Client:");
    expect(booked?.text).toContain("Sesión 1 de 12 sesiones en el gimnasio");
    expect(booked?.text).toContain("Puedes cambiarla de horario hasta 24 horas antes de que empiece.");
    const invite = booked?.attachments?.[0]?.content ?? "";
    expect(invite).toContain("SUMMARY:Entrenamiento con Carmen Reyes (sesión 1)");
    expect(invite).toContain("/es/my-bookings");
    expect(invite).toContain("DESCRIPTION:12 sesiones en el gimnasio\\, sesión 1.");

    clock = new Date("2026-11-23T15:00:00Z");
    await sendDueReminders(site.server.services);
    const [reminder] = await reminders("lucia.rem@example.com");
    expect(reminder?.subject).toMatch(new RegExp(`^Recordatorio: entrenamiento el ${tuesday.source}$`));
    expect(reminder?.html).toContain('<html lang="es">');
    expect(reminder?.text).toContain("Te recuerdo tu próxima sesión:");
    expect(reminder?.text).toContain("Trae agua y zapatos cómodos. ¿Necesitas cambiarla?");
    expect(reminder?.text).not.toMatch(/Reminder|Session|Bring/);
  });
});
