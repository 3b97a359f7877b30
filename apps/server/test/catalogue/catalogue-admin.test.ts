// The trainer's catalogue: her packages and prices, through the real server on both databases.
import { randomUUID } from "node:crypto";
import { bookings, packages } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bookPackage,
  buyPackage,
  failedWith,
  type HttpClient,
  signInAdmin,
  signInClient,
  startTestServer,
  type TestServer,
  type Trpc,
  trpcError,
} from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer();
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

// By name, for the sweep of input the procedure's own type refuses (a kind it does not know).
const rawCreate = (input: unknown) => admin.post("/trpc/admin.packages.create", input);
const packagesOf = (client: HttpClient) => client.trpc.admin.packages;
/** Her package as her list shows it. */
async function listed(id: number) {
  const found = (await admin.trpc.admin.packages.list.query()).find((item) => item.id === id);
  if (!found) throw new Error(`No package #${id} in her list`);
  return found;
}
const publicPackage = async (id: number) => site.client().get(`/api/packages/${id}`);

const newPackage = {
  name: "Strong Start: 8 Sessions",
  description: "Eight private sessions to build a habit.",
  type: "monthly",
  price: "560",
  durationMinutes: 45,
  sessionCount: 8,
  features: ["Eight private 45-minute sessions", "A plan for the weeks after"],
  imageUrl: null,
  active: true,
} satisfies Parameters<Trpc["admin"]["packages"]["create"]["mutate"]>[0];

