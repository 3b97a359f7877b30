// Push notifications delivered, through the real server and its job queue, to a push service the test runs: the
// payload encrypted to the test device's own keys and read back with them (push-service.ts), signed with the site's
// VAPID key, in the language of the device; a device its push service says is gone is forgotten; a job retried
// after one device failed sends to that device alone, and the same notice queued again sends nothing more.
import { notifyOfComment, sweeps } from "@studio/api";
import {
  emailOutbox,
  planWorkouts,
  pushDeliveries,
  pushSubscriptions,
  trainingPlans,
  workoutComments,
} from "@studio/db";
import type { PushPreferences } from "@studio/validators";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInBuyer } from "../fixtures";
import { queuedJobs, startTestServer, type TestServer } from "../harness";
import { type PushService, startPushService, testDevice, vapidClaims } from "./push-service";

let site: TestServer;
let service: PushService;
// The site's clock runs ahead of the queue's, so a reminder waits until the test releases it.
let clock = new Date("2026-12-01T14:00:00Z");
beforeAll(async () => {
  service = await startPushService();
  site = await startTestServer(
    { TRUST_PROXY: "true", PUSH_ALLOWED_ORIGINS: service.origin },
    { now: () => clock, jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } },
  );
});
afterAll(async () => {
  await site.close();
  await service.close();
});

let clients = 0;
/** A client with a paid gym pack, her phone subscribed in `language`, opted into `kinds`. */
async function clientWithPhone(
  name: string,
  language: "en" | "es",
  kinds: Partial<PushPreferences>,
  /** Where her phone's push service takes it (under /gone/ it answers 410). */
  devicePath = name,
) {
  const email = `${name}.${++clients}@example.com`;
  const buyer = await signedInBuyer(site, email, { language, clientName: name });
  const phone = testDevice(service, `${devicePath}-${clients}`);
  await buyer.client.trpc.push.subscribe.mutate({ ...phone.subscription, language });
  await buyer.client.trpc.reminders.save.mutate({
    enabled: true,
    reminderType: "email",
    reminderTime: 24,
    push: kinds,
  });
  return { ...buyer, email, phone, sessionId: buyer.sessionIds[0] as number };
}

const arrived = (path: string, count = 1) =>
  vi.waitFor(() => expect(service.to(path)).toHaveLength(count), { timeout: 20_000, interval: 200 });
const pushJobsSettled = () =>
  vi.waitFor(
    async () =>
      expect(
        (await queuedJobs(site, "push-notify")).filter((job) => !["completed", "failed"].includes(job.state)),
      ).toEqual([]),
    { timeout: 20_000, interval: 200 },
  );
const comment = async (userId: number, body: string) => {
  const [row] = await site.db
    .insert(workoutComments)
    .values({ userId, day: "2026-12-01", body })
    .returning({ id: workoutComments.id });
  return row?.id ?? 0;
};

