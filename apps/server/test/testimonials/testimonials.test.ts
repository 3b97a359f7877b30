import { testimonials } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, signInAdmin, startTestServer, type TestServer } from "../harness";

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

describe("testimonials", () => {
  let admin: HttpClient;
  beforeAll(async () => {
    admin = await signInAdmin(site);
  });

  it("adds, edits and deletes a testimonial with SPEC's validation", async () => {
    const bad = await admin.post("/api/testimonials", { name: "A", age: 17, comment: "short", duration: "1 m" });
    expect(bad.json.issues.map((i: { message: string }) => i.message)).toEqual([
      "Name must be at least 2 characters",
      "Age must be at least 18",
      "Comment must be at least 20 characters",
      "Duration must be at least 5 characters",
    ]);
    const created = await admin.post("/api/testimonials", {
      name: "Gina",
      age: 48,
      comment: "Carmen changed how I feel about my body at 48.",
      duration: "Client for 6 months",
      beforeImagePath: "/uploads/a.webp",
    });
    expect(created.json).toMatchObject({ name: "Gina", age: 48, afterImagePath: null });
    const updated = await admin.request("PUT", `/api/testimonials/${created.json.id}`, {
      ...created.json,
      name: "Gina R.",
    });
    expect(updated.json.name).toBe("Gina R.");
    expect((await admin.request("DELETE", `/api/testimonials/${created.json.id}`)).status).toBe(200);
    expect(await site.db.select().from(testimonials).where(eq(testimonials.id, created.json.id))).toHaveLength(0);
  });
});
