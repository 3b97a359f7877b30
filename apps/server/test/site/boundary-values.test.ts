// Every tRPC procedure and every REST route that takes a date, an instant, an hour or a number is sent the values that once hung
// or crashed the server (9999-12-31, impossible days, ids written as true, "0x10", "1e5" or [3]), signed in as a
// client with sessions to schedule and as the trainer. Each must be refused with a 400 that names the field, in
// good time, without holding up the event loop; the first and last days of the studio's range must be answered
// without a 5xx. The fields are found in each procedure's own input schema, so a new one is covered by itself.
import { appRouter } from "@studio/api";
import { FIRST_DATE, hourTime, LAST_DATE } from "@studio/validators";
import { addDays, studioDate } from "@studio/validators/studio-time";
import type { AnyProcedure } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  buyPackage,
  eventLoopWatch,
  type HttpClient,
  signInClient,
  startTestServer,
} from "../harness";

type Kind = "date" | "instant" | "hour" | "number";
type Path = (string | number)[];

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Values each kind of field must refuse with a 400 naming it. */
const REFUSED: Record<Kind, unknown[]> = {
  date: [
    "9999-12-31",
    "+010000-01-01",
    "0000-00-00",
    "2026-02-30",
    "2026-13-01",
    "9999-12-30",
    "1999-12-31",
    "2101-01-01",
    "2026-11-27T00:00",
    true,
    20261127,
    ["2026-11-30"],
  ],
  instant: [
    "9999-12-31T23:59:59Z",
    "+010000-01-01T00:00:00Z",
    "2026-02-30T10:00:00Z",
    "2026-11-27T25:00:00Z",
    "1999-12-31T12:00:00Z",
    "2026-11-27",
    true,
    1_795_000_000_000,
  ],
  hour: ["24:00", "99:00", "7:00", "07:30", "-1:00", true, 7, ["07:00"]],
  number: [true, "0x10", "1e5", [3], "1,5", "Infinity", { value: 1 }],
};

/** Values inside the rules that must be answered without a 5xx: the edges of the studio's range. */
const EDGES: Record<Kind, unknown[]> = {
  date: [FIRST_DATE, LAST_DATE],
  instant: [`${FIRST_DATE}T12:00:00Z`, `${LAST_DATE}T12:00:00-05:00`],
  hour: ["00:00", "23:00"],
  number: [2_147_483_647, "2147483647"],
};

const REQUEST_TIMEOUT_MS = 5_000;

const HOUR_PATTERN = z.toJSONSchema(hourTime).pattern;

function kindOf(schema: JsonSchema): Kind | null {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "string" && schema.format === "date") return "date";
  if (type === "string" && schema.format === "date-time") return "instant";
  if (type === "string" && schema.pattern === HOUR_PATTERN) return "hour";
  if (type === "integer" || type === "number") return "number";
  return null;
}

/** Every date, hour and number field of a schema, at its path (an array's first item stands for all). */
function fieldsOf(schema: JsonSchema | undefined, path: Path = []): { path: Path; kind: Kind }[] {
  if (!schema || path.length > 4) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap((variant) => fieldsOf(variant, path));
  const kind = kindOf(schema);
  if (kind) return [{ path, kind }];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) => fieldsOf(property, [...path, name]));
  }
  if (schema.items) return fieldsOf(schema.items, [...path, 0]);
  return [];
}

/** A value the field would take from a person filling it in, so the rest of a request passes its rules. */
function sampleOf(schema: JsonSchema | undefined, name: string, known: Known): unknown {
  if (!schema) return undefined;
  const variants = (schema.anyOf ?? schema.oneOf)?.filter((variant) => variant.type !== "null");
  if (variants?.length) return sampleOf(variants[0], name, known);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const kind = kindOf(schema);
  if (kind === "date") return known.date;
  if (kind === "instant") return `${known.date}T10:00:00-05:00`;
  if (kind === "hour") return "10:00";
  if (kind === "number") return /session|^id$/i.test(name) ? known.sessionId : Math.max(1, schema.minimum ?? 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "boolean") return false;
  if (type === "string") {
    if (schema.format === "email") return known.email;
    if (schema.format === "uuid") return crypto.randomUUID();
    return "A value long enough for its rule".padEnd(schema.minLength ?? 0, ".");
  }
  if (type === "array") return schema.minItems ? [sampleOf(schema.items, name, known)] : [];
  if (type === "object" || schema.properties) {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([field]) => required.has(field))
        .map(([field, property]) => [field, sampleOf(property, field, known)]),
    );
  }
  return undefined;
}

