// Her health questionnaire and waiver: hers to fill and update behind her e-mail code, the trainer's to read on
// the client's page and the session card; whether it asks for a doctor's clearance is the server's decision.
import { healthIntakes, packageSessions } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthAnswers, signedInBuyer } from "../fixtures";
import { type HttpClient, signInAdmin, startTestServer, type TestServer, trpcError } from "../harness";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer({}, { now: () => new Date("2026-11-23T15:00:00Z") });
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

const save = (client: HttpClient, body: unknown) => client.request("PUT", "/api/portal/intake", body);

describe("the health questionnaire", () => {
  it("is hers to save and read back, in the language she answered in; saving again replaces it", async () => {
    const { client } = await signedInBuyer(site, "ines@example.com", { clientName: "Inés Ruiz" });
    expect((await client.get("/api/portal/intake")).json).toEqual({ intake: null });

    const spanish = await client.request("PUT", "/api/portal/intake", healthAnswers("Inés Ruiz"), {
      "accept-language": "es",
    });
    expect(spanish.status, spanish.text).toBe(200);
    expect(spanish.json).toMatchObject({ boneOrJoint: true, needsClearance: false, language: "es", waiverVersion: 1 });

    const again = await save(client, healthAnswers("Inés Ruiz", "Rodilla izquierda operada", { boneOrJoint: true }));
    expect(again.status).toBe(200);
    const read = await client.trpc.portal.intake.query();
    expect(read.intake).toMatchObject({ details: "Rodilla izquierda operada", signedName: "Inés Ruiz" });
    expect(await site.db.$count(healthIntakes, eq(healthIntakes.clientEmail, "ines@example.com"))).toBe(1);
  });

  it("asks for a doctor's clearance for the heart, chest pain, fainting, a doctor's limit or a pregnancy", async () => {
    const { client } = await signedInBuyer(site, "clara@example.com");
    const clearance = async (changes: object) =>
      (await client.trpc.portal.saveIntake.mutate(healthAnswers("Clara Díaz", "Details", changes))).needsClearance;
    expect(await clearance({ heartCondition: true })).toBe(true);
    expect(await clearance({ chestPain: true })).toBe(true);
    expect(await clearance({ dizziness: true })).toBe(true);
    expect(await clearance({ supervisedOnly: true })).toBe(true);
    expect(await clearance({ lifeStage: "pregnant" })).toBe(true);
    expect(await clearance({ chronicCondition: true, medication: true })).toBe(false);
    // What the browser says of it is not asked: the server decides from the answers.
    expect(await clearance({ heartCondition: true, needsClearance: false })).toBe(true);
  });

  it("refuses an unfinished or malformed form by field and rule, and keeps what was saved", async () => {
    const { client } = await signedInBuyer(site, "rita@example.com");
    expect((await save(client, healthAnswers("Rita Gómez"))).status).toBe(200);
    const before = await client.trpc.portal.intake.query();

    const cases: [object, string, string][] = [
      [{ heartCondition: null }, "heartCondition", "Please answer yes or no"],
      [{ chestPain: "yes" }, "chestPain", "Please answer yes or no"],
      [{ details: null }, "details", "Please tell us more about each yes"],
      [{ details: "x".repeat(1001) }, "details", "Details must be at most 1000 characters"],
      [{ lifeStage: "teen" }, "lifeStage", "Please choose one"],
      [{ goals: " " }, "goals", "Please tell us what you would like to achieve"],
      [{ emergencyPhone: "12" }, "emergencyPhone", "Please enter a valid phone number"],
      [{ acceptWaiver: false }, "acceptWaiver", "Please read and accept the waiver"],
      [{ signedName: "" }, "signedName", "Please type your full name to sign"],
      [{ goals: "a\u0000b" }, "goals", expect.any(String)],
    ];
    for (const [changes, path, message] of cases) {
      const refused = await save(client, healthAnswers("Rita Gómez", "Knee", changes));
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(refused.json.issues, JSON.stringify(changes)).toContainEqual({ path, message });
    }
    for (const body of [
      "not json",
      "[]",
      "null",
      JSON.stringify({ ...healthAnswers("R"), extra: "x".repeat(200_000) }),
    ]) {
      expect((await save(client, body)).status).toBeGreaterThanOrEqual(400);
    }
    expect(await client.trpc.portal.intake.query()).toEqual(before);
  });

  it("is read by the trainer, on the client's page and on the session card; nobody else reads it", async () => {
    const { client, sessionIds } = await signedInBuyer(site, "eva@example.com", { clientName: "Eva Soto" });
    await client.trpc.portal.saveIntake.mutate(healthAnswers("Eva Soto", "Heart murmur", { heartCondition: true }));

    const onFile = await admin.trpc.admin.clients.intake.query({ email: "EVA@example.com" });
    expect(onFile).toMatchObject({ heartCondition: true, details: "Heart murmur", needsClearance: true });
    expect(await admin.trpc.admin.clients.intake.query({ email: "nobody@example.com" })).toBeNull();

    await site.db
      .update(packageSessions)
      .set({ status: "scheduled", date: "2026-11-24", time: "07:00", startsAt: new Date("2026-11-24T12:00:00Z") })
      .where(eq(packageSessions.id, sessionIds[0] ?? 0));
    const [card] = await admin.trpc.admin.sessions.day.query({ date: "2026-11-24" });
    expect(card?.health).toMatchObject({ needsClearance: true, emergencyName: "Luis Ruiz" });

    const other = await signedInBuyer(site, "zoe@example.com");
    expect(
      (await trpcError(other.client.trpc.admin.clients.intake.query({ email: "eva@example.com" }))).data?.httpStatus,
    ).toBe(401);
    expect((await other.client.get("/api/portal/intake")).json).toEqual({ intake: null });
    expect((await site.client().get("/api/portal/intake")).status).toBe(401);
    expect((await save(site.client(), healthAnswers("Eva Soto"))).status).toBe(401);
  });
});
