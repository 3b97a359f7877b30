// The trainer's changes to the studio itself are on the audit trail too, each written with its change and read back
// through admin.audit: an hour's places, a package's price, a new discount code, a private note about a client.
// A repeat that changes nothing, and a refused change, leave no entry.
import { randomUUID } from "node:crypto";
import { adminAudit } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../fixtures";
import {
  buyPackage,
  failedWith,
  type HttpClient,
  latestCode,
  signInAdmin,
  signInClient,
  startTestServer,
  type TestServer,
  trpcError,
} from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer();
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

/** The stored entries of one action, oldest first, before and after read back from their JSON. */
const entries = (action: string) => auditEntries(site, eq(adminAudit.action, action));

describe("the studio's changes on the audit trail", () => {
  it("records a change of an hour's places, once, and nothing for a refused one", async () => {
    const hour = { date: "2026-12-07", time: "18:00", sessionType: "gym" } as const;
    await admin.trpc.admin.sessions.setCapacity.mutate({ ...hour, maxCapacity: 5 });
    await admin.trpc.admin.sessions.setCapacity.mutate({ ...hour, maxCapacity: 5 }); // the same again: no change
    await admin.trpc.admin.sessions.setCapacity.mutate({ ...hour, maxCapacity: 2 });
    expect(await failedWith(admin.trpc.admin.sessions.setCapacity.mutate({ ...hour, maxCapacity: -1 }))).toBe(400);
    const found = await entries("slot.capacity");
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({
      actor: "coach",
      bookingId: null,
      clientEmail: null,
      before: { ...hour, maxCapacity: 3, bookedCount: 0 },
      after: { ...hour, maxCapacity: 5, bookedCount: 0 },
    });
    expect(found[1]).toMatchObject({ before: { maxCapacity: 5 }, after: { maxCapacity: 2 } });
  });

  it("records a package edit that changes its price, and not one that leaves the price", async () => {
    const list = await admin.trpc.admin.packages.list.query();
    const gym = list.find((item) => item.id === 1);
    if (!gym) throw new Error("no package 1");
    const { id, position, bookingCount, ...fields } = gym;
    await admin.trpc.admin.packages.update.mutate({ ...fields, id, description: "Only the words change." });
    expect(await entries("package.price")).toEqual([]);
    await admin.trpc.admin.packages.update.mutate({ ...fields, id, price: "95.00", name: "Gym Session Plus" });
    await admin.trpc.admin.packages.update.mutate({ ...fields, id, price: "95.00", name: "Gym Session Plus" });
    const found = await entries("package.price");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      actor: "coach",
      before: { packageId: 1, name: gym.name, price: gym.price },
      after: { packageId: 1, name: "Gym Session Plus", price: "95.00" },
    });
  });

  it("records a new discount code with its rule, and nothing for a code that exists", async () => {
    const code = { code: "spring25", type: "percentage", value: 25, usageLimit: 40, description: "Spring" } as const;
    await admin.trpc.admin.discounts.create.mutate(code);
    expect(await failedWith(admin.trpc.admin.discounts.create.mutate(code))).toBe(409);
    const found = await entries("discount.create");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      actor: "coach",
      before: null,
      after: { code: "SPRING25", type: "percentage", value: "25.00", usageLimit: 40, active: true },
    });
  });

  it("records a private note on the client's own trail, once for a double send", async () => {
    await buyPackage(site, "noted@example.com");
    const note = {
      email: "noted@example.com",
      body: "Knee surgery in 2019: no deep lunges.",
      requestKey: randomUUID(),
    };
    // The first send's answer is read; the second's (the same note) is not this test's concern.
    const [written] = await Promise.all([
      admin.trpc.admin.clients.addNote.mutate(note),
      admin.trpc.admin.clients.addNote.mutate(note).catch(() => null),
    ]);
    const found = await entries("client.note");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      actor: "coach",
      clientEmail: "noted@example.com",
      before: null,
      after: { id: written.id, body: note.body, writtenBy: "coach" },
    });
    const trail = await admin.trpc.admin.audit.forClient.query({ clientEmail: "noted@example.com" });
    expect(trail.entries.map((entry: { action: string }) => entry.action)).toContain("client.note");
  });

  it("keeps no note's words on the trail once the client erased her data", async () => {
    const note = { email: "erasing@example.com", body: "Private words about her shoulder.", requestKey: randomUUID() };
    await buyPackage(site, "erasing@example.com");
    await admin.trpc.admin.clients.addNote.mutate(note);
    const { client } = await signInClient(site, "erasing@example.com");
    expect((await client.post("/api/portal/erase-code")).status).toBe(200);
    const erased = await client.post("/api/portal/erase", { code: await latestCode(site, "erasing@example.com") });
    expect(erased.status).toBe(200);
    const kept = (await entries("client.note")).filter((entry) => entry.clientEmail !== "noted@example.com");
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ actor: "coach", before: null, after: { erased: true } });
    expect(JSON.stringify(kept)).not.toContain("shoulder");
  });

  it("reads the studio's changes back, newest first, all or one action's", async () => {
    const all = await admin.trpc.admin.audit.list.query({ limit: 50 });
    const actions = all.entries.map((entry: { action: string }) => entry.action);
    for (const action of ["slot.capacity", "package.price", "discount.create", "client.note"]) {
      expect(actions).toContain(action);
    }
    const ids = all.entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const prices = await admin.trpc.admin.audit.list.query({ action: "package.price" });
    expect(prices.entries).toHaveLength(1);
    expect(JSON.parse(prices.entries[0]?.after ?? "")).toMatchObject({ price: "95.00" });
    const wrong = await trpcError(admin.trpc.admin.audit.list.query({ action: "nothing.like.this" } as never));
    expect(wrong.data?.httpStatus).toBe(400);
    expect(wrong.data?.issues?.[0]?.path).toBe("action");
  });
});
