// Every route the OpenAPI document publishes, thrown random and malformed input by fast-check: bodies shaped by
// the route's own schema and bodies that are not, odd path parameters and query strings, the wrong content type.
// Walked twice: signed in as a client with sessions to schedule (her own ids among the path parameters), and as the
// trainer, so the routes behind each sign-in are really reached. No answer may be a 5xx, an answer that refuses
// (4xx) must leave the database as it was, and no request may hold the event loop (every visitor waits while one
// does). It walks the document, so a new route is covered by itself.
import { clientSessions, daySettings, emailOutbox, rateLimits, verificationCodes } from "@studio/db";
import { getTableName, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  buyPackage,
  eventLoopWatch,
  type HttpClient,
  rawRows,
  signInClient,
  startTestServer,
  type TestServer,
} from "../harness";

/** Runs per route; FUZZ_RUNS=500 for a long hunt, FUZZ_SEED to replay one (a failure prints its seed). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * Tables a refused request may still write, by design: a rate limit counts the attempt it refuses, a wrong
 * code uses up one of the code's five tries, and a signed-in request keeps its session alive.
 */
const COUNTED_ON_REFUSAL: string[] = [rateLimits, verificationCodes, clientSessions].map(getTableName);

/**
 * Tables the server's background work updates on its own: the outbox's sender marks an e-mail an earlier request
 * queued as sending, sent or failed whenever it gets to it (on a busy machine, during a later refused request).
 * Only which e-mails exist is compared there: a refusal must queue none.
 */
const CHANGED_IN_BACKGROUND: Record<string, string[]> = {
  [getTableName(emailOutbox)]: ["id", "to", "template", "subject"],
};

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: "path" | "query"; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  template: string;
  operation: Operation;
}

const NASTY_TEXT = [
  "",
  " ",
  "\u0000",
  "\ud800",
  "a\u0000\ud800b",
  "%00",
  "..%2f..%2fetc%2fpasswd",
  "../../etc/passwd",
  "1e309",
  "-1",
  "0",
  "NaN",
  "99999999999999999999",
  "<script>alert(1)</script>",
  "'; drop table bookings; --",
  "😀".repeat(200),
  "x".repeat(5000),
];

const nastyText = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string({ unit: "binary", maxLength: 40 }));

/** A value for a schema: usually of its type, sometimes anything at all. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.jsonValue({ maxDepth: 2 });
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, depth + 1)));
  const anything = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyText);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anything);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const typed: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case "string":
        return schema.format === "email"
          ? fc.oneof(fc.emailAddress(), nastyText)
          : fc.oneof(fc.string({ maxLength: 60 }), nastyText);
      case "integer":
        return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER + 2));
      case "number":
        return fc.oneof(fc.double(), fc.integer());
      case "boolean":
        return fc.boolean();
      case "array":
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
      case "object":
        return fc.record(
          Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property, depth + 1)]),
          ),
          { requiredKeys: [] },
        );
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return fc.oneof({ arbitrary: typed, weight: 4 }, { arbitrary: anything, weight: 1 });
}

/** Her booking's and sessions' ids, so a client's own routes are reached with ids that are hers. */
let ownIds: number[] = [];

const pathParameter = fc.oneof(
  fc.nat({ max: 40 }).map(String),
  fc.constant(null).chain(() => fc.constantFrom(...ownIds.map(String))),
  fc.constantFrom("%00", "..%2f", "-1", "0", "1.5", "1e3", "%E0%A4%A", "99999999999999999999", "%20"),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----fuzz",
  "application/octet-stream",
];

