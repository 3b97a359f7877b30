// What the booking page and My Sessions say about when sessions run follows the trainer's weekly hours at once.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type HttpClient, signInAdmin, startTestServer, type TestServer } from "../harness";

const webDist = join(import.meta.dirname, "../../../web/dist");
const built = existsSync(join(webDist, "../dist-ssr/server-render.js"));

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer({}, built ? { webDist } : {});
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

const summary = () => site.trpc.hours.summary.query();
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const week = (sessionType: "gym" | "home", hours: number[][]) => ({
  sessionType,
  days: hours.map((dayHours, weekday) => ({ weekday, hours: dayHours })),
});

describe("when sessions run, as the site says it", () => {
  it("is SPEC's sentence while her hours are SPEC's", async () => {
    expect(await summary()).toEqual({ gym: ["Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"], home: null });
  });

  it.skipIf(!built)("follows her new hours on the booking page and My Sessions at once", async () => {
    const before = textOf((await site.client().get("/booking")).text);
    expect(before).toContain("Available session times: Mon-Fri 6am-11am and 4pm-8pm, Sat 9am-12pm.");
    const tuesdayToThursday = [[], [], [7, 8, 9], [7, 8, 9], [7, 8, 9], [], []];
    for (const kind of ["gym", "home"] as const) {
      await admin.trpc.admin.hours.saveWeekly.mutate(week(kind, tuesdayToThursday));
    }
    expect(await summary()).toEqual({ gym: ["Tue-Thu 7am-9am"], home: null });
    await vi.waitFor(async () =>
      expect(textOf((await site.client().get("/booking")).text)).toContain("Available session times: Tue-Thu 7am-9am."),
    );
    expect(textOf((await site.client().get("/my-bookings")).text)).toContain("Sessions run Tue-Thu 7am-9am.");
    // The Spanish page, drawn by the server, says them in Spanish.
    expect(textOf((await site.client().get("/es/booking")).text)).toContain(
      "Horario de sesiones: mar-jue 7 a.m.-9 a.m.",
    );

    // In-home sessions on other hours: each kind is named.
    await admin.trpc.admin.hours.saveWeekly.mutate(week("home", [[], [10, 11], [], [], [], [], []]));
    expect(await summary()).toEqual({ gym: ["Tue-Thu 7am-9am"], home: ["Mon 10am-11am"] });
  });
});
