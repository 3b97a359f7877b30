import { describe, expect, it } from "vitest";
import { clockTime, morningAgenda } from "./morning-agenda";

describe("morning agenda", () => {
  it("writes each hour as the back office does, midnight and noon included", () => {
    expect(["00:30", "06:00", "11:59", "12:00", "17:05", "23:59"].map(clockTime)).toEqual([
      "12:30 AM",
      "6:00 AM",
      "11:59 AM",
      "12:00 PM",
      "5:05 PM",
      "11:59 PM",
    ]);
  });

  it("says a day with nothing booked in one line, with tomorrow's count", () => {
    const mail = morningAgenda({ day: "Sunday, November 1", sessions: [], tomorrow: 1, publicUrl: "https://x.test" });
    expect(mail.subject).toBe("Sunday, November 1: nothing booked today");
    expect(mail.text).toContain("Nothing is booked today.\n\nTomorrow: 1 session.");
  });

  it("escapes what clients wrote and marks a home without an address", () => {
    const mail = morningAgenda({
      day: "Monday, November 2",
      sessions: [
        {
          time: "07:00",
          clientName: "Ana <b>",
          atHome: true,
          address: null,
          phone: null,
          packageName: "Home Session",
          sessionNumber: 1,
          sessionCount: 1,
          firstTime: true,
          notes: "<script>",
          health: "needs clearance",
        },
      ],
      tomorrow: 0,
      publicUrl: "https://x.test",
    });
    expect(mail.subject).toBe("Monday, November 2: 1 session, first at 7:00 AM");
    expect(mail.text).toContain("At her home: no address on file");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Ana &lt;b&gt;");
    expect(mail.html).toContain("Health: needs medical clearance");
  });

  it("gives a pack's session its number of the pack, and an unlimited membership's none", () => {
    const session = {
      time: "07:00",
      clientName: "Ana",
      atHome: false,
      address: null,
      phone: null,
      packageName: "Unlimited Gym",
      sessionNumber: 4,
      sessionCount: 31,
      firstTime: false,
      notes: null,
      health: "on file" as const,
    };
    const day = { day: "Monday, November 2", tomorrow: 0, publicUrl: "https://x.test" };
    expect(morningAgenda({ ...day, sessions: [{ ...session, unlimited: true }] }).text).toContain(
      "Unlimited Gym, session 4 (unlimited membership)",
    );
    expect(
      morningAgenda({ ...day, sessions: [{ ...session, packageName: "12 Pack", sessionCount: 12 }] }).text,
    ).toContain("12 Pack, session 4 of 12");
  });
});
