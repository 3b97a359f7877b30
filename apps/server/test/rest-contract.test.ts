// The REST table publishes the procedures' own contract: each route takes its procedure's input schema, and the
// OpenAPI document describes every route the server answers under /api/.
import { appRouter, UNAVAILABLE_MESSAGE } from "@studio/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { unreachableTrpcBody } from "../src/plugins/database-gate";
import { procedureInput } from "../src/rest/define";
import { restRoutes } from "../src/rest/routes";
import { startTestServer, type TestServer } from "./harness";

type Operation = {
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>;
const pathNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
const inputFields = (schema: z.ZodType) =>
  Object.keys((z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }).properties ?? {}) as object);

/** Every route the server answers, from Fastify's own table ("/api/packages" then "/:id" nested under it). */
function servedRoutes(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? "") + match[2];
    stack.push(url);
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, url });
  }
  return routes;
}

let site: TestServer;
let document: Document;
beforeAll(async () => {
  site = await startTestServer();
  document = (await site.client().get("/api/openapi.json")).json;
});
afterAll(() => site.close());

describe("REST routes", () => {
  it("take their procedure's own input schema, or none when it takes none", () => {
    for (const route of restRoutes) {
      const inputs = procedures[route.procedure]?._def.inputs;
      expect(inputs, route.procedure).toBeDefined();
      expect(inputs?.length, route.procedure).toBeLessThanOrEqual(1);
      expect(route.input, `${route.method} ${route.url}`).toBe(inputs?.[0]);
      expect(route.input).toBe(procedureInput(route.procedure));
    }
  });

  it("fill an input field with every path parameter, under its own name or the one the route declares", () => {
    for (const route of restRoutes) {
      const fields = route.input ? inputFields(route.input) : [];
      for (const name of pathNames(route.url)) {
        expect(fields, `${route.url} :${name}`).toContain(route.params?.[name] ?? name);
      }
      for (const name of Object.keys(route.params ?? {})) expect(pathNames(route.url)).toContain(name);
    }
  });

  it("are documented with the procedure's rules, path parameters under the URL's names", () => {
    const schedule = document.paths["/api/portal/sessions/{id}/schedule"]?.post;
    expect(schedule?.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", schema: expect.objectContaining({ type: "integer" }) }),
    ]);
    const body = schedule?.requestBody?.content["application/json"]?.schema.properties;
    expect(Object.keys(body ?? {})).toEqual(["date", "time"]);
    expect(body?.time).toMatchObject({ type: "string", pattern: "^\\d{2}:00$" });
  });
});

describe("the OpenAPI document", () => {
  it("lists every route the server answers under /api/, the upload included", () => {
    const served = servedRoutes(site.server.app.printRoutes({ commonPrefix: false })).filter(
      ({ method, url }) => url.startsWith("/api/") && method !== "HEAD" && url !== "/api/openapi.json",
    );
    expect(served).toContainEqual({ method: "POST", url: "/api/upload" });
    expect(served.length).toBeGreaterThan(restRoutes.length);
    const missing = served.filter(
      ({ method, url }) => !document.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()],
    );
    expect(missing).toEqual([]);
  });

  it("lists nothing the server does not answer", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{(\w+)\}/g, ":$1");
        expect(site.server.app.hasRoute({ method: method.toUpperCase() as "GET", url }), `${method} ${path}`).toBe(
          true,
        );
      }
    }
  });
});

describe("the database gate", () => {
  it("answers tRPC callers with the error formatter's own shape", () => {
    expect(JSON.stringify(unreachableTrpcBody(appRouter))).toBe(
      JSON.stringify({
        error: { message: UNAVAILABLE_MESSAGE, code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } },
      }),
    );
  });
});
