import { describe, expect, it } from "vitest";
import { type BookingCancelledInput, bookingCancelled } from "./booking-cancelled";

const booking: BookingCancelledInput = {
  bookingId: 41,
  clientName: "Ana López",
  packageName: "12 Gym Sessions",
  scheduled: [{ sessionNumber: 4, when: "Tue, Mar 10, 2026 at 7:00 AM ET" }],
  unscheduled: 5,
  kept: 3,
  refund: { amount: "560.00", way: "stripe" },
  publicUrl: "https://carmenreyesfitness.com",
};

describe("the e-mail of a cancelled booking", () => {
  it("lists the booked sessions, then those not booked yet, and the ones kept on her record", () => {
    const { text } = bookingCancelled(booking);
    expect(text).toContain("- Session 4: Tue, Mar 10, 2026 at 7:00 AM ET\n- And your 5 sessions not scheduled yet");
    expect(text).toContain("Your 3 sessions already done or gone by stay on your record.");
  });

  it("counts one session in the singular, and says so when nothing was left to cancel", () => {
    const one = bookingCancelled({ ...booking, scheduled: [], unscheduled: 1, kept: 1 }).text;
    expect(one).toContain("- Your 1 session not scheduled yet");
    expect(one).toContain("Your 1 session already done or gone by stays on your record.");
    const none = bookingCancelled({ ...booking, scheduled: [], unscheduled: 0, kept: 12 }).text;
    expect(none).toContain("No sessions were left to cancel.");
    expect(none).not.toContain("not scheduled yet");
  });

  it("says who gives the money back and how much, with cents only where there are some", () => {
    expect(bookingCancelled(booking).text).toContain("$560 is refunded to the card you paid with.");
    expect(bookingCancelled({ ...booking, refund: { amount: "82.50", way: "manual" } }).text).toContain(
      "A refund of $82.50 is recorded. Carmen Reyes gives it back to you the way you paid",
    );
    expect(bookingCancelled({ ...booking, refund: { amount: "80.00", way: "mock" } }).text).toContain(
      "This booking was paid as a test, so no money moves.",
    );
    expect(bookingCancelled({ ...booking, refund: null }).text).toContain("No refund comes with this cancellation.");
  });

  it("says it in Spanish, linking to the Spanish booking page", () => {
    const { text } = bookingCancelled({ ...booking, language: "es", kept: 1 });
    expect(text).toContain("Y tus 5 sesiones aún sin reservar");
    expect(text).toContain("Tu sesión ya hecha o pasada sigue en tu historial.");
    expect(text).toContain("Se reembolsan $560 a la tarjeta con la que pagaste.");
    expect(text).toContain("https://carmenreyesfitness.com/es/booking");
  });
});
