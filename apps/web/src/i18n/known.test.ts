import { createI18n } from "@studio/i18n";
import { i18nFromFiles } from "@studio/i18n/from-files";
import { describe, expect, it } from "vitest";
import { knownText, serverMessage } from "./known";

describe("words keyed by their English text", () => {
  it("are the page's language where the catalogue is loaded, and English with its values filled in elsewhere", () => {
    const spanish = i18nFromFiles("es", ["controls"]);
    expect(knownText(spanish, "controls", "Take Photo")).toBe("Tomar foto");
    expect(knownText(spanish, "controls", "{label} preview", { label: "Foto" })).toBe("Vista previa: Foto");
    // The back office loads no `controls`: its words stay as they were.
    const backOffice = createI18n("es");
    expect(knownText(backOffice, "controls", "{label}: gallery", { label: "Cover image" })).toBe(
      "Cover image: gallery",
    );
    expect(knownText(backOffice, "controls", "Page {page}", { page: "2" })).toBe("Page 2");
  });

  it("translates the server's answers, by their English or their shape, and leaves unknown ones as sent", () => {
    const spanish = i18nFromFiles("es", ["validation", "workouts"]);
    expect(serverMessage(spanish, "You're already subscribed. Thank you for being part of the community!")).toMatch(
      /^Ya estás suscrita/,
    );
    expect(serverMessage(spanish, "Program sent to Ana María's email.")).toContain("Ana María");
    expect(serverMessage(i18nFromFiles("es", ["controls"]), "Too many uploads. Please try again in 1 minute.")).toBe(
      "Demasiadas fotos subidas. Inténtalo de nuevo en 1 minuto.",
    );
    expect(serverMessage(spanish, "Something new the server says.")).toBe("Something new the server says.");
    expect(serverMessage(spanish, "Too many tries. Please try again in 5 minutes.")).toBe(
      "Too many tries. Please try again in 5 minutes.",
    );
    // In English the answer is the server's own, character for character.
    const english = i18nFromFiles("en", ["validation"]);
    for (const answer of [
      "Too many uploads. Please try again in 1 minute.",
      "Too many uploads. Please try again in 12 minutes.",
      "You're already subscribed. Thank you for being part of the community!",
    ])
      expect(serverMessage(english, answer)).toBe(answer);
  });
});
