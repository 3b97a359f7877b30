// The database layer itself: migrations, the seed, and its constraints, on both drivers.

import { renderMarkdown } from "@studio/api";
import { bookings, discountCodes, packages, seedIfEmpty, testimonials, timeSlots, workoutContent } from "@studio/db";
import { createTestDatabase, type TestDatabase } from "@studio/db/testing";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const seedOptions = { renderMarkdown };
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async (table: typeof packages | typeof testimonials | typeof discountCodes | typeof workoutContent) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

describe("seed", () => {
  it("fills an empty catalogue once, even when started twice at the same moment", async () => {
    const results = await Promise.all([seedIfEmpty(database.db, seedOptions), seedIfEmpty(database.db, seedOptions)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedIfEmpty(database.db, seedOptions)).toBe(false);
    expect(await rows(packages)).toBe(15);
    expect(await rows(workoutContent)).toBe(2);
    expect(await rows(testimonials)).toBeGreaterThanOrEqual(3);
    expect(await rows(discountCodes)).toBeGreaterThanOrEqual(1);
  });

  it("moves the id sequence past the fixed ids", async () => {
    const [created] = await database.db
      .insert(packages)
      .values({ name: "Trial", description: "d", type: "gym", price: "10.00" })
      .returning();
    expect(created?.id).toBe(16);
    await database.db.delete(packages).where(eq(packages.id, 16));
  });

  it("adds the free consultation once to a catalogue seeded before it, and never brings a deleted one back", async () => {
    // A catalogue as the first release left it: fourteen packages, the sequence at 14.
    await database.db.delete(packages).where(eq(packages.id, 15));
    await database.db.execute(sql`select setval(pg_get_serial_sequence('packages', 'id'), 14)`);
    await seedIfEmpty(database.db, seedOptions);
    const [added] = await database.db.select().from(packages).where(eq(packages.id, 15));
    expect(added).toMatchObject({ name: "Free Consultation", price: "0.00", durationMinutes: 30 });
    // The trainer deletes it: the next start leaves it deleted.
    await database.db.delete(packages).where(eq(packages.id, 15));
    await seedIfEmpty(database.db, seedOptions);
    expect(await database.db.$count(packages, eq(packages.id, 15))).toBe(0);
  });

  it("gives the Workout of the Day packages their structured workouts", async () => {
    const workouts = await database.db.select().from(workoutContent);
    for (const workout of workouts) {
      const exercises = JSON.parse(workout.mainWorkout) as { exercise: string }[];
      expect(exercises.length).toBeGreaterThan(2);
      expect(exercises[0]?.exercise).toEqual(expect.any(String));
    }
    expect(workouts.map((w) => w.packageId).sort()).toEqual([13, 14]);
  });
});

describe("constraints", () => {
  it("keeps money exact as numeric(10,2)", async () => {
    const [row] = await database.db
      .insert(bookings)
      .values({
        packageId: 6,
        packageName: "12 Gym Sessions",
        date: "2026-11-21",
        time: "to-be-scheduled",
        location: "gym",
        clientName: "Ana",
        clientEmail: "ana@example.com",
        amount: "864.10",
        originalAmount: "960.00",
        discountAmount: "95.90",
      })
      .returning();
    expect(row).toMatchObject({
      amount: "864.10",
      discountAmount: "95.90",
      status: "pending",
      paymentStatus: "unpaid",
    });
  });

  it("refuses a negative amount", async () => {
    await expect(
      database.db.insert(bookings).values({
        packageId: 6,
        packageName: "x",
        date: "2026-11-21",
        time: "t",
        location: "gym",
        clientName: "A",
        clientEmail: "a@example.com",
        amount: "-1.00",
        originalAmount: "0.00",
      }),
    ).rejects.toThrow();
  });

  it("never lets a time slot hold more than its capacity", async () => {
    const [slot] = await database.db
      .insert(timeSlots)
      .values({ date: "2026-12-01", time: "07:00", sessionType: "gym" })
      .returning();
    expect(slot).toMatchObject({ bookedCount: 0, maxCapacity: 3 });
    await expect(
      database.db
        .update(timeSlots)
        .set({ bookedCount: 4 })
        .where(eq(timeSlots.id, slot?.id ?? 0)),
    ).rejects.toThrow();
  });

  it("keeps discount codes unique", async () => {
    await expect(
      database.db.insert(discountCodes).values({ code: "WELCOME10", type: "percentage", value: "5.00" }),
    ).rejects.toThrow();
  });
});