describe("a session reminder", () => {
  it("reaches her phone encrypted to its keys, signed by the site, in English", async () => {
    clock = new Date("2026-12-01T14:00:00Z");
    const ana = await clientWithPhone("ana", "en", { sessionReminders: true });
    // Friday Dec 4, 7:00 AM in Miami is 12:00Z; her reminder is due 24 hours before.
    const scheduled = await ana.client.post(`/api/portal/sessions/${ana.sessionId}/schedule`, {
      date: "2026-12-04",
      time: "07:00",
    });
    expect(scheduled.status).toBe(200);
    expect(service.to(ana.phone.path)).toHaveLength(0);

    clock = new Date("2026-12-03T12:00:30Z");
    await site.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'session-reminder' and data->>'sessionId' = ${String(ana.sessionId)}`,
    );
    await arrived(ana.phone.path);
    const [posted] = service.to(ana.phone.path);
    if (!posted) throw new Error("Nothing arrived");
    expect(ana.phone.read(posted)).toEqual({
      title: "Training reminder",
      body: "Session 1: Fri, Dec 4, 2026 at 7:00 AM ET, Brickell Athletic Club, 1001 Brickell Bay Drive, Miami, FL 33131.",
      url: "/my-bookings",
      tag: `session-reminder:${ana.sessionId}:2026-12-04T12:00:00.000Z`,
    });
    const { publicKey } = await site.trpc.push.publicKey.query();
    expect(vapidClaims(posted, publicKey, service.origin).sub).toBe("mailto:hello@carmenreyesfitness.com");
    // Kept by the push service until the session starts, and no longer.
    expect(posted.headers.ttl).toBe(String(24 * 3600 - 30));
    expect(posted.headers.urgency).toBe("normal");
    const [device] = await site.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, ana.phone.subscription.endpoint));
    expect(device?.lastSuccessAt?.toISOString()).toBe(clock.toISOString());
  });
});

describe("a waiting-list offer", () => {
  it("reaches her phone in Spanish with the e-mail's own claim link, urgent and kept only while it holds", async () => {
    clock = new Date("2026-11-23T14:00:00Z");
    const [date, time] = ["2026-12-08", "08:00"];
    const booked = [];
    for (const name of ["bea", "cara", "dora"]) {
      const who = await signedInBuyer(site, `${name}.${++clients}@example.com`);
      const placed = await who.client.post(`/api/portal/sessions/${who.sessionIds[0]}/schedule`, { date, time });
      expect(placed.status).toBe(200);
      booked.push(who);
    }
    const lucia = await clientWithPhone("lucia", "es", { waitlistOffers: true });
    const joined = await lucia.client.post("/api/portal/waitlist", { sessionId: lucia.sessionId, date, time });
    expect(joined.status).toBe(200);

    const cancelled = await booked[0]?.client.post(`/api/portal/sessions/${booked[0]?.sessionIds[0]}/cancel`);
    expect(cancelled?.status).toBe(200);
    await arrived(lucia.phone.path);
    const [posted] = service.to(lucia.phone.path);
    if (!posted) throw new Error("Nothing arrived");
    const shown = lucia.phone.read(posted);
    expect(shown.title).toBe("Se abrió un lugar");
    expect(shown.body).toBe(
      "Reservado para ti hasta lunes, 23 de noviembre, 11:00 a.m.: martes, 8 de diciembre, 8:00 a.m. en Brickell Athletic Club, 1001 Brickell Bay Drive, Miami, FL 33131. Tócalo para tomarlo.",
    );
    // The same signed link as her e-mail's, on the Spanish site.
    const [mail] = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, lucia.email), eq(emailOutbox.template, "waitlist-offer")));
    const mailed = new URL(/https?:\/\/\S+\/waitlist\/claim\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x/");
    expect(shown.url).toBe(`${mailed.pathname}${mailed.search}`);
    expect(shown.url).toMatch(/^\/es\/waitlist\/claim\?entry=\d+&token=/);
    expect(posted.headers.urgency).toBe("high");
    expect(posted.headers.ttl).toBe("7200");
  });
});

describe("the trainer's comment", () => {
  it("says the trainer wrote, not what, and only to a client who opted in", async () => {
    clock = new Date("2026-12-01T14:00:00Z");
    const eva = await clientWithPhone("eva", "en", { trainerComments: true });
    expect(await notifyOfComment(site.server.services, await comment(eva.userId, "Great depth on the squats!"))).toBe(
      true,
    );
    await arrived(eva.phone.path);
    const [posted] = service.to(eva.phone.path);
    if (!posted) throw new Error("Nothing arrived");
    expect(eva.phone.read(posted)).toMatchObject({
      title: "Carmen commented on your workout",
      body: "Tap to read it.",
      // Her training page on the day commented.
      url: "/training?day=2026-12-01",
    });
    // Her words stay off the lock screen and out of the queue's rows.
    const jobs = await queuedJobs(site, "push-notify");
    expect(JSON.stringify(jobs)).not.toContain("Great depth");

    const fay = await clientWithPhone("fay", "en", { sessionReminders: true });
    expect(await notifyOfComment(site.server.services, await comment(fay.userId, "Nice work"))).toBe(false);
    await pushJobsSettled();
    expect(service.to(fay.phone.path)).toHaveLength(0);
  });
});

describe("a device its push service says is gone", () => {
  it("is forgotten at the first 410", async () => {
    clock = new Date("2026-12-01T14:00:00Z");
    const gia = await clientWithPhone("gia", "en", { trainerComments: true }, "gone/gia");
    await notifyOfComment(site.server.services, await comment(gia.userId, "See you Thursday"));
    await arrived(gia.phone.path);
    expect(service.to(gia.phone.path)[0]?.status).toBe(410);
    await vi.waitFor(async () =>
      expect(
        await site.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, gia.phone.subscription.endpoint)),
      ).toEqual([]),
    );
    await pushJobsSettled();
    expect(service.to(gia.phone.path)).toHaveLength(1);
  });
});

describe("a notice retried or queued again", () => {
  it("reaches each device once: the retry goes only to the device that failed", async () => {
    clock = new Date("2026-12-01T14:00:00Z");
    const hana = await clientWithPhone("hana", "en", { trainerComments: true });
    const tablet = testDevice(service, "hana-tablet");
    await hana.client.trpc.push.subscribe.mutate({ ...tablet.subscription, language: "es" });
    service.answer(tablet.path, 503);
    const commentId = await comment(hana.userId, "Two more weeks and we test your deadlift");
    await notifyOfComment(site.server.services, commentId);
    await arrived(tablet.path, 2);
    expect(service.to(tablet.path).map((posted) => posted.status)).toEqual([503, 201]);
    expect(service.to(hana.phone.path)).toHaveLength(1);
    // The tablet is set to Spanish.
    const [, delivered] = service.to(tablet.path);
    expect(delivered && tablet.read(delivered)).toMatchObject({
      title: "Carmen comentó tu entrenamiento",
      body: "Tócalo para leerlo.",
    });

    await notifyOfComment(site.server.services, commentId);
    await pushJobsSettled();
    expect(service.to(tablet.path)).toHaveLength(2);
    expect(service.to(hana.phone.path)).toHaveLength(1);
    const rows = await site.db
      .select({ status: pushDeliveries.status })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.noticeKey, `trainer-comment:${commentId}`));
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
  });
});

describe("today's workout", () => {
  it("nudges her in the morning of a day her plan has a workout, in her device's language, once", async () => {
    // Thursday Dec 3, 7:00 AM in Miami.
    clock = new Date("2026-12-03T12:00:00Z");
    const ines = await clientWithPhone("ines", "es", { todaysWorkout: true });
    const [plan] = await site.db
      .insert(trainingPlans)
      .values({ userId: ines.userId, title: "Strong at 40", startsOn: "2026-12-01" })
      .returning({ id: trainingPlans.id });
    await site.db.insert(planWorkouts).values([
      { planId: plan?.id ?? 0, day: 2, title: "Lower body", translations: { es: { title: "Tren inferior" } } },
      { planId: plan?.id ?? 0, day: 4, title: "Upper body" },
    ]);
    const sweep = sweeps.find((each) => each.name === "todays-workout");
    await sweep?.run(site.server.services);
    await arrived(ines.phone.path);
    const [posted] = service.to(ines.phone.path);
    expect(posted && ines.phone.read(posted)).toMatchObject({
      title: "Tu entrenamiento de hoy",
      body: "Tren inferior está en tu plan para hoy.",
      url: "/es/training",
    });
    await sweep?.run(site.server.services);
    await pushJobsSettled();
    expect(service.to(ines.phone.path)).toHaveLength(1);
  });
});
