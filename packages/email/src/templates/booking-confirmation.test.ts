import { describe, expect, it } from "vitest";
import { type BookingConfirmationInput, bookingConfirmation } from "./booking-confirmation";

const pack: BookingConfirmationInput = {
  bookingId: 41,
  clientName: "Ana López",
  packageName: "12 Gym Sessions",
  category: "gym",
  sessionCount: 12,
  amount: "960.00",
  paidAt: new Date("2026-03-10T15:00:00Z"),
  publicUrl: "https://carmenreyesfitness.com",
};

describe("the booking confirmation", () => {
  it("tells a pack's client to book each session from My Sessions", () => {
    const { text } = bookingConfirmation(pack);
    expect(text).toContain("Package: 12 Gym Sessions (12 sessions)");
    expect(text).toContain("- Your 12 sessions are waiting to be scheduled.");
    expect(text).toContain("Go to My Sessions: https://carmenreyesfitness.com/my-bookings");
  });

  it("tells a single session's client she will be contacted, in the singular", () => {
    const { text } = bookingConfirmation({ ...pack, packageName: "Single Session", sessionCount: 1 });
    expect(text).toContain("(1 session)");
    expect(text).toContain("- I will contact you within 24 hours to schedule your session.");
    expect(text).not.toContain("waiting to be scheduled");
  });

  it("tells an unlimited membership's member she trains once a day through the month's last day, not a count", () => {
    const month = { ...pack, packageName: "Unlimited Gym", sessionCount: 31, unlimitedThrough: "2026-04-09" };
    const { text } = bookingConfirmation(month);
    expect(text).toContain("Package: Unlimited Gym (unlimited sessions through April 9, one a day)");
    expect(text).toContain("- Book any day you like through April 9, one session a day, from My Sessions");
    expect(text).not.toContain("31");
    const spanish = bookingConfirmation({ ...month, language: "es" }).text;
    expect(spanish).toContain("(sesiones ilimitadas hasta el 9 de abril, una por día)");
    expect(spanish).toContain("- Reserva el día que quieras hasta el 9 de abril, una sesión por día");
  });

  it("sends an online program to its portal and the Workout of the Day to its page", () => {
    expect(bookingConfirmation({ ...pack, category: "online" }).text).toContain(
      "Open the workout portal: https://carmenreyesfitness.com/workout-access",
    );
    expect(bookingConfirmation({ ...pack, category: "workout_of_day", language: "es" }).text).toContain(
      "https://carmenreyesfitness.com/es/workout-of-the-day",
    );
  });

  it("dates the payment by Miami's day: 11 PM in Miami is already tomorrow in UTC", () => {
    const lateEvening = new Date("2026-03-11T03:00:00Z");
    expect(bookingConfirmation({ ...pack, paidAt: lateEvening }).text).toContain("Paid: $960 on Mar 10, 2026");
    const newYearsEve = new Date("2027-01-01T04:30:00Z");
    expect(bookingConfirmation({ ...pack, amount: "82.50", paidAt: newYearsEve }).text).toContain(
      "Paid: $82.50 on Dec 31, 2026",
    );
  });
});