/** What one request of a route sends: its path, query, body and content type. */
function requestFor(route: Route) {
  const parameters = route.operation.parameters ?? [];
  const jsonSchema = route.operation.requestBody?.content["application/json"]?.schema;
  const pathNames = [...route.template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const body = fc.oneof(
    { arbitrary: valueFor(jsonSchema).map((value) => JSON.stringify(value) ?? "null"), weight: 4 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.constantFrom("null", "[]", "7", '"text"', "{", '{"a":', "", "{}".repeat(3)), weight: 1 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 80 }), weight: 1 },
  );
  return fc.record({
    path: fc
      .tuple(...pathNames.map(() => pathParameter))
      .map((values) => pathNames.reduce((path, name, i) => path.replace(`{${name}}`, values[i] ?? ""), route.template)),
    query: fc.tuple(...queryParameters.map((parameter) => valueFor(parameter.schema))).map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, i) => {
        const value = values[i];
        if (value !== undefined) search.set(parameter.name, typeof value === "string" ? value : JSON.stringify(value));
      });
      const text = search.toString();
      return text ? `?${text}` : "";
    }),
    body: route.method === "get" ? fc.constant(undefined) : body,
    contentType: fc.oneof({ arbitrary: fc.constant(CONTENT_TYPES[0]), weight: 3 }, fc.constantFrom(...CONTENT_TYPES)),
  });
}

let site: TestServer;
let asClient: HttpClient;
let asTrainer: HttpClient;
let routes: Route[];
let fingerprintQuery: ReturnType<typeof sql>;

beforeAll(async () => {
  site = await startTestServer();
  // No morning agenda: it goes out by the clock (6:00 AM in Miami by default), and would land in the outbox whenever
  // the run reaches that hour, beside whatever request was being checked.
  await site.db
    .insert(daySettings)
    .values({ id: 1, agendaMinute: null })
    .onConflictDoUpdate({
      target: daySettings.id,
      set: { agendaMinute: null },
    });
  ({ client: asClient } = await signInClient(site, "fuzz@example.com"));
  const { bookingId, sessionIds } = await buyPackage(site, "fuzz@example.com");
  ownIds = [bookingId, ...sessionIds.slice(0, 3)];
  asTrainer = site.client();
  const admin = await asTrainer.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
  if (admin.status !== 200) throw new Error(`admin sign-in: ${admin.status}`);
  const document = (await asTrainer.get("/api/openapi.json")).json as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method, template, operation })),
  );
  const tables = await rawRows<{ name: string }>(
    site,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // One row per table: a digest of all its rows, in a stable order.
  fingerprintQuery = sql.join(
    tables
      .map((table) => table.name)
      .filter((name) => !COUNTED_ON_REFUSAL.includes(name))
      .map(
        (name) =>
          sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
              from ${
                CHANGED_IN_BACKGROUND[name]
                  ? sql`(select ${sql.join(
                      CHANGED_IN_BACKGROUND[name].map((column) => sql.identifier(column)),
                      sql`, `,
                    )} from ${sql.identifier(name)})`
                  : sql.identifier(name)
              } t`,
      ),
    sql` union all `,
  );
}, 120_000);
afterAll(() => site?.close());

const fingerprint = () => rawRows<{ name: string; digest: string }>(site, fingerprintQuery);

describe.each([
  ["a client with sessions to schedule", () => asClient],
  ["the trainer", () => asTrainer],
])("every published route under random and malformed input, signed in as %s", (_who, signedIn) => {
  it("never answers 5xx, a refusal changes nothing, and no request holds the event loop", async () => {
    expect(routes.length).toBeGreaterThan(40);
    const client = signedIn();
    const failures: string[] = [];
    // Watched while a request is answered, not while the test reads the tables (PGlite runs in this thread).
    const loop = eventLoopWatch();
    for (const route of routes) {
      // Signing out would end the walk's sessions; the webhook answers only what Stripe signed.
      if (route.template.includes("logout")) continue;
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ path, query, body, contentType }) => {
          const before = await fingerprint();
          const headers: Record<string, string> =
            body === undefined ? {} : { "content-type": contentType ?? "application/json" };
          const { answer, heldMs } = await loop.send(() =>
            client.request(route.method.toUpperCase(), path + query, body, headers),
          );
          const what = `${route.method.toUpperCase()} ${path}${query} ${contentType} ${String(body).slice(0, 120)}`;
          if (heldMs) failures.push(`${what}: held the event loop ${heldMs} ms`);
          if (answer.status >= 500) failures.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
          if (answer.status >= 400 && answer.status < 500) {
            const after = await fingerprint();
            const changed = after.filter((table, i) => table.digest !== before[i]?.digest).map((table) => table.name);
            if (changed.length) failures.push(`${what}: ${answer.status} but changed ${changed.join(", ")}`);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    loop.stop();
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 600_000);
});
