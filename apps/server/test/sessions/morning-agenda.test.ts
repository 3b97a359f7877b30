// Her morning agenda: e-mailed at the Miami time she chose, whatever the season (the November and March switches
// included), once a day however many sweeps ask at once or later, never before its time, never when turned off;
// listing the day's sessions in order with where, whom and what to know, and tomorrow's count.
import { sendMorningAgenda } from "@studio/api";
import { bookings, emailOutbox } from "@studio/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthAnswers, schedule, signedInBuyer } from "../fixtures";
import { type HttpClient, signInAdmin, startServerWithMail, type TestServer, trpcError } from "../harness";
import type { SmtpServer } from "../smtp";

const TRAINER = "carmen@example.com";
let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
// Monday Oct 26, 2026, 10:00 AM in Miami (EDT).
let clock = new Date("2026-10-26T14:00:00Z");
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail(
    { TRAINER_EMAIL: TRAINER, TRUST_PROXY: "true", PUBLIC_URL: "https://studio.example" },
    { now: () => clock },
  ));
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

const sweep = () => sendMorningAgenda(site.server.services);
const agendas = () =>
  site.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, to: emailOutbox.to })
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "trainer-morning-agenda"))
    .orderBy(asc(emailOutbox.id));
/** Set as she would that day: signed in afresh, as the clock has moved on days or months since. */
const setAgenda = async (agendaTime: string | null) =>
  (await signInAdmin(site)).trpc.admin.hours.saveAgendaTime.mutate({ agendaTime });
const at = (iso: string) => {
  clock = new Date(iso);
};

describe("her agenda time", () => {
  it("refuses bad values by name with 400 and changes nothing, and is the trainer's alone", async () => {
    expect(await admin.trpc.admin.hours.daySettings.query()).toEqual({ travelMinutes: 30, agendaTime: "06:00" });
    const bad: unknown[] = ["24:00", "6:00", "06:60", "06:00:00", "", " 06:00", "6am", 360, true, "0x10", [], {}];
    for (const agendaTime of bad) {
      const refused = await trpcError(
        admin.trpc.admin.hours.saveAgendaTime.mutate({ agendaTime } as unknown as { agendaTime: string }),
      );
      expect(refused.data?.httpStatus, JSON.stringify(agendaTime)).toBe(400);
      expect(refused.data?.issues?.[0]?.path, JSON.stringify(agendaTime)).toBe("agendaTime");
      expect(refused.data?.issues?.[0]?.message).toMatch(/^agendaTime must be a time of day "HH:MM"/);
    }
    const missing = await trpcError(
      admin.trpc.admin.hours.saveAgendaTime.mutate({} as unknown as { agendaTime: string }),
    );
    expect(missing.data?.issues?.[0]?.path).toBe("agendaTime");
    const client = (await signedInBuyer(site, "nosy@example.com")).client;
    expect(await trpcError(client.trpc.admin.hours.saveAgendaTime.mutate({ agendaTime: null }))).toMatchObject({
      data: { httpStatus: 401 },
    });
    expect(await admin.trpc.admin.hours.daySettings.query()).toEqual({ travelMinutes: 30, agendaTime: "06:00" });
    // The same value twice is one setting; the travel time is left as it was.
    expect(await setAgenda("06:00")).toEqual({ travelMinutes: 30, agendaTime: "06:00" });
    expect(await setAgenda("06:00")).toEqual({ travelMinutes: 30, agendaTime: "06:00" });
  });
});

