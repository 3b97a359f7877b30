// The general behaviour of every call: JSON errors, body limits, health, OpenAPI.
import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRoutes } from "../../src/rest/routes";
import { startTestServer, type TestServer } from "../harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.close());

describe("unknown paths", () => {
  it.each(["/api/nothing-here", "/api/packages/6/nope", "/trpc/nothing.here", "/api"])(
    "%s answers JSON 404",
    async (path) => {
      const { status, headers } = await site.client().get(path);
      expect(status).toBe(404);
      expect(headers.get("content-type")).toContain("application/json");
    },
  );
});

describe("request bodies", () => {
  it("answers 413 for JSON over 1 MiB", async () => {
    const big = JSON.stringify({ username: "x".repeat(1024 * 1024 + 10), password: "y" });
    const { status, json } = await site.client().post("/api/admin/login", big);
    expect(status).toBe(413);
    expect(json.error).toEqual(expect.any(String));
  });

  it("answers 415 for a body type the API does not take", async () => {
    const { status } = await site
      .client()
      .request("POST", "/api/admin/login", "a=b", { "content-type": "application/xml" });
    expect(status).toBe(415);
  });

  it("takes multipart bodies only where files are uploaded", async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\ncoach\r\n--x--\r\n';
    const { status } = await site
      .client()
      .request("POST", "/api/admin/login", body, { "content-type": "multipart/form-data; boundary=x" });
    expect(status).toBe(415);
  });

  it("answers 400 for malformed JSON", async () => {
    const { status, json } = await site.client().post("/api/admin/login", "{not json");
    expect(status).toBe(400);
    expect(json.error).toEqual(expect.any(String));
  });
});

describe("tRPC over HTTP", () => {
  it("answers a batch call by call: a missing package next to the catalogue", async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { id: 999_999 } }));
    const { status, json } = await site.client().get(`/trpc/packages.byId,packages.list?batch=1&input=${input}`);
    expect(status).toBe(207);
    const [missing, list] = json as unknown as [
      { error: { data: { code: string } } },
      { result: { data: { id: number }[] } },
    ];
    expect(missing.error.data.code).toBe("NOT_FOUND");
    expect(list.result.data.length).toBeGreaterThan(0);
  });

  it("answers a batch as long as a busy page sends (the path names every procedure)", async () => {
    const names = ["packages.list", "hours.summary", "hours.openingHours", "recipes.list"];
    const calls = Array.from({ length: 12 }, (_, i) => names[i % names.length]);
    const path = calls.join(",");
    expect(path.length).toBeGreaterThan(100);
    const { status, json } = await site.client().get(`/trpc/${path}?batch=1`);
    expect(status).toBe(200);
    expect(json).toHaveLength(calls.length);
  });

  it("answers malformed JSON with a 400 in tRPC's shape", async () => {
    const { status, json } = await site.client().post("/trpc/newsletter.subscribe", "{not json");
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { data: { code: "BAD_REQUEST", path: "newsletter.subscribe" } } });
  });

  it("reads a mutation sent without a body, as tRPC's own client sends one that takes no input", async () => {
    const empty = await site
      .client()
      .request("POST", "/trpc/portal.signOut", "", { "content-type": "application/json" });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ result: { data: { success: true } } });
    // One that takes input is refused by its schema, naming what is missing.
    const missing = await site
      .client()
      .request("POST", "/trpc/newsletter.subscribe", "", { "content-type": "application/json" });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: { data: { code: "BAD_REQUEST" } } });
  });

  it("takes only JSON bodies", async () => {
    const { status } = await site
      .client()
      .request("POST", "/trpc/newsletter.subscribe", "email=a@b.co", { "content-type": "text/plain" });
    expect(status).toBe(415);
  });
});

describe("headers", () => {
  it("sends security headers and a request id (the document-only ones, like the CSP, only with pages)", async () => {
    const { headers } = await site.client().get("/api/packages");
    expect(headers.get("content-security-policy")).toBeNull();
    expect(headers.get("cross-origin-opener-policy")).toBeNull();
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-request-id")).toMatch(/.+/);
  });
});

describe("GET /healthz", () => {
  it("reports the database", async () => {
    const { status, json } = await site.client().get("/healthz");
    expect(status).toBe(200);
    expect(json).toEqual({ status: "ok", database: "up" });
  });
});

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3 document describing every published path", async () => {
    const { status, json } = await site.client().get("/api/openapi.json");
    expect(status).toBe(200);
    const document = structuredClone(json) as unknown as Record<string, unknown>;
    await expect(SwaggerParser.validate(document as never)).resolves.toBeTruthy();
    const paths = json.paths as unknown as Record<string, Record<string, unknown>>;
    for (const route of restRoutes) {
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      expect(paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    // Its id, and the language its words are wanted in (the request's Accept-Language without it).
    expect(paths["/api/packages/{id}"]?.get).toMatchObject({
      parameters: [
        expect.objectContaining({ name: "id", in: "path", required: true }),
        expect.objectContaining({ name: "language", in: "query", required: false }),
      ],
    });
    expect(paths["/api/admin/login"]?.post).toMatchObject({
      requestBody: { content: { "application/json": { schema: { required: ["username", "password"] } } } },
    });
  });
});
