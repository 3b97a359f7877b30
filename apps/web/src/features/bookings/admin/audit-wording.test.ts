import { describe, expect, it } from "vitest";
import { auditLine } from "./audit-wording";

const json = (value: unknown) => JSON.stringify(value);

describe("an audit entry in words", () => {
  it("tells a cash payment with who recorded it", () => {
    expect(
      auditLine({
        action: "booking.mark_paid",
        actor: "coach",
        before: json({ status: "pending", paymentStatus: "unpaid", paymentMethod: null, paymentRecordedBy: null }),
        after: json({
          status: "confirmed",
          paymentStatus: "paid",
          paymentMethod: "manual",
          paymentRecordedBy: "coach",
          manualMethod: "bank",
        }),
      }),
    ).toEqual({
      title: "Marked as paid by coach",
      details: [
        "Status: pending → confirmed",
        "Payment: unpaid → paid",
        "Paid by: none → cash or bank",
        "Recorded by: none → coach",
        "Method: bank transfer",
      ],
    });
  });

  it("tells a cancel, a refund and a session move", () => {
    expect(
      auditLine({
        action: "booking.cancel",
        actor: "coach",
        before: json({ status: "confirmed", paymentStatus: "paid" }),
        after: json({
          status: "cancelled",
          paymentStatus: "cancelled",
          sessionsCancelled: [1, 2, 3],
          refund: "unused",
        }),
      }).details,
    ).toEqual([
      "Sessions cancelled: 3",
      "Refund chosen: unused sessions",
      "Status: confirmed → cancelled",
      "Payment: paid → cancelled",
    ]);
    expect(
      auditLine({
        action: "booking.refund",
        actor: "stripe",
        before: null,
        after: json({ amount: "720.00", status: "succeeded" }),
      }),
    ).toEqual({ title: "Refund asked for by stripe", details: ["Amount: $720", "Status: succeeded"] });
    expect(
      auditLine({
        action: "session.move",
        actor: "coach",
        before: json({ sessionNumber: 4, status: "scheduled", date: "2026-11-25", time: "10:00" }),
        after: json({ sessionNumber: 4, status: "scheduled", date: "2026-11-26", time: "17:00" }),
      }),
    ).toEqual({
      title: "Session moved (session 4) by coach",
      details: ["Date: 2026-11-25 → 2026-11-26", "Time: 10:00 AM → 5:00 PM"],
    });
  });

  it("tells a settled refund's reason without an empty before", () => {
    expect(
      auditLine({
        action: "refund.settled",
        actor: "stripe",
        before: json({ id: 3, status: "pending", amount: "900.00" }),
        after: json({ id: 3, status: "failed", amount: "900.00", failureReason: "Charge disputed" }),
      }).details,
    ).toEqual(["Amount: $900", "Status: pending → failed", "Reason: Charge disputed"]);
    expect(
      auditLine({
        action: "booking.refund",
        actor: "coach",
        before: null,
        after: json({ amount: "900.00", status: "pending", failureReason: null }),
      }).details,
    ).toEqual(["Amount: $900", "Status: pending"]);
  });

  it("tells the studio's own changes: places, a price, a new code, a note", () => {
    const hour = { slotId: 4, date: "2026-12-07", time: "18:00", sessionType: "gym", bookedCount: 1 };
    expect(
      auditLine({
        action: "slot.capacity",
        actor: "coach",
        before: json({ ...hour, maxCapacity: 3 }),
        after: json({ ...hour, maxCapacity: 5 }),
      }),
    ).toEqual({ title: "Places at an hour changed by coach", details: ["Places: 3 → 5"] });
    expect(
      auditLine({
        action: "package.price",
        actor: "coach",
        before: json({ packageId: 1, name: "Gym Session", price: "85.00" }),
        after: json({ packageId: 1, name: "Gym Session", price: "1095.00" }),
      }),
    ).toEqual({ title: "Package price changed by coach", details: ["Price: $85 → $1,095"] });
    expect(
      auditLine({ action: "discount.create", actor: "coach", before: null, after: json({ code: "SPRING25" }) }),
    ).toEqual({ title: "Discount code created by coach", details: ["Code: SPRING25"] });
    expect(
      auditLine({ action: "client.note", actor: "coach", before: null, after: json({ id: 2, body: "No lunges" }) })
        .details,
    ).toEqual(["Note: No lunges"]);
  });

  it("reads an action it does not know, and text that is not JSON, without failing", () => {
    expect(auditLine({ action: "booking.something_new", actor: "coach", before: "{oops", after: null })).toEqual({
      title: "booking.something_new by coach",
      details: [],
    });
  });
});
