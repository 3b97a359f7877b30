import { describe, expect, it } from "vitest";
import { createI18n, type MessageId, translate } from "./index";

describe("a message the catalogues do not hold", () => {
  it("fails outside production, naming the message and the language", () => {
    const i18n = createI18n("es", { "common.known": "Conocido" });
    expect(translate(i18n, "common.known" as MessageId)).toBe("Conocido");
    expect(() => translate(i18n, "common.unknown" as MessageId)).toThrow(
      'The message "common.unknown" is in no es catalogue loaded here',
    );
  });
});