describe("the morning agenda", () => {
  it("comes once at 6:00 AM across the November switch, with the day's sessions in order", async () => {
    // Booked a week ahead: Ana at the gym (her second session), Bea at her home (their first), Cora at the gym.
    const ana = await signedInBuyer(site, "ana@example.com", { clientName: "Ana López" });
    const bea = await signedInBuyer(site, "bea@example.com", {
      clientName: "Bea Ruiz",
      packageId: 9,
      address: "3300 Grand Ave, Coconut Grove, FL 33133",
    });
    const cora = await signedInBuyer(site, "cora@example.com", { clientName: "Cora Díaz" });
    await site.db.update(bookings).set({ notes: "Left knee <surgery 2024>" }).where(eq(bookings.id, bea.bookingId));
    // Her questionnaire: Bea's asks for a doctor's clearance, Cora's does not, Ana has not filled hers in.
    await bea.client.trpc.portal.saveIntake.mutate(healthAnswers("Bea Ruiz", "Angina", { chestPain: true }));
    await cora.client.trpc.portal.saveIntake.mutate(healthAnswers("Cora Díaz"));
    expect((await schedule(ana.client, ana.sessionIds[0] ?? 0, "2026-10-30", "17:00")).status).toBe(200);
    expect((await schedule(ana.client, ana.sessionIds[1] ?? 0, "2026-11-02", "17:00")).status).toBe(200);
    expect((await schedule(bea.client, bea.sessionIds[0] ?? 0, "2026-11-02", "07:00")).status).toBe(200);
    expect((await schedule(cora.client, cora.sessionIds[0] ?? 0, "2026-11-02", "10:00")).status).toBe(200);
    // A session cancelled with its credit back is not on her day.
    expect((await schedule(cora.client, cora.sessionIds[1] ?? 0, "2026-11-02", "11:00")).status).toBe(200);
    expect((await cora.client.post(`/api/portal/sessions/${cora.sessionIds[1]}/cancel`)).status).toBe(200);

    // Sunday Nov 1: clocks went back at 2:00 AM, so 6:00 AM is 11:00Z (10:00Z was 6:00 AM the day before).
    at("2026-11-01T10:00:00Z");
    expect(await sweep()).toBe(false);
    at("2026-11-01T10:59:00Z");
    expect(await sweep()).toBe(false);
    expect(await agendas()).toHaveLength(0);
    at("2026-11-01T11:00:00Z");
    const sent = await Promise.all([sweep(), sweep(), sweep()]);
    expect(sent.filter(Boolean).length).toBeLessThanOrEqual(1);
    at("2026-11-01T11:30:00Z");
    expect(await sweep()).toBe(false);
    const sunday = await agendas();
    expect(sunday).toHaveLength(1);
    expect(sunday[0]).toMatchObject({ to: TRAINER, subject: "Sunday, November 1: nothing booked today" });
    expect(sunday[0]?.text).toContain("Tomorrow: 3 sessions.");

    // Monday Nov 2, 6:00 AM EST.
    const before = smtp.received.length;
    at("2026-11-02T10:59:59Z");
    expect(await sweep()).toBe(false);
    at("2026-11-02T11:00:00Z");
    await Promise.all([sweep(), sweep()]);
    const mail = await smtp.nextTo(TRAINER, before);
    expect(mail.subject).toBe("Monday, November 2: 3 sessions, first at 7:00 AM");
    const text = mail.text ?? "";
    const order = ["7:00 AM · Bea Ruiz · FIRST SESSION", "10:00 AM · Cora Díaz · FIRST SESSION", "5:00 PM · Ana López"];
    const places = order.map((line) => text.indexOf(line));
    expect(
      places.every((place) => place >= 0),
      text,
    ).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(text).not.toContain("5:00 PM · Ana López · FIRST SESSION");
    expect(text).not.toContain("11:00 AM");
    expect(text).toContain("At her home: 3300 Grand Ave, Coconut Grove, FL 33133 (https://www.google.com/maps/");
    expect(text).toContain("Phone: 3055550100");
    expect(text).toContain("12 Home Sessions, session 1 of 12");
    expect(text).toContain("12 Gym Sessions, session 2 of 12");
    expect(text).toContain("Her notes: Left knee <surgery 2024>\n  Health: needs medical clearance");
    expect(text.match(/Health: /g)).toHaveLength(2);
    expect(text).toContain(
      "5:00 PM · Ana López\n  At the gym\n  Phone: 3055550100\n  12 Gym Sessions, session 2 of 12\n  Health: no questionnaire yet",
    );
    expect(text).toContain("Tomorrow: nothing booked.");
    expect(text).toContain("https://studio.example/admin");
    expect(String(mail.html)).toContain("Left knee &lt;surgery 2024&gt;");
    expect(String(mail.html)).toContain('href="tel:3055550100"');

    // A later time that same day does not send it again.
    await setAgenda("08:00");
    at("2026-11-02T13:00:00Z");
    expect(await sweep()).toBe(false);
    expect(await agendas()).toHaveLength(2);
    await setAgenda("06:00");
  });

  it("is not sent hours late: by 9:00 AM her day is under way", async () => {
    at("2026-11-03T14:00:00Z");
    expect(await sweep()).toBe(false);
    expect(await agendas()).toHaveLength(2);
  });

  it("comes at her time across the March switch, a time the clocks skip at the first minute after it", async () => {
    // Sunday Mar 14, 2027: 2:00 AM EST becomes 3:00 AM EDT; 2:30 AM never happens, so it comes at 3:00 AM.
    await setAgenda("02:30");
    at("2027-03-14T06:59:00Z"); // 1:59 AM EST
    expect(await sweep()).toBe(false);
    at("2027-03-14T07:00:00Z"); // 3:00 AM EDT
    await Promise.all([sweep(), sweep()]);
    expect(await sweep()).toBe(false);
    expect((await agendas()).map((each) => each.subject)).toContain("Sunday, March 14: nothing booked today");
    expect(await agendas()).toHaveLength(3);
    // Monday Mar 15 at 6:00 AM EDT is 10:00Z (11:00Z in winter).
    await setAgenda("06:00");
    at("2027-03-15T09:59:00Z");
    expect(await sweep()).toBe(false);
    at("2027-03-15T10:00:00Z");
    await sweep();
    expect(await sweep()).toBe(false);
    expect(await agendas()).toHaveLength(4);
    expect((await agendas()).at(-1)?.subject).toBe("Monday, March 15: nothing booked today");
  });

  it("is not sent when she turns it off", async () => {
    expect(await setAgenda(null)).toEqual({ travelMinutes: 30, agendaTime: null });
    for (const iso of ["2027-03-16T10:00:00Z", "2027-03-16T12:00:00Z", "2027-03-16T23:59:00Z"]) {
      at(iso);
      expect(await sweep()).toBe(false);
    }
    expect(await agendas()).toHaveLength(4);
    await setAgenda("06:00");
  });
});
