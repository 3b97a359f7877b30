// Turning notifications on and off for a device, through the real server: one row per browser however often she
// turns them on, at most PUSH_DEVICES_MAX devices counted under her lock, only push services' https addresses on the
// internet, and only her own devices turned off by her.
import { pushSubscriptions, pushVapidKeys } from "@studio/db";
import { PUSH_DEVICES_MAX } from "@studio/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "../fixtures";
import { signInClient, startTestServer, type TestServer, trpcError } from "../harness";
import { type PushService, startPushService, testDevice } from "./push-service";

let site: TestServer;
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
  site = await startTestServer({ TRUST_PROXY: "true", PUSH_ALLOWED_ORIGINS: service.origin });
});
afterAll(async () => {
  await site.close();
  await service.close();
});

let clients = 0;
/** A signed-in client's HTTP client, her account's id beside it. */
const signedIn = async (name: string) => {
  const { client, userId } = await signInClient(site, `${name}.${++clients}@example.com`, clientAddress(site));
  return Object.assign(client, { userId });
};
const devicesOf = (endpoint: string) =>
  site.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
const internet = (path: string) => `https://fcm.googleapis.com/fcm/send/${path}`;

describe("push.subscribe", () => {
  it("keeps one row per browser however often she turns them on, with the page's language and her browser's name", async () => {
    const ana = await signedIn("ana");
    const device = testDevice(service, "ana-phone");
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const onIphone = ana.trpcWith({ "user-agent": iphone });
    expect(await onIphone.push.subscribe.mutate({ ...device.subscription, language: "en" })).toEqual({
      subscribed: true,
    });
    expect(await onIphone.push.subscribe.mutate({ ...device.subscription, language: "es" })).toEqual({
      subscribed: true,
    });
    const rows = await devicesOf(device.subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      language: "es",
      userAgent: "Safari on iPhone",
      p256dh: device.subscription.keys.p256dh,
    });
  });

  it("gives a browser to whoever turns them on there last", async () => {
    const [bea, cara] = [await signedIn("bea"), await signedIn("cara")];
    const device = testDevice(service, "shared-tablet");
    await bea.trpc.push.subscribe.mutate({ ...device.subscription, language: "en" });
    await cara.trpc.push.subscribe.mutate({ ...device.subscription, language: "en" });
    const rows = await devicesOf(device.subscription.endpoint);
    expect(rows.map((row) => row.userId)).toEqual([cara.userId]);
  });

  it(`takes at most ${PUSH_DEVICES_MAX} devices, counted atomically, and still takes one she has again`, async () => {
    const dora = await signedIn("dora");
    const devices = Array.from({ length: PUSH_DEVICES_MAX + 3 }, (_, n) => testDevice(service, `dora-${n}`));
    const answers = await Promise.allSettled(
      devices.map((device) => dora.trpc.push.subscribe.mutate({ ...device.subscription, language: "en" })),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(PUSH_DEVICES_MAX);
    const kept = await site.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, dora.userId));
    expect(kept).toHaveLength(PUSH_DEVICES_MAX);
    const refused = answers.find((answer) => answer.status === "rejected");
    expect(refused?.status === "rejected" && (refused.reason as Error).message).toBe(
      `Notifications are on for ${PUSH_DEVICES_MAX} devices already. Turn them off on one of them first.`,
    );
    // One of hers again is no new device.
    const mine = devices.find((device) => device.subscription.endpoint === kept[0]?.endpoint);
    if (!mine) throw new Error("None of the devices kept is hers");
    await dora.trpc.push.subscribe.mutate({ ...mine.subscription, language: "es" });
    // Turning one off makes room.
    await dora.trpc.push.unsubscribe.mutate({ endpoint: kept[1]?.endpoint ?? "" });
    const extra = testDevice(service, "dora-extra");
    expect(await dora.trpc.push.subscribe.mutate({ ...extra.subscription, language: "en" })).toEqual({
      subscribed: true,
    });
  });

  it("refuses what is not a push service's https address on the internet, naming the field", async () => {
    const eva = await signedIn("eva");
    const { keys } = testDevice(service, "eva").subscription;
    const refusalOf = async (endpoint: string) => {
      const error = await trpcError(eva.trpc.push.subscribe.mutate({ endpoint, keys, language: "en" }));
      expect(error.data?.httpStatus).toBe(400);
      return { path: error.data?.issues?.[0]?.path, message: error.message };
    };
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "ftp://fcm.googleapis.com/x",
      "https://user:pass@fcm.googleapis.com/x",
    ]) {
      expect(await refusalOf(endpoint), endpoint).toEqual({
        path: "endpoint",
        message: "endpoint: notifications can only be sent to a push service's https address",
      });
    }
    for (const endpoint of [
      "https://localhost/push",
      "https://127.0.0.1/push",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.8/push",
      "https://[::1]/push",
      "https://db.internal/push",
      "https://router/push",
    ]) {
      expect(await refusalOf(endpoint), endpoint).toEqual({
        path: "endpoint",
        message: "endpoint: this address is not a push service on the internet",
      });
    }
    // The test's own push service is http on this machine: allowed by its origin alone (never in production).
    const otherPort = service.origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`);
    expect((await refusalOf(`${otherPort}/push/eva`)).path).toBe("endpoint");
    expect(await eva.trpc.push.subscribe.mutate({ endpoint: internet("eva"), keys, language: "en" })).toEqual({
      subscribed: true,
    });
  });

  it("refuses keys a browser would not give: the wrong length, or no point on the curve", async () => {
    const fay = await signedIn("fay");
    const { endpoint, keys } = testDevice(service, "fay").subscription;
    const shortKey = await trpcError(
      fay.trpc.push.subscribe.mutate({ endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(1) }, language: "en" }),
    );
    expect(shortKey.data?.issues?.[0]?.path).toBe("keys.p256dh");
    const offCurve = await trpcError(
      fay.trpc.push.subscribe.mutate({ endpoint, keys: { ...keys, p256dh: `B${"A".repeat(86)}` }, language: "en" }),
    );
    expect(offCurve.data?.httpStatus).toBe(400);
    expect(offCurve.data?.issues?.[0]?.path).toBe("keys.p256dh");
    const shortSecret = await trpcError(
      fay.trpc.push.subscribe.mutate({ endpoint, keys: { ...keys, auth: "AAAA" }, language: "en" }),
    );
    expect(shortSecret.data?.issues?.[0]?.path).toBe("keys.auth");
    expect(await devicesOf(endpoint)).toHaveLength(0);
  });

  it("is for a signed-in client only", async () => {
    const { subscription } = testDevice(service, "nobody");
    const error = await trpcError(site.trpc.push.subscribe.mutate({ ...subscription, language: "en" }));
    expect(error.data?.httpStatus).toBe(401);
  });
});

describe("push.unsubscribe", () => {
  it("turns off her own device, again harmlessly, and never another client's", async () => {
    const [gia, hana] = [await signedIn("gia"), await signedIn("hana")];
    const device = testDevice(service, "gia-phone");
    await gia.trpc.push.subscribe.mutate({ ...device.subscription, language: "en" });
    const endpoint = device.subscription.endpoint;
    expect(await hana.trpc.push.unsubscribe.mutate({ endpoint })).toEqual({ subscribed: false });
    expect(await devicesOf(endpoint)).toHaveLength(1);
    expect(await gia.trpc.push.unsubscribe.mutate({ endpoint })).toEqual({ subscribed: false });
    expect(await gia.trpc.push.unsubscribe.mutate({ endpoint })).toEqual({ subscribed: false });
    expect(await devicesOf(endpoint)).toHaveLength(0);
  });
});

describe("push.publicKey", () => {
  it("is the pair made once and kept in the database, the same on every call", async () => {
    const first = await site.trpc.push.publicKey.query();
    const second = await site.trpc.push.publicKey.query();
    expect(second).toEqual(first);
    const [kept] = await site.db.select().from(pushVapidKeys);
    expect(first.publicKey).toBe(kept?.publicKey);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
  });
});

describe("her choices in the reminder settings", () => {
  it("are all off until she turns one on, and a kind she leaves out keeps its value", async () => {
    const ivy = await signedIn("ivy");
    expect((await ivy.trpc.reminders.settings.query({})).data.push).toEqual({
      sessionReminders: false,
      waitlistOffers: false,
      trainerComments: false,
      todaysWorkout: false,
    });
    const base = { enabled: true, reminderType: "email" as const, reminderTime: 24 };
    await ivy.trpc.reminders.save.mutate({ ...base, push: { sessionReminders: true, todaysWorkout: true } });
    const saved = await ivy.trpc.reminders.save.mutate({ ...base, push: { todaysWorkout: false } });
    expect(saved.data.push).toEqual({
      sessionReminders: true,
      waitlistOffers: false,
      trainerComments: false,
      todaysWorkout: false,
    });
    // A caller that knows nothing of phones (the REST API's older clients) changes none of them.
    const untouched = await ivy.post(`/api/users/${ivy.userId}/reminder-settings`, base);
    expect(untouched.status).toBe(200);
    expect((await ivy.trpc.reminders.settings.query({})).data.push.sessionReminders).toBe(true);
  });
});
