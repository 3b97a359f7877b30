import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, signInClient, startTestServer, type TestServer } from "../harness";

let site: TestServer;
let clock = new Date("2026-11-20T14:00:00Z");
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
});
afterAll(() => site.close());

const signedIn = (email: string) => signInClient(site, email);

const entry = (client: HttpClient, body: Record<string, unknown>) =>
  client.post("/api/progress-tracker", {
    moodRating: 3,
    energyLevel: 3,
    workoutCompleted: true,
    workoutType: "gym",
    ...body,
  });

describe("progress tracker", () => {
  it("is private to its owner", async () => {
    const ana = await signedIn("ana.tracker@example.com");
    const bea = await signedIn("bea.tracker@example.com");
    await entry(ana.client, { notes: "ana's notes" });
    expect((await bea.client.get(`/api/progress-tracker/user/${ana.userId}`)).status).toBe(403);
    expect((await bea.client.get(`/api/progress-tracker/streak/${ana.userId}`)).status).toBe(403);
    expect((await entry(bea.client, { userId: ana.userId })).status).toBe(403);
    expect((await site.client().get(`/api/progress-tracker/user/${ana.userId}`)).status).toBe(401);
    const own = await ana.client.get(`/api/progress-tracker/user/${ana.userId}`);
    expect(own.json.data).toHaveLength(1);
    expect(own.json.data[0].notes).toBe("ana's notes");
  });

  it("keeps one entry per Miami day, builds a streak and awards achievements", async () => {
    const { client, userId } = await signedIn("cara.tracker@example.com");
    clock = new Date("2026-11-21T04:30:00Z"); // 11:30 PM on Nov 20 in Miami
    const first = await entry(client, { moodRating: 2 });
    expect(first.json.achievementEmojis).toBe("workout-complete");
    clock = new Date("2026-11-21T04:50:00Z"); // still Nov 20 in Miami: updates the same entry
    await entry(client, { moodRating: 2, workoutCompleted: false });
    expect((await client.get(`/api/progress-tracker/user/${userId}`)).json.data).toHaveLength(1);

    clock = new Date("2026-11-21T15:00:00Z");
    const second = await entry(client, { moodRating: 4 });
    expect(second.json.achievementEmojis).toBe("workout-complete,mood-improver");
    clock = new Date("2026-11-22T15:00:00Z");
    const third = await entry(client, { moodRating: 4 });
    expect(third.json.achievementEmojis).toBe("workout-complete,3-day-streak");
    const streak = await client.get(`/api/progress-tracker/streak/${userId}`);
    expect(streak.json.data).toEqual({ streak: 3, emoji: "🔥" });
  });

  it("names the rule for a bad entry", async () => {
    const { client } = await signedIn("dora.tracker@example.com");
    const bad = await entry(client, { moodRating: 9 });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([{ path: "moodRating", message: "Mood must be 1 to 5" }]);
  });
});
