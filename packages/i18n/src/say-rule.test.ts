import { describe, expect, it } from "vitest";
import { i18nFromFiles } from "./from-files";
import { sayRule } from "./index";

describe("a shared schema's rule", () => {
  it("is said in the page's language when it is a message ID, and kept as written when it is the back office's", () => {
    const spanish = i18nFromFiles("es", ["validation"]);
    expect(sayRule(spanish, "validation.bookings.fullName")).toBe("Escribe tu nombre completo");
    expect(sayRule(i18nFromFiles("en", ["validation"]), "validation.bookings.fullName")).toBe(
      "Please enter your full name",
    );
    expect(sayRule(spanish, "Username is required")).toBe("Username is required");
    expect(() => sayRule(spanish, "validation.noSuchRule")).toThrow(/validation\.noSuchRule/);
  });
});
