// What she logs: an id made on her phone, so a log sent twice (or twice at once) is one log; only a planned exercise
// of her own live plan, on a day of the plan that has come; someone else's log id changes nothing; the best weight
// and volume are the server's; a record is a weight heavier than every earlier one, counted once.
import { exerciseLogs } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, startTestServer, type TestServer, trpcError } from "../harness";
import { clientWithPlan, NOW, plannedExercise, TODAY, trainerWithTemplate } from "./training-fixtures";

let site: TestServer;
let admin: HttpClient;
let templateId: number;
beforeAll(async () => {
  site = await startTestServer({}, { now: () => NOW });
  ({ admin, templateId } = await trainerWithTemplate(site));
});
afterAll(() => site?.close());

/** A client with the template from Monday, Nov 16 (Thursday the 19th is its day 3), and her squat's planned row. */
async function client(email: string) {
  const her = await clientWithPlan(site, admin, email, templateId, "2026-11-16");
  return {
    ...her,
    squat: plannedExercise(her.plan, 0, "Goblet Squat"),
    row: plannedExercise(her.plan, 2, "Bent-Over Row"),
  };
}

const sets = (...weights: (number | null)[]) => weights.map((weightLb) => ({ reps: 10, weightLb }));

describe("logging an exercise", () => {
  it("keeps it with the server's best weight and volume, and sent again it is the same log, corrected", async () => {
    const { client: ana, userId, squat } = await client("ana.logs@example.com");
    const id = crypto.randomUUID();
    const first = await ana.trpc.training.logExercise.mutate({
      id,
      planExerciseId: squat,
      day: "2026-11-16",
      sets: [
        { reps: 12, weightLb: 20 },
        { reps: 10, weightLb: 22.5 },
        { reps: 0, weightLb: 30 },
      ],
      effort: 7,
    });
    expect(first.log).toMatchObject({ id, day: "2026-11-16", effort: 7, bestWeightLb: 22.5, volumeLb: 465 });
    expect(first.record).toBe(false);
    // The retry after a lost answer, with a corrected set: one log, the latest numbers.
    const again = await ana.trpc.training.logExercise.mutate({
      id,
      planExerciseId: squat,
      day: "2026-11-16",
      sets: sets(20, 20),
    });
    expect(again.log).toMatchObject({ id, bestWeightLb: 20, volumeLb: 400, effort: null });
    expect(await site.db.$count(exerciseLogs, eq(exerciseLogs.userId, userId))).toBe(1);
  });

  it("sent twice at once is one log with one answer", async () => {
    const { client: bea, userId, squat } = await client("bea.logs@example.com");
    await bea.trpc.training.logExercise.mutate({
      id: crypto.randomUUID(),
      planExerciseId: squat,
      day: "2026-11-16",
      sets: sets(20),
    });
    const id = crypto.randomUUID();
    const sent = await Promise.all(
      [1, 2, 3, 4].map(() =>
        bea.trpc.training.logExercise.mutate({ id, planExerciseId: squat, day: TODAY, sets: sets(25, 25) }),
      ),
    );
    expect(await site.db.$count(exerciseLogs, eq(exerciseLogs.userId, userId))).toBe(2);
    // Each answer says the same: heavier than Monday's 20 lb, so a record, compared with the logs before it only.
    expect(sent.map((answer) => [answer.log.id, answer.record, answer.previousBestLb])).toEqual(
      sent.map(() => [id, true, 20]),
    );
  });

  it("notices a record: strictly heavier than every earlier log, never the first", async () => {
    const { client: cara, squat } = await client("cara.logs@example.com");
    const log = (day: string, ...weights: (number | null)[]) =>
      cara.trpc.training.logExercise.mutate({
        id: crypto.randomUUID(),
        planExerciseId: squat,
        day,
        sets: sets(...weights),
      });
    expect((await log("2026-11-16", 20, 25)).record).toBe(false); // her first
    expect((await log("2026-11-17", null)).record).toBe(false); // bodyweight
    expect((await log("2026-11-17", 25)).record).toBe(false); // equal is no record
    const heavier = await log("2026-11-18", 20, 27.5);
    expect([heavier.record, heavier.previousBestLb]).toEqual([true, 25]);
    // A day she fills in later is compared with the days before it.
    const backfilled = await log("2026-11-16", 22.5);
    expect([backfilled.record, backfilled.previousBestLb]).toEqual([false, 25]);
    expect((await log(TODAY, 27.5)).record).toBe(false);
  });

  it("refuses a day not come yet, or outside her plan, in her language, naming the day", async () => {
    const { client: dora, squat } = await client("dora.logs@example.com");
    const spanish = dora.trpcWith({ [SITE_LANGUAGE_HEADER]: "es" });
    const refused = async (day: string) => {
      const error = await trpcError(
        spanish.training.logExercise.mutate({ id: crypto.randomUUID(), planExerciseId: squat, day, sets: sets(20) }),
      );
      expect(error.data?.httpStatus).toBe(400);
      return error.data?.issues;
    };
    expect(await refused("2026-11-20")).toEqual([{ path: "day", message: "Podrás registrarlo cuando llegue su día." }]);
    expect(await refused("2026-11-15")).toEqual([{ path: "day", message: "Elige un día de este plan." }]);
  });

  it("refuses a set past its bounds in her language, naming it", async () => {
    const { client: eva, squat } = await client("eva.logs@example.com");
    const spanish = eva.trpcWith({ [SITE_LANGUAGE_HEADER]: "es" });
    const issues = async (input: object) =>
      (
        await trpcError(
          spanish.training.logExercise.mutate({
            id: crypto.randomUUID(),
            planExerciseId: squat,
            day: TODAY,
            sets: sets(20),
            ...input,
          } as Parameters<typeof spanish.training.logExercise.mutate>[0]),
        )
      ).data?.issues;
    expect(await issues({ sets: [{ reps: 10, weightLb: 1500.1 }] })).toEqual([
      { path: "sets.0.weightLb", message: "El peso debe estar entre 0 y 1,500 lb" },
    ]);
    expect(await issues({ sets: [{ reps: 101, weightLb: 20 }] })).toEqual([
      { path: "sets.0.reps", message: "Las repeticiones deben ser un número entero de 0 a 100" },
    ]);
    expect(await issues({ sets: sets(...Array.from({ length: 11 }, () => 20)) })).toEqual([
      { path: "sets", message: "Registra de 1 a 10 series" },
    ]);
    expect(await issues({ effort: 11 })).toEqual([{ path: "effort", message: "El esfuerzo debe ser de 1 a 10" }]);
    expect(await issues({ id: "not-a-uuid" })).toEqual([
      { path: "id", message: "No pudimos guardar este registro. Inténtalo de nuevo." },
    ]);
    // The edges are taken: ten sets of 100 reps at 1,500 lb.
    const heaviest = await eva.trpc.training.logExercise.mutate({
      id: crypto.randomUUID(),
      planExerciseId: squat,
      day: TODAY,
      sets: Array.from({ length: 10 }, () => ({ reps: 100, weightLb: 1500 })),
      effort: 10,
    });
    expect(heaviest.log).toMatchObject({ bestWeightLb: 1500, volumeLb: 1_500_000 });
  });
});

