import { describe, expect, it } from "vitest";
import { waitlistOffer } from "./waitlist-offer";

const offer = {
  clientName: "Ana López",
  when: "Thu, Jun 11, 2026 at 7:00 AM ET",
  until: "Wed, Jun 10, 2026 at 7:00 AM ET",
  location: "Brickell Athletic Club",
  claimUrl: "https://carmenreyesfitness.com/waitlist/claim?entry=3",
};

describe("a waiting list's offer", () => {
  it("says a place offered to her alone is held for her until its end", () => {
    const mail = waitlistOffer({ ...offer, alone: true });
    expect(mail.text).toContain(
      "A place opened at Thu, Jun 11, 2026 at 7:00 AM ET and it is held for you until Wed, Jun 10, 2026 at 7:00 AM ET.\n",
    );
    expect(mail.html).toContain("Held for you until Wed, Jun 10, 2026 at 7:00 AM ET");
  });

  it("says a place offered to everyone goes to the first to claim it", () => {
    const mail = waitlistOffer({ ...offer, alone: false });
    expect(mail.text).toContain("the first to claim it has it (until Wed, Jun 10, 2026 at 7:00 AM ET).");
    expect(mail.text).not.toContain("held for you");
  });

  it("says both in Spanish, each a whole sentence", () => {
    const when = "jueves, 11 de junio, 7:00 a.m.";
    const until = "miércoles, 10 de junio, 7:00 a.m.";
    expect(waitlistOffer({ ...offer, when, until, alone: true, language: "es" }).text).toContain(
      `Se abrió un lugar el ${when} y te lo guardamos hasta el ${until}.\n`,
    );
    expect(waitlistOffer({ ...offer, when, until, alone: false, language: "es" }).text).toContain(
      `es de quien lo reclame primero (hasta el ${until}).\n`,
    );
  });
});
