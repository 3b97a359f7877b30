import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { browserLanguage } from "./browser-language";

const asking = (acceptLanguage?: string) =>
  ({ headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage } }) as FastifyRequest;

describe("browserLanguage", () => {
  it("answers each header the same however often it is asked, beyond what it remembers too", () => {
    const cases: [string | undefined, string][] = [
      [undefined, "en"],
      ["es-MX,es;q=0.9,en;q=0.8", "es"],
      ["en-US,en;q=0.9,es;q=0.8", "en"],
      ["fr-FR,fr;q=0.9", "en"],
      ["fr;q=1,es;q=0.5", "es"],
      ["", "en"],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [header, language] of cases) expect(browserLanguage(asking(header))).toBe(language);
      // More distinct headers than it keeps: the answers stay right after it starts again.
      for (let n = 0; n < 300; n++) expect(browserLanguage(asking(`de;q=0.${n % 10},es;q=0.1,x-${n}`))).toBe("es");
    }
  });
});
