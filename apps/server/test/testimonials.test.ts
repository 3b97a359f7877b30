import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.close());

describe("GET /api/testimonials", () => {
  it("returns the testimonials", async () => {
    const { status, json } = await site.client().get("/api/testimonials");
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(3);
    expect(json[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), comment: expect.any(String), duration: expect.any(String) }),
    );
  });
});
