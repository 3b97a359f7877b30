import { miamiDateTime, miamiInstant } from "@studio/validators/studio-time";
import { describe, expect, it } from "vitest";
import { reminderDueAt, reminderVerdict } from "./reminders";

describe("reminderDueAt", () => {
  it("is her chosen hours before the session, as instants", () => {
    const startsAt = miamiInstant("2026-06-10", "07:00");
    expect(reminderDueAt(startsAt, 1).toISOString()).toBe("2026-06-10T10:00:00.000Z");
    expect(reminderDueAt(startsAt, 24).toISOString()).toBe("2026-06-09T11:00:00.000Z");
    expect(reminderDueAt(startsAt, 48).toISOString()).toBe("2026-06-08T11:00:00.000Z");
  });

  it("counts real hours over a DST switch, so Miami's clock reads an hour off the session's", () => {
    // Monday March 9, 7:00 AM EDT: 24 hours before is Sunday 7:00 AM EDT, 48 hours before is Saturday 6:00 AM EST.
    const monday = miamiInstant("2026-03-09", "07:00");
    expect(miamiDateTime(reminderDueAt(monday, 24))).toEqual({ date: "2026-03-08", time: "07:00" });
    expect(miamiDateTime(reminderDueAt(monday, 48))).toEqual({ date: "2026-03-07", time: "06:00" });
    // Monday November 2, 7:00 AM EST: 48 hours before is Saturday 8:00 AM EDT.
    expect(miamiDateTime(reminderDueAt(miamiInstant("2026-11-02", "07:00"), 48))).toEqual({
      date: "2026-10-31",
      time: "08:00",
    });
  });
});

describe("reminderVerdict", () => {
  const startsAt = miamiInstant("2026-06-10", "07:00");
  const session = { status: "scheduled", startsAt };
  const on = { enabled: true, hours: 24 };
  const at = (iso: string) => new Date(iso);

  it("sends from the due instant until the session starts", () => {
    expect(reminderVerdict(session, startsAt, on, at("2026-06-09T10:59:59.999Z"))).toBe("not-due");
    expect(reminderVerdict(session, startsAt, on, at("2026-06-09T11:00:00.000Z"))).toBe("send");
    expect(reminderVerdict(session, startsAt, on, at("2026-06-10T10:59:59.999Z"))).toBe("send");
    expect(reminderVerdict(session, startsAt, on, at("2026-06-10T11:00:00.000Z"))).toEqual({
      skip: "Session already started",
    });
  });

  it("waits for her own hours: an hour before is not due two hours before", () => {
    const anHour = { enabled: true, hours: 1 };
    expect(reminderVerdict(session, startsAt, anHour, at("2026-06-10T09:00:00.000Z"))).toBe("not-due");
    expect(reminderVerdict(session, startsAt, anHour, at("2026-06-10T10:00:00.000Z"))).toBe("send");
  });

  it("skips a session no longer scheduled, moved since it was queued, or whose reminders she turned off", () => {
    const due = at("2026-06-09T12:00:00.000Z");
    expect(reminderVerdict({ ...session, status: "cancelled" }, startsAt, on, due)).toEqual({
      skip: "Session cancelled",
    });
    expect(reminderVerdict({ ...session, status: "completed" }, startsAt, on, due)).toEqual({
      skip: "Session completed",
    });
    const movedAnHour = { ...session, startsAt: new Date(startsAt.getTime() + 3_600_000) };
    expect(reminderVerdict(movedAnHour, startsAt, on, due)).toEqual({ skip: "Session moved" });
    expect(reminderVerdict({ ...session, startsAt: null }, startsAt, on, due)).toEqual({ skip: "Session moved" });
    expect(reminderVerdict(session, startsAt, { enabled: false, hours: 24 }, due)).toEqual({
      skip: "Reminders turned off",
    });
  });

  it("skips rather than waits for a session that changed, even before its reminder is due", () => {
    const early = at("2026-06-01T12:00:00.000Z");
    expect(reminderVerdict({ ...session, status: "cancelled" }, startsAt, on, early)).toEqual({
      skip: "Session cancelled",
    });
    expect(reminderVerdict(session, startsAt, on, early)).toBe("not-due");
  });
});
