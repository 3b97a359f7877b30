// GET /api/openapi.json: an OpenAPI 3.1 document generated from the very schemas the routes use.
import { z } from "zod";
import type { RestRoute } from "./define";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    // A Date has no JSON Schema of its own. The server sends it as JSON.stringify writes it (no tRPC transformer is
    // set): ISO 8601 text, and that is what the document says.
    override: ({ zodSchema, jsonSchema: described }) => {
      if (zodSchema._zod.def.type === "date") Object.assign(described, { type: "string", format: "date-time" });
    },
  }) as JsonSchema;
  return rest;
}

/** A download is text of its content type; anything else is JSON of the route's output schema. */
function successContent(route: RestRoute) {
  if (route.file) return { [route.file.contentType]: { schema: { type: "string" } } };
  if (!route.output) throw new Error(`${route.method} ${route.url} has no output schema to document`);
  return { "application/json": { schema: jsonSchema(route.output, "output") } };
}

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string" },
    issues: {
      type: "array",
      items: {
        type: "object",
        required: ["path", "message"],
        properties: { path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
};

export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function operation(route: RestRoute) {
  const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  // The input fields the path fills, under the procedure's names for them.
  const pathFields = pathNames.map((name) => route.params?.[name] ?? name);
  const input = route.input ? jsonSchema(route.input, "input") : undefined;
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input?.required as string[] | undefined) ?? []);
  const inQuery = route.method === "GET" || route.method === "DELETE";

  const parameters = [
    ...pathNames.map((name, at) => ({
      name,
      in: "path",
      required: true,
      schema: properties[pathFields[at] as string] ?? { type: "string" },
    })),
    ...(inQuery
      ? Object.entries(properties)
          .filter(([name]) => !pathFields.includes(name))
          .map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }))
      : []),
  ];
  const bodyProperties = Object.fromEntries(Object.entries(properties).filter(([name]) => !pathFields.includes(name)));
  const hasBody = !inQuery && input && Object.keys(bodyProperties).length > 0;
  const bodySchema = {
    ...input,
    properties: bodyProperties,
    required: [...required].filter((n) => !pathFields.includes(n)),
  };

  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[/:{}-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    ...(route.access === "admin" ? { security: [{ adminSession: [] }] } : {}),
    ...(route.access === "client" ? { security: [{ clientSession: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(hasBody
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: bodySchema },
              // The same fields as a form, or in the query string (a mail program's one-click POST).
              ...(route.form ? { "application/x-www-form-urlencoded": { schema: bodySchema } } : {}),
            },
          },
        }
      : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: "Success",
        content: successContent(route),
        ...(route.responseHeaders
          ? {
              headers: Object.fromEntries(
                Object.entries(route.responseHeaders).map(([name, description]) => [
                  name,
                  { description, schema: { type: "string" } },
                ]),
              ),
            }
          : {}),
      },
      ...(route.input ? { "400": errorResponse("The input broke a rule; `issues` names each field") } : {}),
      ...(route.access !== "public" ? { "401": errorResponse("Sign-in required") } : {}),
      ...(pathNames.length ? { "404": errorResponse("Not found") } : {}),
      "429": errorResponse("Too many requests; see Retry-After"),
      "500": errorResponse("Unexpected error (generic message)"),
    },
  };
}

/** Paths served outside the adapter, described beside their routes. */
export type DescribedPaths = Record<string, Record<string, unknown>>;

export function openApiDocument(routes: RestRoute[], serverUrl: string, described: DescribedPaths = {}) {
  const paths: Record<string, Record<string, unknown>> = { ...described };
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Carmen Reyes Fitness API",
      version: "1.0.0",
      description:
        "Booking, client portal and admin API of the studio. Cookie sessions; state-changing requests made with a session cookie must send X-Requested-With.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        adminSession: { type: "apiKey", in: "cookie", name: "admin_session" },
        clientSession: { type: "apiKey", in: "cookie", name: "client_session" },
      },
    },
  };
}
