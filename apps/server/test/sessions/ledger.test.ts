// The ledger of a pack, under random sequences of what a client and her trainer do (some of it from two devices
// at once): its balance always equals the sessions left to schedule, and never goes below zero.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buyPackage,
  type HttpClient,
  rawRows,
  signInAdmin,
  signInClient,
  startTestServer,
  type TestServer,
} from "../harness";

// Monday Nov 23, 2026, 9:00 AM in Miami: next week's hours are all more than 24 hours away.
const NOW = new Date("2026-11-23T14:00:00Z");
/** After every hour the packs schedule: whether she came is known only then. */
const AFTERWARDS = new Date("2027-02-01T14:00:00Z");
let clock = NOW;
let site: TestServer;
let admin: HttpClient;
/** The trainer, signed in afterwards to mark what happened. */
let adminAfterwards: HttpClient;
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
  admin = await signInAdmin(site);
  clock = AFTERWARDS;
  adminAfterwards = await signInAdmin(site);
  clock = NOW;
});
/** Sent once the pack's hours have gone by, as the trainer marks a session she held (or one the client missed). */
async function afterwards<T>(send: () => Promise<T>) {
  clock = AFTERWARDS;
  try {
    return await send();
  } finally {
    clock = NOW;
  }
}
afterAll(() => site.close());

/** Weekdays from next Monday to mid-January: each pack schedules on days of its own, so hours never fill up. */
const WEEKDAYS = Array.from({ length: 48 }, (_, i) => new Date(Date.UTC(2026, 10, 30 + i)))
  .filter((day) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5)
  .map((day) => day.toISOString().slice(0, 10));
const hoursOf = (pack: number) => {
  const first = WEEKDAYS[(2 * pack) % WEEKDAYS.length];
  const second = WEEKDAYS[(2 * pack + 1) % WEEKDAYS.length];
  return [`${first} 07:00`, `${first} 08:00`, `${second} 10:00`, `${second} 16:00`];
};
const HOUR_CHOICES = 4;
/** Actions land on the first sessions of a pack, so they often meet each other's changes. */
const SESSIONS = 2;

type Action =
  | { kind: "schedule" | "adminSchedule"; session: number; hour: number }
  | { kind: "cancel" | "adminCancel" | "complete" | "noShow" | "forfeit" | "reopen" | "restore"; session: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("schedule" as const, "adminSchedule" as const),
    session: fc.nat(SESSIONS - 1),
    hour: fc.nat(HOUR_CHOICES - 1),
  }),
  fc.record({
    kind: fc.constantFrom(
      "cancel" as const,
      "adminCancel" as const,
      "complete" as const,
      "noShow" as const,
      "forfeit" as const,
      "reopen" as const,
      "restore" as const,
    ),
    session: fc.nat(SESSIONS - 1),
  }),
);

let packs = 0;
/** Which actions went through, so the run shows it exercised every kind of change. */
const succeeded: Record<string, number> = {};

describe("a pack's ledger", () => {
  it("always sums to the sessions left to schedule, never below zero", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(action, { minLength: 1, maxLength: 2 }), { maxLength: 10 }), async (steps) => {
        packs++;
        const email = `ledger.${packs}@example.com`;
        const { bookingId, sessionIds } = await buyPackage(site, email, 6);
        const { client } = await signInClient(site, email, `10.7.${Math.floor(packs / 200)}.${packs % 200}`);
        const hours = hoursOf(packs);
        const act = (step: Action) => {
          const id = sessionIds[step.session] as number;
          const [date, time] = "hour" in step ? (hours[step.hour] as string).split(" ") : [];
          switch (step.kind) {
            case "schedule":
              return client.post(`/api/portal/sessions/${id}/schedule`, { date, time });
            case "adminSchedule":
              return admin.post(`/api/admin/sessions/${id}/schedule`, { date, time });
            case "cancel":
              return client.post(`/api/portal/sessions/${id}/cancel`);
            case "adminCancel":
              return admin.post(`/api/admin/sessions/${id}/cancel`, { override: true });
            case "complete":
              return afterwards(() =>
                adminAfterwards.request("PATCH", `/api/admin/sessions/${id}/status`, { status: "completed" }),
              );
            case "noShow":
              return afterwards(() =>
                adminAfterwards.request("PATCH", `/api/admin/sessions/${id}/status`, { status: "no_show" }),
              );
            case "forfeit":
              return admin.request("PATCH", `/api/admin/sessions/${id}/status`, { status: "cancelled" });
            case "reopen":
              return admin.request("PATCH", `/api/admin/sessions/${id}/status`, { status: "scheduled" });
            case "restore":
              return admin.post(`/api/admin/sessions/${id}/restore`);
          }
        };
        for (const together of steps) {
          // Two actions in one step are sent at once, as from two devices.
          const answers = await Promise.all(together.map(act));
          answers.forEach((answer, i) => {
            expect(answer.status, answer.text).toBeLessThan(500);
            const kind = (together[i] as Action).kind;
            if (answer.status === 200) succeeded[kind] = (succeeded[kind] ?? 0) + 1;
          });
          const [row] = await rawRows<{ balance: number; pending: number; bought: number; sessions: number }>(
            site,
            sql`select
                (select coalesce(sum(credits), 0)::int from session_ledger where booking_id = ${bookingId}) as balance,
                (select count(*)::int from session_ledger where booking_id = ${bookingId} and kind = 'purchased') as bought,
                (select count(*)::int from package_sessions where booking_id = ${bookingId} and status = 'pending') as pending,
                (select count(*)::int from package_sessions where booking_id = ${bookingId}) as sessions`,
          );
          expect(row?.balance).toBe(row?.pending);
          expect(row?.balance).toBeGreaterThanOrEqual(0);
          expect(row?.bought).toBe(row?.sessions);
        }
      }),
      // A fixed seed (LEDGER_SEED replays another) keeps the run's mix of actions the same from run to run.
      { numRuns: Number(process.env.LEDGER_RUNS ?? 20), seed: Number(process.env.LEDGER_SEED ?? 20261124) },
    );
    console.info(`[ledger] actions that went through: ${JSON.stringify(succeeded)}`);
    expect(succeeded.schedule ?? 0).toBeGreaterThan(0);
    expect((succeeded.cancel ?? 0) + (succeeded.adminCancel ?? 0)).toBeGreaterThan(0);
    expect(succeeded.complete ?? 0).toBeGreaterThan(0);
    expect(succeeded.noShow ?? 0).toBeGreaterThan(0);
    expect(succeeded.restore ?? 0).toBeGreaterThan(0);
  });
});
