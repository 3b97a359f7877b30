import { describe, expect, it } from "vitest";
import { packExpiring } from "./pack-expiring";

describe("packExpiring", () => {
  const input = {
    clientName: "Lucía Gómez",
    packageName: "12 sesiones en el gimnasio",
    expiresAt: new Date("2027-01-24T04:59:59.999Z"),
    link: "https://example.com/es/my-bookings",
  };

  it("tells her in Spanish how many sessions lapse on which day, with the way to book them", () => {
    const mail = packExpiring({ ...input, left: 3, language: "es" });
    expect(mail.subject).toBe("3 sesiones de 12 sesiones en el gimnasio por reservar antes del sábado, 23 de enero");
    expect(mail.text).toContain("Hola, Lucía:");
    expect(mail.text).toContain("Reservar mis sesiones: https://example.com/es/my-bookings");
    expect(mail.html).toContain('lang="es"');
  });

  it("counts one session as one", () => {
    expect(packExpiring({ ...input, packageName: "12 Gym Sessions", left: 1 }).subject).toBe(
      "1 session of 12 Gym Sessions to book by Saturday, January 23",
    );
  });
});