describe("another client's training", () => {
  it("cannot be logged into: her plan's exercise is not found, and her log id changes nothing", async () => {
    const fay = await client("fay.logs@example.com");
    const gia = await client("gia.logs@example.com");
    const fays = crypto.randomUUID();
    await fay.client.trpc.training.logExercise.mutate({
      id: fays,
      planExerciseId: fay.squat,
      day: TODAY,
      sets: sets(30),
    });

    // Gia names Fay's planned exercise: not in her plans.
    const foreign = await trpcError(
      gia.client.trpc.training.logExercise.mutate({
        id: crypto.randomUUID(),
        planExerciseId: fay.squat,
        day: TODAY,
        sets: sets(99),
      }),
    );
    expect([foreign.data?.httpStatus, foreign.message]).toEqual([404, "This exercise is not in one of your plans."]);
    // Gia sends Fay's log id with her own exercise: refused as not found, Fay's log untouched.
    const taken = await trpcError(
      gia.client.trpc.training.logExercise.mutate({ id: fays, planExerciseId: gia.squat, day: TODAY, sets: sets(99) }),
    );
    expect([taken.data?.httpStatus, taken.message]).toEqual([404, "This log was not found."]);
    const [kept] = await site.db.select().from(exerciseLogs).where(eq(exerciseLogs.id, fays));
    expect(kept).toMatchObject({ userId: fay.userId, bestWeightLb: "30.0" });
    // Nor can she remove it.
    await gia.client.trpc.training.removeLog.mutate({ id: fays });
    expect(await site.db.$count(exerciseLogs, eq(exerciseLogs.id, fays))).toBe(1);
    // Nobody signed out can log.
    const anonymous = await trpcError(
      site.trpc.training.logExercise.mutate({
        id: crypto.randomUUID(),
        planExerciseId: fay.squat,
        day: TODAY,
        sets: sets(1),
      }),
    );
    expect(anonymous.data?.httpStatus).toBe(401);
  });

  it("a plan taken away cannot be logged into; her logs stay, and she removes one of hers", async () => {
    const hana = await client("hana.logs@example.com");
    const id = crypto.randomUUID();
    await hana.client.trpc.training.logExercise.mutate({
      id,
      planExerciseId: hana.row,
      day: "2026-11-18",
      sets: sets(15),
    });
    await admin.trpc.admin.training.plans.archive.mutate({ id: hana.plan.id });
    const refused = await trpcError(
      hana.client.trpc.training.logExercise.mutate({
        id: crypto.randomUUID(),
        planExerciseId: hana.squat,
        day: TODAY,
        sets: sets(20),
      }),
    );
    expect(refused.data?.httpStatus).toBe(404);
    expect(await site.db.$count(exerciseLogs, eq(exerciseLogs.userId, hana.userId))).toBe(1);
    expect(await hana.client.trpc.training.removeLog.mutate({ id })).toEqual({ success: true });
    expect(await hana.client.trpc.training.removeLog.mutate({ id })).toEqual({ success: true });
    expect(await site.db.$count(exerciseLogs, eq(exerciseLogs.userId, hana.userId))).toBe(0);
  });
});
