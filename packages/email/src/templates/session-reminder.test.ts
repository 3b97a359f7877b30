import { describe, expect, it } from "vitest";
import { sessionReminder } from "./session-reminder";

const session = { clientName: "Ana", when: "Fri, Dec 4, 2026 at 7:00 AM ET", location: "Home", sessionNumber: 2 };

describe("session reminder", () => {
  it("invites her to reschedule while the session is 24 hours or more away", () => {
    const mail = sessionReminder({ ...session, changeable: true });
    expect(mail.text).toContain("Reschedule from My Sessions at least 24 hours before.");
    expect(mail.html).toContain("Reschedule from My Sessions");
  });

  it("says plainly, inside 24 hours, that the session can no longer be moved", () => {
    const mail = sessionReminder({ ...session, changeable: false });
    expect(mail.text).not.toContain("Reschedule");
    expect(mail.text).toContain("cancelling it now forfeits the session");
    expect(mail.html).not.toContain("Reschedule");
  });
});
