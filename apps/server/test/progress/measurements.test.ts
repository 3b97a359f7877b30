// Her body's measurements: one set a day, saved again as one, dated today or up to five years back, seen by her and
// the trainer only, and gone when she erases her data.
import { bodyMeasurements } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, signInAdmin, signInClient, startTestServer, type TestServer, trpcError } from "../harness";

let site: TestServer;
const clock = new Date("2026-11-20T14:00:00Z"); // 9 AM on Nov 20 in Miami
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
});
afterAll(() => site?.close());

describe("body measurements", () => {
  it("keeps one set a day, in order, to one decimal; a double tap or a retry is one entry", async () => {
    const { client } = await signInClient(site, "ana.body@example.com");
    const save = client.trpc.progress.saveMeasurement.mutate;
    const saved = await Promise.all([1, 2, 3].map(() => save({ day: "2026-11-20", weightLb: 151.25, waistIn: 31 })));
    expect(saved[0]).toEqual({ day: "2026-11-20", weightLb: 151.3, waistIn: 31, hipsIn: null });
    await save({ day: "2026-10-01", weightLb: "156.5", hipsIn: 41 });
    // Saved again, the day's numbers are replaced, not added to.
    await save({ day: "2026-11-20", weightLb: 150.8, waistIn: 30.5, hipsIn: 40 });
    expect((await client.trpc.progress.measurements.query()).entries).toEqual([
      { day: "2026-10-01", weightLb: 156.5, waistIn: null, hipsIn: 41 },
      { day: "2026-11-20", weightLb: 150.8, waistIn: 30.5, hipsIn: 40 },
    ]);
    const left = await client.trpc.progress.removeMeasurement.mutate({ day: "2026-10-01" });
    expect(left.entries.map((entry) => entry.day)).toEqual(["2026-11-20"]);
    // Removing it again changes nothing.
    expect((await client.trpc.progress.removeMeasurement.mutate({ day: "2026-10-01" })).entries).toHaveLength(1);
  });

  it("refuses a slipped digit, an empty set and a day out of range, naming the field in her language", async () => {
    const { client } = await signInClient(site, "bea.body@example.com");
    const spanish = client.trpcWith({ [SITE_LANGUAGE_HEADER]: "es" });
    const refusedAt = async (input: Parameters<typeof spanish.progress.saveMeasurement.mutate>[0]) => {
      const error = await trpcError(spanish.progress.saveMeasurement.mutate(input));
      expect(error.data?.httpStatus).toBe(400);
      return error.data?.issues?.map((issue) => [issue.path, issue.message]);
    };
    expect(await refusedAt({ day: "2026-11-20", weightLb: 1500 })).toEqual([
      ["weightLb", "El peso debe estar entre 50 y 700 lb"],
    ]);
    expect(await refusedAt({ day: "2026-11-20", waistIn: "abc" as unknown as number })).toEqual([
      ["waistIn", "La cintura debe estar entre 15 y 80 pulgadas"],
    ]);
    expect(await refusedAt({ day: "2026-11-20" })).toEqual([["weightLb", "Escribe al menos una medida"]]);
    expect(await refusedAt({ day: "2026-11-21", hipsIn: 40 })).toEqual([
      ["day", "Elige hoy o un día de los últimos 5 años."],
    ]);
    expect(await refusedAt({ day: "2021-11-19", hipsIn: 40 })).toEqual([
      ["day", "Elige hoy o un día de los últimos 5 años."],
    ]);
    expect(await refusedAt({ day: "2026-02-30", hipsIn: 40 })).toEqual([["day", expect.any(String)]]);
    // The edges are taken.
    await spanish.progress.saveMeasurement.mutate({ day: "2021-11-20", weightLb: 50, waistIn: 80, hipsIn: 90 });
    expect(await site.db.$count(bodyMeasurements)).toBeGreaterThan(0);
  });

  it("is hers and the trainer's only, and goes with her data", async () => {
    const cara = await signInClient(site, "cara.body@example.com");
    await cara.client.trpc.progress.saveMeasurement.mutate({ day: "2026-11-19", weightLb: 170 });
    const dora = await signInClient(site, "dora.body@example.com");
    expect((await dora.client.trpc.progress.measurements.query()).entries).toEqual([]);
    expect((await trpcError(site.trpc.progress.measurements.query())).data?.httpStatus).toBe(401);
    expect(
      (await trpcError(dora.client.trpc.admin.progress.measurements.query({ email: "cara.body@example.com" }))).data
        ?.httpStatus,
    ).toBe(401);

    const admin = await signInAdmin(site);
    const seen = await admin.trpc.admin.progress.measurements.query({ email: "Cara.Body@example.com" });
    expect(seen.entries).toEqual([{ day: "2026-11-19", weightLb: 170, waistIn: null, hipsIn: null }]);
    expect((await admin.trpc.admin.progress.measurements.query({ email: "nobody@example.com" })).entries).toEqual([]);

    await cara.client.trpc.portal.sendEraseCode.mutate();
    await cara.client.trpc.portal.eraseMyData.mutate({ code: await latestCode(site, "cara.body@example.com") });
    expect(await site.db.$count(bodyMeasurements, eq(bodyMeasurements.userId, cara.userId))).toBe(0);
  });
});
