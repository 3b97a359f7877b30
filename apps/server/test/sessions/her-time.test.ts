// The trainer is one person in one place: an in-home hour is hers alone, a gym hour holds up to its capacity, and
// between two places she has her travel time. Every path that puts a session into an hour obeys it (the client's
// picker and scheduling, the waiting list, the trainer's own scheduling), a burst included.
import { packageSessions } from "@studio/db";
import { miamiInstant } from "@studio/validators/studio-time";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedule, signedInBuyer } from "../fixtures";
import { type HttpClient, signInAdmin, startTestServer, type TestServer, trpcError } from "../harness";

let site: TestServer;
let admin: HttpClient;
// Monday Nov 23, 2026, 9:00 AM in Miami: Monday Nov 30 is a week ahead.
const clock = new Date("2026-11-23T14:00:00Z");
const MONDAY = "2026-11-30";
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

const GYM_PACK = 6;
const HOME_PACK = 9;

let clients = 0;
/** A client with a paid pack of in-home sessions at `address`, signed in. */
function homeClient(address: string) {
  const n = ++clients;
  return signedInBuyer(site, `home.${n}@example.com`, {
    packageId: HOME_PACK,
    clientName: `Home Client ${n}`,
    address,
  });
}
const gymClient = () => signedInBuyer(site, `gym.${++clients}@example.com`, { packageId: GYM_PACK });

/** The hours of a day her picker offers, and those it shows full. */
async function picker(client: HttpClient, sessionId: number, date: string) {
  const week = await client.trpc.portal.availability.query({ sessionId, weekStart: date });
  const day = week.days.find((each) => each.date === date);
  return {
    open: day?.times.filter((time) => time.available).map((time) => time.time) ?? [],
    full: day?.times.filter((time) => time.full).map((time) => time.time) ?? [],
  };
}

const setTravel = (travelMinutes: number) => admin.trpc.admin.hours.saveDaySettings.mutate({ travelMinutes });

describe("an in-home hour", () => {
  it("takes the hour from the gym and her travel time around it, in the picker and when booking", async () => {
    const home = await homeClient("3300 Grand Ave, Coconut Grove, FL 33133");
    expect((await schedule(home.client, home.sessionIds[0] ?? 0, MONDAY, "17:00")).status).toBe(200);

    const gym = await gymClient();
    const gymSession = gym.sessionIds[0] ?? 0;
    const seen = await picker(gym.client, gymSession, MONDAY);
    // 30 minutes' travel by default: 4 PM and 6 PM are too close to the home at 5 PM.
    expect(seen.full).toEqual(expect.arrayContaining(["16:00", "17:00", "18:00"]));
    expect(seen.open).toEqual(expect.arrayContaining(["11:00", "19:00", "20:00"]));
    for (const time of ["16:00", "17:00", "18:00"]) {
      const refused = await schedule(gym.client, gymSession, MONDAY, time);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toBe("This time is full. Please choose another.");
    }
    expect((await schedule(gym.client, gymSession, MONDAY, "19:00")).status).toBe(200);

    // A full hour has a waiting list: she can wait for 5 PM at the gym.
    const wait = await gym.client.trpc.portal.joinWaitlist.mutate({
      sessionId: gym.sessionIds[1] ?? 0,
      date: MONDAY,
      time: "17:00",
    });
    expect(wait.status).toBe("waiting");
  });

  it("is one client's: a second home, even next door, cannot have it", async () => {
    const first = await homeClient("10 Palm Ave, Miami Beach, FL 33139");
    const second = await homeClient("12 Palm Ave, Miami Beach, FL 33139");
    expect((await schedule(first.client, first.sessionIds[0] ?? 0, MONDAY, "07:00")).status).toBe(200);
    expect((await picker(second.client, second.sessionIds[0] ?? 0, MONDAY)).full).toContain("07:00");
    expect((await schedule(second.client, second.sessionIds[0] ?? 0, MONDAY, "07:00")).status).toBe(409);
    // The same home the next hour needs no travel: her second session follows on.
    expect((await schedule(first.client, first.sessionIds[1] ?? 0, MONDAY, "08:00")).status).toBe(200);
  });

  it("follows her travel time as she sets it, and lists what a longer one breaks", async () => {
    const TUESDAY = "2026-12-01";
    await setTravel(0);
    const home = await homeClient("77 Bayshore Dr, Miami, FL 33133");
    const gym = await gymClient();
    expect((await schedule(home.client, home.sessionIds[0] ?? 0, TUESDAY, "10:00")).status).toBe(200);
    // No travel time: the gym the hour before is fine.
    expect((await schedule(gym.client, gym.sessionIds[0] ?? 0, TUESDAY, "09:00")).status).toBe(200);
    expect(await admin.trpc.admin.hours.daySettings.query()).toEqual({ travelMinutes: 0, agendaTime: "06:00" });

    await setTravel(60);
    const listed = await admin.trpc.admin.hours.twoPlacesSessions.query();
    const tuesday = listed.filter((session) => session.date === TUESDAY);
    expect(tuesday.map((session) => [session.time, session.clashesWith.time])).toEqual([
      ["09:00", "10:00"],
      ["10:00", "09:00"],
    ]);
    expect(tuesday[1]?.clashesWith.sessionType).toBe("gym");
    expect(tuesday[0]?.clashesWith.address).toBe("77 Bayshore Dr, Miami, FL 33133");

    // An hour of travel: the gym at 11 AM starts as the home at 10 AM ends, with no time to get there.
    const another = await gymClient();
    expect((await schedule(another.client, another.sessionIds[0] ?? 0, TUESDAY, "11:00")).status).toBe(409);
    await setTravel(30);
  });

  it("refuses the trainer too, saying whom she would be with", async () => {
    const WEDNESDAY = "2026-12-02";
    const home = await homeClient("5 Coral Way, Miami, FL 33145");
    expect((await schedule(home.client, home.sessionIds[0] ?? 0, WEDNESDAY, "16:00")).status).toBe(200);
    const gym = await gymClient();
    const refused = await trpcError(
      admin.trpc.admin.sessions.schedule.mutate({ id: gym.sessionIds[0] ?? 0, date: WEDNESDAY, time: "17:00" }),
    );
    expect(refused.data?.httpStatus).toBe(409);
    expect(refused.message).toMatch(/^You are with Home Client \d+ at her home \(5 Coral Way, Miami, FL 33145\) on /);
    expect(refused.message).toMatch(/you need 30 minutes to travel between places\.$/);
  });
});