interface Known {
  email: string;
  sessionId: number;
  date: string;
}

/** `base` with `value` put at `path`, making the objects and lists on the way. */
function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") return [withValueAt(Array.isArray(base) ? base[0] : undefined, rest, value)];
  const object = base && typeof base === "object" && !Array.isArray(base) ? base : {};
  return { ...object, [head as string]: withValueAt((object as Record<string, unknown>)[head as string], rest, value) };
}

const describeValue = (value: unknown) => JSON.stringify(value);

let site: Awaited<ReturnType<typeof startTestServer>>;
let asClient: HttpClient;
let asTrainer: HttpClient;
let known: Known;

beforeAll(async () => {
  site = await startTestServer();
  const email = "boundaries@example.com";
  ({ client: asClient } = await signInClient(site, email));
  const { sessionIds } = await buyPackage(site, email);
  asTrainer = site.client();
  const admin = await asTrainer.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
  if (admin.status !== 200) throw new Error(`admin sign-in: ${admin.status}`);
  known = { email, sessionId: sessionIds[0] ?? 1, date: addDays(studioDate(new Date()), 3) };
}, 120_000);
afterAll(() => site?.close());

/** Sends one request, failing it when the answer takes longer than a visitor would wait. */
async function timed(client: HttpClient, method: string, path: string, body?: unknown) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([client.request(method, path, body), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Target {
  name: string;
  fields: { path: Path; kind: Kind }[];
  /** The request for an input: method, path and body. */
  send: (client: HttpClient, input: unknown) => ReturnType<typeof timed>;
  /** The issue paths a refusal of the field at `path` may name. */
  names: (path: Path) => string[];
  base: () => unknown;
}

function procedureTargets(): Target[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  return Object.entries(procedures).flatMap(([name, procedure]) => {
    const def = procedure._def as unknown as { type: string; inputs: z.ZodType[] };
    const input = def.inputs[0];
    if (!input) return [];
    const schema = z.toJSONSchema(input, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const fields = fieldsOf(schema);
    if (!fields.length) return [];
    const query = def.type === "query";
    return [
      {
        name: `tRPC ${name}`,
        fields,
        send: (client: HttpClient, value: unknown) =>
          query
            ? timed(client, "GET", `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(value))}`)
            : timed(client, "POST", `/trpc/${name}`, value ?? {}),
        names: (path: Path) => [path.join(".")],
        base: () => sampleOf(schema, "", known),
      },
    ];
  });
}

interface Operation {
  parameters?: { name: string; in: "path" | "query"; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

async function restTargets(): Promise<Target[]> {
  const document = (await asTrainer.get("/api/openapi.json")).json as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).flatMap(([method, operation]): Target[] => {
      if (template.includes("logout")) return [];
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content["application/json"]?.schema;
      const inPath = parameters.filter((parameter) => parameter.in === "path");
      // One input, as the adapter merges it: path parameters, query and body under their names.
      const schema: JsonSchema = {
        type: "object",
        properties: {
          ...Object.fromEntries(
            parameters.map((parameter) => [parameter.name, parameter.schema ?? { type: "string" }]),
          ),
          ...bodySchema?.properties,
        },
        required: [...parameters.map((parameter) => parameter.name), ...(bodySchema?.required ?? [])],
      };
      const fields = fieldsOf(schema);
      if (!fields.length) return [];
      const query = method === "get" || method === "delete";
      return [
        {
          name: `${method.toUpperCase()} ${template}`,
          fields,
          send: (client: HttpClient, value: unknown) => {
            const input = { ...(value as Record<string, unknown>) };
            let path = template;
            for (const parameter of inPath) {
              const text = input[parameter.name];
              path = path.replace(
                `{${parameter.name}}`,
                encodeURIComponent(typeof text === "string" ? text : JSON.stringify(text)),
              );
              delete input[parameter.name];
            }
            if (!query) return timed(client, method.toUpperCase(), path, input);
            const search = new URLSearchParams(
              Object.entries(input).map(([name, text]): [string, string] => [
                name,
                typeof text === "string" ? text : JSON.stringify(text),
              ]),
            ).toString();
            return timed(client, method.toUpperCase(), search ? `${path}?${search}` : path);
          },
          // A path parameter may fill an input field of another name ({id} → sessionId); a query's value is text.
          names: (path: Path) => (inPath.some((parameter) => parameter.name === path[0]) ? [] : [path.join(".")]),
          base: () => sampleOf(schema, "", known),
        },
      ];
    }),
  );
}

type Answer = Awaited<ReturnType<typeof timed>>;

/** A value past its bound: refused with a 400 that names the field (or not this person's to reach: 401, 403). */
const refusal =
  (target: Target, path: Path) =>
  (answer: Answer): string | null => {
    if (answer.status === 401 || answer.status === 403) return null;
    if (answer.status !== 400) return `${answer.status} ${answer.text.slice(0, 160)}`;
    const issues: { path: string }[] = answer.json?.issues ?? answer.json?.error?.data?.issues ?? [];
    const names = target.names(path);
    if (!issues.length || (names.length && !issues.some((issue) => names.includes(issue.path)))) {
      return `400 without naming ${names.join(" or ")}: ${answer.text.slice(0, 160)}`;
    }
    return null;
  };

/** A value at the edge of its range: answered, whatever the answer, without a 5xx. */
const answered = (answer: Answer): string | null =>
  answer.status >= 500 ? `${answer.status} ${answer.text.slice(0, 160)}` : null;

async function walk(targets: Target[]) {
  const failures: string[] = [];
  const loop = eventLoopWatch();
  try {
    for (const target of targets) {
      for (const { path, kind } of target.fields) {
        for (const [who, client] of [
          ["client", asClient],
          ["trainer", asTrainer],
        ] as const) {
          const cases = [
            ...REFUSED[kind].map((value) => ({ value, judge: refusal(target, path) })),
            ...EDGES[kind].map((value) => ({ value, judge: answered })),
          ];
          for (const { value, judge } of cases) {
            const what = `${who} ${target.name} ${path.join(".") || "(input)"}=${describeValue(value)}`;
            try {
              const { answer, heldMs } = await loop.send(() =>
                target.send(client, withValueAt(target.base(), path, value)),
              );
              if (heldMs) failures.push(`${what}: held the event loop ${heldMs} ms`);
              const wrong = judge(answer);
              if (wrong) failures.push(`${what}: ${wrong}`);
            } catch (error) {
              failures.push(`${what}: ${(error as Error).message}`);
            }
          }
        }
      }
    }
  } finally {
    loop.stop();
  }
  return failures;
}

describe("dates, hours and numbers at and beyond their bounds", () => {
  it("every tRPC procedure refuses each with a 400 naming the field, quickly, signed in as either person", async () => {
    const targets = procedureTargets();
    expect(targets.length).toBeGreaterThan(40);
    expect(await walk(targets)).toEqual([]);
  }, 600_000);

  it("every REST route refuses each with a 400 naming the field, quickly, signed in as either person", async () => {
    const targets = await restTargets();
    expect(targets.length).toBeGreaterThan(30);
    expect(await walk(targets)).toEqual([]);
  }, 600_000);

  it("the server keeps answering others while the walk runs", async () => {
    const health = await timed(site.client(), "GET", "/healthz");
    expect(health.status).toBe(200);
  });
});
