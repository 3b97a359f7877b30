// The REST table publishes the procedures' own contract: each route takes its procedure's input and output schemas,
// and the OpenAPI document describes every route the server answers under /api/, each answer typed.
import { appRouter, bookingRecordOutput } from "@studio/api";
import {
  bookings,
  discountCodes,
  packageSessions,
  progressTrackers,
  recipes,
  testimonials,
  timeSlots,
} from "@studio/db";
import {
  adminBookingPageOutput,
  adminRecipeOutput,
  adminSessionPageOutput,
  calendarOutput,
  discountCodeOutput,
  progressEntryOutput,
  reminderLogPageOutput,
  sessionRecordOutput,
  testimonialRecordOutput,
  timeSlotOutput,
} from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { getTableColumns, type Table } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError, z } from "zod";
import { unreachableTrpcBody } from "../../src/plugins/database-gate";
import { procedureInput, procedureOutput } from "../../src/rest/define";
import { toErrorAnswer } from "../../src/rest/errors";
import { restRoutes } from "../../src/rest/routes";
import { startTestServer, type TestServer } from "../harness";

type JsonSchema = Record<string, unknown>;
type Operation = {
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { inputs: unknown[]; output?: unknown } }
>;
const pathNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
const inputFields = (schema: z.ZodType) =>
  Object.keys((z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }).properties ?? {}) as object);

/** The routes that reshape their procedure's answer (`answer:`), with the schema they declare for it instead. */
const reshaped = new Map<string, z.ZodType>([
  ["GET /api/calendar/capacity", calendarOutput.shape.slots],
  // A page of a list answers the list itself, as SPEC documents it; its count and links go in headers.
  ["GET /api/admin/bookings", adminBookingPageOutput.shape.items],
  ["GET /api/bookings/all", adminBookingPageOutput.shape.items],
  ["GET /api/admin/sessions", adminSessionPageOutput.shape.items],
  ["GET /api/admin/reminders/log", reminderLogPageOutput.shape.items],
]);

/**
 * Where a JSON Schema says nothing about a value, at any depth: `{}` (anything), or an object with no properties
 * whose other keys may be anything (a record of unknowns).
 */
function untypedPlaces(schema: unknown, at = "$"): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => untypedPlaces(item, `${at}[${i}]`));
  if (!schema || typeof schema !== "object") return [];
  const { description: _words, ...rules } = schema as JsonSchema;
  const anyKeys = (extra: unknown) => extra === undefined || extra === true || untypedPlaces(extra).length > 0;
  const untyped =
    Object.keys(rules).length === 0 ||
    (rules.type === "object" && !rules.properties && anyKeys(rules.additionalProperties));
  if (untyped) return [at];
  return Object.entries(rules).flatMap(([key, value]) => untypedPlaces(value, `${at}.${key}`));
}

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

  it("answer with their procedure's declared output schema, or the one declared for a reshaped answer", () => {
    for (const route of restRoutes) {
      const name = `${route.method} ${route.url}`;
      // `.output(schema)`, or `.output(cachedOutput(schema))`, which carries its schema.
      const recorded = procedures[route.procedure]?._def.output as { schema?: unknown } | undefined;
      expect(recorded, `${route.procedure} declares no output`).toBeDefined();
      const declared = procedureOutput(route.procedure);
      expect(declared).toBe(recorded?.schema ?? recorded);
      // A download is described by its content type; its procedure still declares { filename, content }.
      if (route.file) expect(route.output, name).toBeUndefined();
      else expect(route.output, name).toBe(reshaped.get(name) ?? declared);
    }
    expect(
      restRoutes.filter((route) => route.output && route.output !== procedureOutput(route.procedure)),
    ).toHaveLength(reshaped.size);
  });

  it("stand on procedures that all declare their output", () => {
    const undeclared = Object.entries(procedures).filter(([, procedure]) => !procedure._def.output);
    expect(undeclared.map(([path]) => path)).toEqual([]);
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
    expect(body?.time).toMatchObject({ type: "string", pattern: "^(?:[01]\\d|2[0-3]):00$" });
    expect(body?.date).toMatchObject({ type: "string", format: "date" });
  });
});

describe("the OpenAPI document", () => {
  it("types every JSON answer all the way down; only downloads are untyped text", () => {
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const json = response.content?.["application/json"];
          if (!json) continue;
          untyped.push(...untypedPlaces(json.schema).map((at) => `${method} ${path} ${status} ${at}`));
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it("describes dates as the ISO 8601 text JSON carries", () => {
    const created = document.paths["/api/bookings"]?.post?.responses["200"]?.content?.["application/json"]?.schema;
    expect((created?.properties as Record<string, JsonSchema>)?.createdAt).toEqual({
      type: "string",
      format: "date-time",
    });
  });

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

describe("output schemas of whole rows", () => {
  // A zod object drops the keys it does not list: a column added to one of these tables and missing from its
  // schema would silently vanish from every answer that returns the row.
  // The last item: columns a schema keeps out of its answers on purpose.
  const wholeRows: [string, Table, z.ZodObject, string[]][] = [
    ["bookings", bookings, bookingRecordOutput, []],
    ["package_sessions", packageSessions, sessionRecordOutput, []],
    ["time_slots", timeSlots, timeSlotOutput, []],
    ["discount_codes", discountCodes, discountCodeOutput, []],
    // A shared recipe's request key is its sharer's, not for the public list.
    ["recipes", recipes, adminRecipeOutput, ["requestKey"]],
    ["progress_trackers", progressTrackers, progressEntryOutput, []],
    ["testimonials", testimonials, testimonialRecordOutput, []],
  ];

  it("list every column of their table, in its order, but those kept private", () => {
    for (const [name, table, schema, kept] of wholeRows) {
      const columns = Object.keys(getTableColumns(table)).filter((column) => !kept.includes(column));
      expect(Object.keys(schema.shape), name).toEqual(columns);
    }
  });
});

describe("an answer that breaks its own output schema", () => {
  it("is the server's fault: a 500 with the generic message, its issues kept on the server", () => {
    const failed = new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: "Output validation failed",
      cause: new ZodError([{ code: "custom", path: ["secret"], message: "internal detail", input: null }]),
    });
    expect(toErrorAnswer(failed)).toEqual({
      status: 500,
      body: { error: "Something went wrong on our side. Please try again." },
    });
  });
});

describe("the database gate", () => {
  it("answers tRPC callers with the error formatter's own shape", () => {
    expect(JSON.stringify(unreachableTrpcBody(appRouter))).toBe(
      JSON.stringify({
        error: {
          message: "The service is temporarily unavailable. Please try again shortly.",
          code: -32603,
          data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503, said: { id: "server.unavailable", values: {} } },
        },
      }),
    );
  });
});