describe("her travel time setting", () => {
  it("refuses bad values by name and changes nothing, and is the trainer's alone", async () => {
    await setTravel(45);
    for (const travelMinutes of [-1, 181, 30.5, "30", true, "0x10", null, 1e308]) {
      const refused = await trpcError(
        admin.trpc.admin.hours.saveDaySettings.mutate({ travelMinutes } as unknown as { travelMinutes: number }),
      );
      expect(refused.data?.httpStatus, String(travelMinutes)).toBe(400);
      expect(refused.data?.issues?.[0]?.path, String(travelMinutes)).toBe("travelMinutes");
    }
    const client = (await gymClient()).client;
    expect(
      (await trpcError(client.trpc.admin.hours.saveDaySettings.mutate({ travelMinutes: 0 }))).data?.httpStatus,
    ).toBe(401);
    expect(await admin.trpc.admin.hours.daySettings.query()).toEqual({ travelMinutes: 45, agendaTime: "06:00" });
    await setTravel(30);
  });
});

describe("a burst at neighbouring hours", () => {
  it("never leaves her in two places, or with less than her travel time", async () => {
    const THURSDAY = "2026-12-03";
    const hours = ["16:00", "17:00", "18:00", "19:00"];
    const homes = await Promise.all(hours.map((_, n) => homeClient(`${n + 1} Burst St, Miami, FL 33101`)));
    const gyms = await Promise.all(Array.from({ length: 8 }, () => gymClient()));
    const tries = [
      ...homes.flatMap((home) => hours.map((time, n) => ({ client: home.client, id: home.sessionIds[n] ?? 0, time }))),
      ...gyms.flatMap((gym) => hours.map((time, n) => ({ client: gym.client, id: gym.sessionIds[n] ?? 0, time }))),
    ];
    const answers = await Promise.all(tries.map((each) => schedule(each.client, each.id, THURSDAY, each.time)));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);

    const rows = await site.db
      .select({ startsAt: packageSessions.startsAt, id: packageSessions.id })
      .from(packageSessions)
      .where(inArray(packageSessions.status, ["scheduled"]));
    const placeOf = new Map<number, string>();
    for (const [n, home] of homes.entries()) for (const id of home.sessionIds) placeOf.set(id, `home ${n + 1}`);
    const thursday = rows.filter(
      (row) =>
        row.startsAt &&
        row.startsAt >= miamiInstant(THURSDAY, "00:00") &&
        row.startsAt < miamiInstant(THURSDAY, "23:00"),
    );
    const places = hours.map((time) => {
      const there = thursday.filter((row) => row.startsAt?.getTime() === miamiInstant(THURSDAY, time).getTime());
      return { time, places: there.map((row) => placeOf.get(row.id) ?? "gym") };
    });
    const seen = JSON.stringify(places);
    for (const [n, hour] of places.entries()) {
      // One place an hour: a home alone, or the gym up to its three places.
      const place = hour.places[0];
      expect(hour.places.every((each) => each === "gym") || hour.places.length === 1, seen).toBe(true);
      expect(hour.places.length, seen).toBeLessThanOrEqual(3);
      // The next hour somewhere else leaves her no 30 minutes to travel: it is the same place or empty.
      const next = places[n + 1]?.places[0];
      if (place && next) expect(next, seen).toBe(place);
    }
    expect(await admin.trpc.admin.hours.twoPlacesSessions.query()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ date: THURSDAY })]),
    );
  });
});
