import { describe, expect, it } from "vitest";
import { assembled, changesWhoIsSignedIn, keepable, keptBatch, keyOf, proceduresOf, sessionGone } from "./read-batches";

const batch = (procedures: string, inputs?: object) =>
  new URL(
    `https://studio.example/trpc/${procedures}?batch=1${inputs ? `&input=${encodeURIComponent(JSON.stringify(inputs))}` : ""}`,
  );

describe("her reads in a tRPC batch", () => {
  it("reads each call of a batch with its own input", () => {
    expect(keptBatch(batch("training.today,portal.me", { "0": { day: "2026-03-02" } }))).toEqual([
      { procedure: "training.today", input: { day: "2026-03-02" } },
      { procedure: "portal.me", input: null },
    ]);
    expect(keptBatch(batch("portal.mySessions"))).toEqual([{ procedure: "portal.mySessions", input: null }]);
  });

  it("keeps her training and portal reads, never the trainer's, her download, her health answers or her feed's link", () => {
    expect(keptBatch(batch("admin.training.clientView", { "0": { userId: 1 } }))).toBeNull();
    for (const procedure of ["portal.myDataJson", "portal.myDataCsv", "portal.intake", "portal.calendarFeed"])
      expect(keptBatch(batch(procedure)), procedure).toBeNull();
    // Beside a kept read, another call is carried through but never kept.
    const mixed = keptBatch(batch("portal.me,admin.clients.list")) ?? [];
    const answers = [{ result: { data: { userId: 1 } } }, { result: { data: [{ email: "someone@example.com" }] } }];
    expect(keepable(mixed, answers).map(({ call }) => call.procedure)).toEqual(["portal.me"]);
  });

  it("is not a kept batch without batch=1, with input that is not JSON, or outside /trpc", () => {
    expect(keptBatch(new URL("https://studio.example/trpc/portal.me"))).toBeNull();
    expect(keptBatch(new URL("https://studio.example/trpc/portal.me?batch=1&input=%7Bnope"))).toBeNull();
    expect(keptBatch(new URL("https://studio.example/api/portal.me?batch=1"))).toBeNull();
    expect(proceduresOf(new URL("https://studio.example/trpc/portal.signOut?batch=1"))).toEqual(["portal.signOut"]);
  });

  it("keeps one answer per procedure, input and language", () => {
    const [today] = keptBatch(batch("training.today", { "0": {} })) ?? [];
    if (!today) throw new Error("no call");
    expect(keyOf("https://studio.example", today, "es")).toBe(
      "https://studio.example/trpc/training.today?language=es&input=%7B%7D",
    );
    expect(keyOf("https://studio.example", today, "en")).not.toBe(keyOf("https://studio.example", today, "es"));
  });

  it("keeps results only, never errors", () => {
    const calls = keptBatch(batch("training.today,training.history")) ?? [];
    const answers = [
      { result: { data: { workouts: [] } } },
      { error: { message: "x", data: { code: "BAD_REQUEST" } } },
    ];
    expect(keepable(calls, answers)).toEqual([{ call: calls[0], answer: answers[0] }]);
    expect(keepable(calls, [answers[0]])).toEqual([]);
    expect(keepable(calls, { error: "not a batch's answer" })).toEqual([]);
  });

  it("knows her session is over when a call is refused as unauthorised or portal.me answers nobody", () => {
    const calls = keptBatch(batch("portal.me,training.today")) ?? [];
    const today = { result: { data: { workouts: [] } } };
    expect(sessionGone(calls, [{ result: { data: { userId: 3 } } }, today])).toBe(false);
    expect(sessionGone(calls, [{ result: { data: null } }, today])).toBe(true);
    expect(sessionGone(calls, [{ result: {} }, today])).toBe(true);
    expect(
      sessionGone(calls, [{ result: { data: { userId: 3 } } }, { error: { data: { code: "UNAUTHORIZED" } } }]),
    ).toBe(true);
  });

  it("answers a batch from what was kept, in its order, with an error for a call never kept", () => {
    const calls = keptBatch(batch("portal.me,training.today")) ?? [];
    const me = { result: { data: { userId: 3 } } };
    const today = { result: { data: { workouts: [] } } };
    expect(assembled(calls, [me, today])).toEqual({ answers: [me, today], complete: true, status: 200 });
    const part = assembled(calls, [me, undefined]);
    expect(part.complete).toBe(false);
    expect(part.status).toBe(207);
    expect(part.answers[1]).toMatchObject({ error: { data: { code: "SERVICE_UNAVAILABLE", path: "training.today" } } });
  });

  it("forgets what was kept when someone signs in or out, or erases her account", () => {
    for (const procedure of ["portal.signOut", "portal.verify", "portal.verifySessions", "portal.verifyProgram"])
      expect(changesWhoIsSignedIn(procedure), procedure).toBe(true);
    expect(changesWhoIsSignedIn("portal.eraseMyData")).toBe(true);
    expect(changesWhoIsSignedIn("training.logExercise")).toBe(false);
    expect(changesWhoIsSignedIn("portal.sendCode")).toBe(false);
  });
});
