// The trainer's day: the sessions dated one day, in order, with who, what and which session of the pack.
import { packageSessions } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, failedWith, type HttpClient, startServerWithAdmin, type TestServer, trpcError } from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  ({ site, admin } = await startServerWithAdmin({}, { now: () => new Date("2026-11-23T15:00:00Z") }));
});
afterAll(() => site.close());

const day = (client: HttpClient, date: string) => client.trpc.admin.sessions.day.query({ date });

describe("the trainer's day agenda", () => {
  it("lists the day's sessions by hour with the client, the package and the session's number", async () => {
    const ana = await bookPackage(site, 6, "ana@example.com", true);
    const bea = await bookPackage(site, 1, "bea@example.com", true);
    const [anaThird] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, ana))
      .orderBy(packageSessions.sessionNumber)
      .offset(2)
      .limit(1);
    const [beaFirst] = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, bea));
    const at = (id: number, time: string, date = "2026-11-24") =>
      site.db
        .update(packageSessions)
        .set({ date, time, status: "scheduled", startsAt: new Date(`${date}T${time}:00-05:00`) })
        .where(eq(packageSessions.id, id));
    await at(anaThird?.id ?? 0, "17:00");
    await at(beaFirst?.id ?? 0, "07:00");

    const sessions = await day(admin, "2026-11-24");
    expect(
      sessions.map((s) => [s.time, s.booking.clientName, s.package.name, s.sessionNumber, s.package.sessionCount]),
    ).toEqual([
      ["07:00", "Carla Client", "Gym Session", 1, 1],
      ["17:00", "Carla Client", "12 Gym Sessions", 3, 12],
    ]);
    expect(await day(admin, "2026-11-25")).toEqual([]);
  });

  it("tells her where to be and what to know: the address, what the client wrote, her note, the pack so far", async () => {
    const created = await site.client().post("/api/bookings", {
      packageId: 9,
      clientName: "Rosa Ruiz",
      clientEmail: "rosa@example.com",
      phone: "(305) 555-0199",
      address: "3300 Grand Ave, Coconut Grove, FL 33133",
      experience: "beginner",
      notes: "Rodilla derecha operada",
    });
    await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
    const [first, second] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, Number(created.json.id)))
      .orderBy(packageSessions.sessionNumber);
    const at = (id: number, date: string, status: "scheduled" | "completed") =>
      site.db
        .update(packageSessions)
        .set({ date, time: "10:00", status, startsAt: new Date(`${date}T10:00:00-05:00`) })
        .where(eq(packageSessions.id, id));
    await at(first?.id ?? 0, "2026-11-20", "completed");
    await at(second?.id ?? 0, "2026-11-26", "scheduled");
    await admin.trpc.admin.clients.addNote.mutate({ email: "rosa@example.com", body: "Bring the lighter kettlebell" });

    const [rosa] = await day(admin, "2026-11-26");
    expect(rosa).toMatchObject({
      booking: { clientName: "Rosa Ruiz" },
      client: {
        phone: "(305) 555-0199",
        address: "3300 Grand Ave, Coconut Grove, FL 33133",
        experience: "beginner",
        notes: "Rodilla derecha operada",
        latestNote: "Bring the lighter kettlebell",
      },
      done: 1,
      firstTime: false,
    });
    // Her first session ever is flagged: nothing of hers came before it.
    const [earlier] = await day(admin, "2026-11-20");
    expect(earlier).toMatchObject({ booking: { clientName: "Rosa Ruiz" }, firstTime: true });
  });

  it("is the trainer's alone, and names a bad date", async () => {
    expect(await failedWith(day(site.client(), "2026-11-24"))).toBe(401);
    const bad = await trpcError(day(admin, "24/11/2026"));
    expect(bad.data?.httpStatus).toBe(400);
    expect(bad.data?.issues?.[0]?.path).toBe("date");
  });
});
