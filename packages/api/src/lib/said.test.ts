import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { refusal, sayingOf, says } from "./said";

describe("what the server says", () => {
  it("is a message ID with its values, said in either language", () => {
    const saying = says("server.waitlist.atMost", { count: 3 });
    expect(saying.in("en")).toBe("You can wait for at most 3 times at once. Leave one to join another.");
    expect(saying.in("es")).toBe(
      "Puedes estar en lista de espera para 3 horarios a la vez como máximo. Sal de uno para unirte a otro.",
    );
    expect(saying.said("es")).toEqual({ id: "server.waitlist.atMost", values: { count: 3 } });
  });

  it("words its values per language", () => {
    const saying = says("server.limit.signIn", (language) => ({ minutes: language === "es" ? 2 : 1 }));
    expect(saying.in("en")).toBe("Too many sign-in attempts. Please try again in 1 minute.");
    expect(saying.said("es").values).toEqual({ minutes: 2 });
  });

  it("refuses with its English as the error's message, and keeps what it says", () => {
    const error = refusal("CONFLICT", "server.sessions.full");
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("This time is full. Please choose another.");
    expect(sayingOf(error)?.in("es")).toBe("Este horario ya está lleno. Elige otro.");
  });
});

/**
 * Only the trainer reads these files' refusals, in the back office, which is English: an error thrown anywhere else
 * reaches a client or a visitor, so it must be a refusal by message ID (said in her language), never English text.
 */
const TRAINERS_ONLY = [
  /\/admin\.ts$/,
  /^auth\/(router|security|second-factor)\.ts$/,
  /^dev-tools\//,
  /^trpc\.ts$/,
  /^lib\/(said|errors)\.ts$/,
  /^testimonials\/testimonials\.ts$/,
  /^contact\/reply\.ts$/,
  /^clients\/(summaries|profile|messages|message-templates|broadcasts)\.ts$/,
  /^payments\/refunds\.ts$/,
  /^bookings\/(cancel|mark-paid|expiry)\.ts$/,
  /^sessions\/away-refusal\.ts$/,
  // The trainer's assigning of a plan and her comment on a client's day (a client only reads comments).
  /^training\/(client-plans|comments)\.ts$/,
  // Her Workouts of the Day's picks from her exercise library, checked when she publishes one.
  /^programs\/workout-library\.ts$/,
];

describe("every refusal a client can meet", () => {
  it("is said by message ID, outside the trainer's own files", () => {
    const src = join(import.meta.dirname, "..");
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const english = files.filter((file) => {
      const path = relative(src, join(src, file)).replaceAll("\\", "/");
      if (TRAINERS_ONLY.some((rule) => rule.test(path))) return false;
      return /new TRPCError\(\{[^}]*\bmessage\b/s.test(readFileSync(join(src, file), "utf8"));
    });
    expect(english).toEqual([]);
  });
});
