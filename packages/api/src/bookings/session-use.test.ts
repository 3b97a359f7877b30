import type { PackageSession, SessionStatus } from "@studio/db";
import { miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { sessionUse } from "./session-use";

let nextId = 1;
function session(status: SessionStatus, date: string | null = null, time: string | null = null): PackageSession {
  const id = nextId++;
  return {
    id,
    bookingId: 1,
    sessionNumber: id,
    date,
    time,
    startsAt: date && time ? miamiInstant(date, time) : null,
    timeSlotId: null,
    status,
    reminderSent: false,
    policyOverride: null,
    calendarSequence: 0,
    createdAt: new Date("2026-01-01T00:00:00Z"),
    updatedAt: new Date("2026-01-01T00:00:00Z"),
  };
}

/** Tuesday March 10, 2026, 9:00 AM in Miami. */
const now = miamiInstant("2026-03-10", "09:00");

describe("sessionUse", () => {
  it("counts a pack nobody has touched as all unused", () => {
    const sessions = [session("pending"), session("pending"), session("pending")];
    const use = sessionUse(sessions, now);
    expect(use).toMatchObject({ total: 3, completed: 0, forfeited: 0, past: 0, scheduled: 0, unscheduled: 3 });
    expect(use.toCancel).toEqual(sessions);
  });

  it("counts nothing for a booking without sessions", () => {
    expect(sessionUse([], now)).toEqual({
      total: 0,
      completed: 0,
      forfeited: 0,
      past: 0,
      scheduled: 0,
      unscheduled: 0,
      toCancel: [],
    });
  });

  it("keeps completed, cancelled and missed sessions as used, and cancels the rest", () => {
    const ahead = session("scheduled", "2026-03-12", "07:00");
    const postponed = session("postponed");
    const pending = session("pending");
    const use = sessionUse(
      [
        session("completed", "2026-03-02", "07:00"),
        session("cancelled"),
        session("no_show"),
        ahead,
        postponed,
        pending,
      ],
      now,
    );
    expect(use).toMatchObject({ total: 6, completed: 1, forfeited: 2, past: 0, scheduled: 1, unscheduled: 2 });
    expect(use.toCancel).toEqual([ahead, postponed, pending]);
    // Every session is counted exactly once.
    expect(use.completed + use.forfeited + use.past + use.scheduled + use.unscheduled).toBe(use.total);
  });

  it("counts a session still scheduled on an hour that has come as used, from its very start", () => {
    const started = session("scheduled", "2026-03-10", "09:00");
    const inAMinute = { ...session("scheduled", "2026-03-10", "09:00"), startsAt: new Date(now.getTime() + 60_000) };
    const use = sessionUse([started, inAMinute], now);
    expect(use).toMatchObject({ past: 1, scheduled: 1 });
    expect(use.toCancel).toEqual([inAMinute]);
  });

  it("reads a session without an instant by its Miami date: gone by once its day is over", () => {
    const yesterday = { ...session("scheduled"), date: "2026-03-09" };
    const today = { ...session("scheduled"), date: "2026-03-10" };
    const use = sessionUse([yesterday, today], now);
    expect(use).toMatchObject({ past: 1, scheduled: 1 });
    // At 11 PM in Miami it is already March 11 in UTC; Miami's date decides.
    const lateEvening = miamiInstant("2026-03-10", "23:00");
    expect(sessionUse([today], lateEvening)).toMatchObject({ past: 0, scheduled: 1 });
  });
});
