import { createI18n } from "@studio/i18n";
import { i18nFor } from "@studio/i18n/server";
import { describe, expect, it } from "vitest";
import { knownText, serverMessage } from "./known";

describe("words keyed by their English text", () => {
  it("are the page's language where the catalogue is loaded, and English with its values filled in elsewhere", () => {
    const spanish = i18nFor("es", ["controls"]);
    expect(knownText(spanish, "controls", "Take Photo")).toBe("Tomar foto");
    expect(knownText(spanish, "controls", "{label} preview", { label: "Foto" })).toBe("Vista previa: Foto");
    // The back office loads no `controls`: its words stay as they were.
    const backOffice = createI18n("es");
    expect(knownText(backOffice, "controls", "{label}: gallery", { label: "Cover image" })).toBe(
      "Cover image: gallery",
    );
    expect(knownText(backOffice, "controls", "Page {page}", { page: "2" })).toBe("Page 2");
  });

  it("translates the server's answers and its rate limits with the wait it gave, and leaves unknown ones as sent", () => {
    const spanish = i18nFor("es", ["validation"]);
    expect(serverMessage(spanish, "This unsubscribe link is not valid.")).toBe(
      "Este enlace para darte de baja no es válido.",
    );
    expect(serverMessage(spanish, "Too many sign-ups. Please try again in 1 minute.")).toBe(
      "Demasiadas suscripciones. Inténtalo de nuevo en 1 minuto.",
    );
    expect(serverMessage(spanish, "Too many recipes shared. Please try again in 42 minutes.")).toBe(
      "Ya compartiste muchas recetas. Inténtalo de nuevo en 42 minutos.",
    );
    expect(serverMessage(spanish, "Something new the server says.")).toBe("Something new the server says.");
    expect(serverMessage(spanish, "Too many tries. Please try again in 5 minutes.")).toBe(
      "Too many tries. Please try again in 5 minutes.",
    );
    // In English the answer is the server's own, character for character.
    const english = i18nFor("en", ["validation"]);
    for (const answer of [
      "Too many uploads. Please try again in 1 minute.",
      "Too many uploads. Please try again in 12 minutes.",
      "You're already subscribed. Thank you for being part of the community!",
    ])
      expect(serverMessage(english, answer)).toBe(answer);
  });
});