describe("the trainer's packages", () => {
  it("lists every package, retired ones too, in her order with their booking counts", async () => {
    await site.db.update(packages).set({ active: false }).where(eq(packages.id, 2));
    const list = await admin.trpc.admin.packages.list.query();
    expect(list.map((item) => item.id)).toEqual([...Array(15).keys()].map((index) => index + 1));
    expect(list.find((item) => item.id === 2)?.active).toBe(false);
    await site.db.update(packages).set({ active: true }).where(eq(packages.id, 2));
  });

  it("creates a package once per attempt, shows it to visitors at once, and fills SPEC's count by name", async () => {
    const requestKey = randomUUID();
    const [created, second] = await Promise.all([
      packagesOf(admin).create.mutate({ ...newPackage, requestKey }),
      packagesOf(admin).create.mutate({ ...newPackage, requestKey }),
    ]);
    expect(second).toEqual(created);
    expect(created).toMatchObject({ price: "560.00", bookingCount: 0, position: 16 });
    expect(await site.db.select().from(packages).where(eq(packages.name, newPackage.name))).toHaveLength(1);
    await vi.waitFor(async () =>
      expect((await publicPackage(created.id)).json).toMatchObject({
        name: newPackage.name,
        price: "560.00",
        features: newPackage.features,
      }),
    );

    const counted = await packagesOf(admin).create.mutate({
      ...newPackage,
      name: "20 Sunrise Sessions",
      sessionCount: null,
    });
    expect(counted.sessionCount).toBe(20);
  });

  it("changes a price for new bookings only: a booking already made keeps its amount and package name", async () => {
    const bookingId = await bookPackage(site, 1, "kept@example.com");
    const gym = await listed(1);
    await packagesOf(admin).update.mutate({ ...gym, id: 1, price: "95.00", name: "Gym Session Plus" });
    await vi.waitFor(async () => expect((await publicPackage(1)).json).toMatchObject({ price: "95.00" }));
    const [kept] = await site.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(kept).toMatchObject({ amount: "80.00", packageName: "Gym Session" });
    const fresh = await site.client().post("/api/bookings", {
      packageId: 1,
      clientName: "New Client",
      clientEmail: "new@example.com",
      phone: "3055550111",
    });
    expect(fresh.json).toMatchObject({ amount: "95.00" });
  });

  it("keeps a booked package's kind, and refuses to delete it: it can only be retired", async () => {
    const gym = await listed(1);
    const kind = await trpcError(packagesOf(admin).update.mutate({ ...gym, id: 1, type: "online" }));
    expect(kind.data?.httpStatus).toBe(409);
    expect(kind.message).toContain("keeps its kind");

    const removed = await trpcError(packagesOf(admin).remove.mutate({ id: 1 }));
    expect(removed.data?.httpStatus).toBe(409);
    expect(removed.message).toContain("Retire it");
    expect(await site.db.select().from(packages).where(eq(packages.id, 1))).toHaveLength(1);
  });

  it("retires a package off the site while its clients keep their sessions and programs", async () => {
    const { bookingId } = await buyPackage(site, "beginner@example.com", 4);
    const retired = await packagesOf(admin).setActive.mutate({ id: 4, active: false });
    expect(retired).toMatchObject({ active: false, bookingCount: 1 });
    await vi.waitFor(async () => expect((await publicPackage(4)).status).toBe(404));
    const listed = (await site.client().get("/api/packages")).json as { id: number }[];
    expect(listed.map((item) => item.id)).not.toContain(4);
    // A new booking of it is refused; the client who bought it still opens her program.
    const refused = await site.client().post("/api/bookings", {
      packageId: 4,
      clientName: "Late",
      clientEmail: "late@example.com",
      phone: "3055550112",
    });
    expect(refused.status).toBe(404);
    const [owned] = await site.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(owned?.paymentStatus).toBe("paid");
    const { client } = await signInClient(site, "beginner@example.com");
    const program = await client.get(`/api/portal/programs/${bookingId}`);
    expect(program.json).toMatchObject({ packageName: "Beginner", type: "program" });
    expect(program.json.workoutProgram).toContain("BEGINNER");

    await packagesOf(admin).setActive.mutate({ id: 4, active: true });
    await vi.waitFor(async () => expect((await publicPackage(4)).status).toBe(200));
  });

  it("deletes a package no one booked", async () => {
    const created = await packagesOf(admin).create.mutate({ ...newPackage, name: "Trial Pack" });
    await packagesOf(admin).remove.mutate({ id: created.id });
    expect(await site.db.select().from(packages).where(eq(packages.id, created.id))).toHaveLength(0);
    expect(await failedWith(packagesOf(admin).remove.mutate({ id: created.id }))).toBe(404);
  });

  it("reorders in one step; a tie in SPEC's order follows hers", async () => {
    const list = await admin.trpc.admin.packages.list.query();
    const reversed = list.map((item) => item.id).reverse();
    const answer = await packagesOf(admin).reorder.mutate({ ids: reversed });
    expect(answer.map((item) => item.id)).toEqual(reversed);
    await vi.waitFor(async () => {
      const publicIds = ((await site.client().get("/api/packages")).json as { id: number }[]).map((item) => item.id);
      expect(publicIds.indexOf(14)).toBeLessThan(publicIds.indexOf(13));
    });
  });

  it.each([
    ["price", { price: "-5" }, "Price must be an amount of at least 0 with at most 2 decimals"],
    ["price", { price: "10.555" }, "Price must be an amount of at least 0 with at most 2 decimals"],
    ["durationMinutes", { durationMinutes: 10 }, "Duration must be 15 to 240 minutes"],
    ["durationMinutes", { durationMinutes: 241 }, "Duration must be 15 to 240 minutes"],
    ["sessionCount", { sessionCount: 0 }, "Sessions must be 1 to 100"],
    ["sessionCount", { sessionCount: 101 }, "Sessions must be 1 to 100"],
    ["name", { name: " " }, "Name is required"],
    ["type", { type: "yoga" }, undefined],
    ["imageUrl", { imageUrl: "javascript:alert(1)" }, "Image must be an uploaded image"],
  ])("refuses a bad %s with a 400 naming it, and changes nothing", async (field, change, message) => {
    const before = await site.db.select({ id: packages.id }).from(packages);
    const answer = await rawCreate({ ...newPackage, ...change });
    expect(answer.status).toBe(400);
    const issues = answer.json.error.data.issues as { path: string; message: string }[];
    expect(issues[0]?.path).toBe(field);
    if (message) expect(issues[0]?.message).toBe(message);
    expect(await site.db.select({ id: packages.id }).from(packages)).toHaveLength(before.length);
  });

  it("is the trainer's alone", async () => {
    const visitor = site.client();
    expect(await failedWith(visitor.trpc.admin.packages.list.query())).toBe(401);
    expect(await failedWith(packagesOf(visitor).create.mutate(newPackage))).toBe(401);
    expect(await failedWith(packagesOf(visitor).setActive.mutate({ id: 1, active: false }))).toBe(401);
  });

  it("keeps her Spanish version: shown on Spanish pages field by field, English where she wrote none", async () => {
    const spanish = { name: "Arranque fuerte: 8 sesiones", description: "", features: "Ocho sesiones privadas\n\n" };
    const created = await packagesOf(admin).create.mutate({
      ...newPackage,
      requestKey: randomUUID(),
      translations: { es: spanish },
    });
    // An empty field is not kept: the Spanish site shows the English there.
    expect(created.translations).toEqual({ es: { name: spanish.name, features: spanish.features.trim() } });
    const inSpanish = () => site.trpc.packages.byId.query({ id: created.id, language: "es" });
    await vi.waitFor(async () => expect((await inSpanish()).name).toBe(spanish.name));
    expect(await inSpanish()).toMatchObject({
      language: "es",
      description: newPackage.description,
      features: ["Ocho sesiones privadas"],
    });
    // English pages, and the REST API for an English reader, are as she wrote them in English.
    expect((await publicPackage(created.id)).json).toMatchObject({ name: newPackage.name, language: "en" });
    const forSpanishReader = await site.client().get(`/api/packages/${created.id}`, { "accept-language": "es" });
    expect(forSpanishReader.json).toMatchObject({ name: spanish.name, language: "es" });

    // Saved without its Spanish, the package keeps it; saved with every field empty, it has none.
    const { requestKey: _key, ...edit } = { ...newPackage, requestKey: "" };
    await packagesOf(admin).update.mutate({ ...edit, id: created.id, price: "600" });
    expect((await site.db.select().from(packages).where(eq(packages.id, created.id)))[0]?.translations).toEqual(
      created.translations,
    );
    await packagesOf(admin).update.mutate({
      ...edit,
      id: created.id,
      translations: { es: { name: " ", description: "", features: "" } },
    });
    await vi.waitFor(async () => expect(await inSpanish()).toMatchObject({ name: newPackage.name, language: "en" }));
    const tooLong = await trpcError(
      packagesOf(admin).update.mutate({ ...edit, id: created.id, translations: { es: { name: "x".repeat(121) } } }),
    );
    expect(tooLong.data?.httpStatus).toBe(400);
    expect(tooLong.data?.issues).toEqual([
      { path: "translations.es.name", message: "Name must be at most 120 characters" },
    ]);
  });
});
