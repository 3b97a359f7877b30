// The REST adapter: each SPEC section 7 path calls the same tRPC procedure through a server-side caller.
import { type Context, createCaller, fieldError } from "@studio/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RestRoute } from "./define";

export type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => Context;

/**
 * Every route's input is one object: path parameters win over body and query, so a URL's id cannot be
 * overridden by the payload. A body that is not an object (null, a list, a number) is refused here.
 */
function collectInput(request: FastifyRequest): object {
  const { body } = request;
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
    throw fieldError([], "The request body must be a JSON object");
  }
  return { ...(request.query as object), ...(body as object | undefined), ...(request.params as object) };
}

/**
 * Frozen results (the cached catalogue) never change, so each is serialized once; anything else is serialized
 * per request as usual.
 */
const serializedOnce = new WeakMap<object, string>();
function toJson(result: unknown): string {
  if (typeof result !== "object" || result === null || !Object.isFrozen(result)) return JSON.stringify(result);
  let json = serializedOnce.get(result);
  if (json === undefined) {
    json = JSON.stringify(result);
    serializedOnce.set(result, json);
  }
  return json;
}

export function registerRestRoutes(app: FastifyInstance, routes: RestRoute[], createContext: ContextFactory) {
  for (const definition of routes) {
    app.route({
      method: definition.method,
      url: definition.url,
      handler: async (request, reply) => {
        const caller = createCaller(createContext(request, reply));
        const result = await definition.call(caller, definition.input ? collectInput(request) : undefined);
        if (definition.file) {
          const { filename, content } = result as { filename: string; content: string };
          return reply
            .type(definition.file.contentType)
            .header("content-disposition", `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`)
            .header("cache-control", "private, no-store")
            .send(content);
        }
        return reply
          .code(definition.status ?? 200)
          .type("application/json; charset=utf-8")
          .send(toJson(result));
      },
    });
  }
}
