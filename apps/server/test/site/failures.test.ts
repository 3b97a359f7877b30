// With the database gone, callers get a generic 503: no stack, no database text.
import { createTestDatabase } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "../../src/server";
import { HttpClient, testConfig } from "../harness";

let server: Server;
let client: HttpClient;
beforeAll(async () => {
  const database = await createTestDatabase();
  server = await createServer(testConfig(), { database, webDist: null });
  client = new HttpClient(await server.start());
  await database.close();
});
afterAll(() => server.app.close());

describe("with the database gone", () => {
  it("answers REST calls with a generic 503", async () => {
    const { status, json, text } = await client.get("/api/packages");
    expect(status).toBe(503);
    expect(json).toEqual({ error: "The service is temporarily unavailable. Please try again shortly." });
    expect(text).not.toMatch(/stack|at .*\.js|closed|sql|select/i);
  });

  it("answers tRPC calls with a generic message and no stack", async () => {
    const { status, json, text } = await client.get("/trpc/packages.list");
    expect(status).toBe(503);
    expect((json as unknown as { error: { message: string } }).error.message).toBe(
      "The service is temporarily unavailable. Please try again shortly.",
    );
    expect(text).not.toMatch(/"stack"|closed|select/i);
  });

  it("reports the outage on /healthz", async () => {
    const { status, json } = await client.get("/healthz");
    expect(status).toBe(503);
    expect(json).toEqual({ status: "error", database: "down" });
  });
});
