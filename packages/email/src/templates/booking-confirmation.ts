import { escapeHtml, layout } from "../layout";

export interface BookingConfirmationInput {
  bookingId: number;
  clientName: string;
  packageName: string;
  /** "gym", "home", "online" or "workout_of_day". */
  category: string;
  sessionCount: number;
  amount: string;
  paidAt: Date;
  publicUrl: string;
}

function nextSteps(input: BookingConfirmationInput): string[] {
  if (input.category === "workout_of_day") {
    return [
      "Your workout is ready now: open the Workout of the Day page and enter this e-mail address to get your code.",
    ];
  }
  if (input.category === "online") {
    return [
      "Open the workout portal and enter this e-mail address; we will send you a code to unlock your program.",
      "Your first weekly video check-in will be scheduled by e-mail within 24 hours.",
    ];
  }
  if (input.sessionCount === 1) {
    return ["I will contact you within 24 hours to schedule your session."];
  }
  return [
    `Your ${input.sessionCount} sessions are waiting to be scheduled. Book each one from My Sessions, ideally 1-2 weeks ahead.`,
    "You will get a reminder e-mail 24 hours before every session.",
  ];
}

export function bookingConfirmation(input: BookingConfirmationInput) {
  const portal =
    input.category === "online"
      ? { href: `${input.publicUrl}/workout-access`, label: "Open the workout portal" }
      : input.category === "workout_of_day"
        ? { href: `${input.publicUrl}/workout-of-the-day`, label: "Get your workout" }
        : { href: `${input.publicUrl}/my-bookings`, label: "Go to My Sessions" };
  const steps = nextSteps(input);
  const sessions = input.sessionCount === 1 ? "1 session" : `${input.sessionCount} sessions`;
  const paid = input.paidAt.toLocaleDateString("en-US", { timeZone: "America/New_York", dateStyle: "medium" });
  return layout({
    subject: `Booking confirmed: ${input.packageName}`,
    preheader: `Booking #${input.bookingId} is confirmed. Here is what happens next.`,
    bodyHtml: `<p style="margin-top:0">Hi ${escapeHtml(input.clientName)},</p>
<p>Thank you for booking with me. Your booking is confirmed and paid.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;border:1px solid #f3dde6;border-radius:8px">
<tr><td style="padding:10px 14px;color:#5c4a52">Booking</td><td style="padding:10px 14px;text-align:right">#${input.bookingId}</td></tr>
<tr><td style="padding:10px 14px;color:#5c4a52">Package</td><td style="padding:10px 14px;text-align:right">${escapeHtml(input.packageName)} (${sessions})</td></tr>
<tr><td style="padding:10px 14px;color:#5c4a52">Paid</td><td style="padding:10px 14px;text-align:right"><strong>$${escapeHtml(input.amount)}</strong> on ${escapeHtml(paid)}</td></tr>
</table>
<p style="margin-bottom:4px"><strong>What happens next</strong></p>
<ul style="margin-top:4px">${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(portal.href)}" style="display:inline-block;background:#7a2e4f;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none">${escapeHtml(portal.label)}</a></p>
<p style="font-size:14px;color:#5c4a52">Keep this e-mail as your receipt. Sessions can be rescheduled up to 24 hours before they start.</p>`,
    bodyText: `Hi ${input.clientName},

Thank you for booking with me. Your booking is confirmed and paid.

Booking: #${input.bookingId}
Package: ${input.packageName} (${sessions})
Paid: $${input.amount} on ${paid}

What happens next:
${steps.map((step) => `- ${step}`).join("\n")}

${portal.label}: ${portal.href}

Keep this e-mail as your receipt. Sessions can be rescheduled up to 24 hours before they start.`,
  });
}
