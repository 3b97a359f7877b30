import { describe, expect, it } from "vitest";
import { redactor } from "./redact";

describe("redactor", () => {
  it("replaces each value in any case, as plain text and inside JSON text", () => {
    const redact = redactor(['Ana "Nena" Ruiz', "ana@example.com", "Ana"]);
    const json = JSON.stringify({ clientName: 'Ana "Nena" Ruiz', clientEmail: "ANA@example.com", note: "Ana called" });
    expect(redact?.(json)).toBe(
      JSON.stringify({ clientName: "[erased]", clientEmail: "[erased]", note: "[erased] called" }),
    );
  });

  it("replaces a value as an e-mail's HTML escaped it", () => {
    const redact = redactor(["Ana O'Neil & Co"]);
    expect(redact?.("<p>Ana O&#39;Neil &amp; Co sent you a gift card</p>")).toBe(
      "<p>[erased] sent you a gift card</p>",
    );
  });

  it("leaves values too short to tell apart from ordinary words, and has nothing to do without values", () => {
    expect(redactor(["Al", " ", null, undefined])).toBeNull();
    expect(redactor(["Al", "Alba Ortiz"])?.("Al met Alba Ortiz")).toBe("Al met [erased]");
  });
});
