import { describe, expect, it } from "vitest";
import { type CalendarSession, sessionEvent, sessionUid } from "./session-event";

const session: CalendarSession = {
  id: 812,
  sessionNumber: 3,
  calendarSequence: 2,
  startsAt: new Date("2026-03-09T11:00:00Z"),
  packageName: "12 Gym Sessions",
  place: "Brickell Athletic Club, 1001 Brickell Bay Drive, Miami, FL 33131",
  language: "en",
};

describe("a session's calendar event", () => {
  it("keeps one UID per session, whatever else changes", () => {
    expect(sessionUid(812)).toBe("session-812@carmenreyesfitness.com");
    const moved = sessionEvent("https://carmenreyesfitness.com", {
      ...session,
      startsAt: new Date("2026-03-10T11:00:00Z"),
    });
    expect(moved.uid).toBe(sessionEvent("https://carmenreyesfitness.com", session).uid);
  });

  it("is an hour from its start, with the sequence the database counted", () => {
    expect(sessionEvent("https://carmenreyesfitness.com", session)).toEqual({
      uid: "session-812@carmenreyesfitness.com",
      sequence: 2,
      start: new Date("2026-03-09T11:00:00Z"),
      minutes: 60,
      summary: "Training with Carmen Reyes (session 3)",
      location: "Brickell Athletic Club, 1001 Brickell Bay Drive, Miami, FL 33131",
      description:
        "12 Gym Sessions, session 3. Reschedule up to 24 hours before at https://carmenreyesfitness.com/my-bookings",
      url: "https://carmenreyesfitness.com/my-bookings",
    });
  });

  it("speaks her language and links to her language's My Sessions", () => {
    const event = sessionEvent("https://carmenreyesfitness.com", { ...session, language: "es" });
    expect(event.summary).toBe("Entrenamiento con Carmen Reyes (sesión 3)");
    expect(event.url).toBe("https://carmenreyesfitness.com/es/my-bookings");
    expect(event.description).toContain("https://carmenreyesfitness.com/es/my-bookings");
  });
});
