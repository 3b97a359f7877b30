// The REST adapter: each SPEC section 7 path calls the same tRPC procedure through a server-side caller.

import { Readable } from "node:stream";
import formbody from "@fastify/formbody";
import { createCaller, fieldError } from "@studio/api";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { answerPrivately, answerShared, sharedAt } from "../private-answers";
import type { ContextFactory } from "../request-bridge";
import type { RestRoute } from "./define";

/**
 * Every route's input is one object: path parameters win over body and query, so a URL's id cannot be
 * overridden by the payload. A body that is not an object (null, a list, a number) is refused here.
 */
function collectInput(request: FastifyRequest, rename: Renamer | undefined): object {
  const { body } = request;
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
    throw fieldError([], "The request body must be a JSON object");
  }
  const params = request.params as PathValues;
  return { ...(request.query as object), ...(body as object | undefined), ...(rename ? rename(params) : params) };
}

type PathValues = { [name: string]: string };
type Renamer = (params: PathValues) => object;

/** The path parameters under the names of the input fields they fill ({ id } → { sessionId }). */
function renamer(renames: RestRoute["params"]): Renamer | undefined {
  const pairs = Object.entries(renames ?? {}).filter((pair): pair is [string, string] => pair[1] !== undefined);
  if (!pairs.length) return undefined;
  return (params) => {
    const renamed: { [name: string]: string | undefined } = { ...params };
    for (const [from, to] of pairs) {
      renamed[to] = params[from];
      delete renamed[from];
    }
    return renamed;
  };
}

/**
 * Frozen results (the cached catalogue) never change, so each is serialized once, to the bytes sent (a string
 * would be measured and encoded again on every send); anything else is serialized per request as usual.
 */
const serializedOnce = new WeakMap<object, Buffer>();
function toJson(result: unknown): string | Buffer {
  if (typeof result !== "object" || result === null || !Object.isFrozen(result)) return JSON.stringify(result);
  let json = serializedOnce.get(result);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(result));
    serializedOnce.set(result, json);
  }
  return json;
}

/** A request that gives a procedure no input: no query, no path parameters, no body. */
function asksNothing(request: FastifyRequest): boolean {
  for (const _ in request.query as object) return false;
  for (const _ in request.params as object) return false;
  return request.body === undefined;
}

export interface RestOptions {
  routes: RestRoute[];
  createContext: ContextFactory;
}

export const restPlugin: FastifyPluginAsync<RestOptions> = async (app, { routes, createContext }) => {
  const jsonOnly = routes.filter((definition) => !definition.form);
  const forms = routes.filter((definition) => definition.form);
  serve(app, jsonOnly, createContext);
  // Form bodies are parsed only for the routes that take them, in a context of their own.
  await app.register(async (formRoutes) => {
    await formRoutes.register(formbody);
    serve(formRoutes, forms, createContext);
  });
};

function serve(app: FastifyInstance, routes: RestRoute[], createContext: ContextFactory) {
  for (const definition of routes) {
    const rename = renamer(definition.params);
    const shared = sharedAt(definition.procedure);
    app.route({
      method: definition.method,
      url: definition.url,
      // Before anything can refuse the request, so a refusal (401, 400, 413) is private like the answer, and a shared
      // answer says it varies by language.
      onRequest: shared ? answerShared : answerPrivately,
      handler: async (request, reply) => {
        const context = createContext(request, reply);
        // The answer at hand (a cache's), checked as the procedure checks it, or else the procedure's own.
        const { body, headers } =
          (definition.cached && asksNothing(request) && definition.cached(context, request.url)) ||
          (await definition.call(
            createCaller(context),
            definition.input ? collectInput(request, rename) : undefined,
            request.url,
          ));
        if (headers) reply.headers(headers);
        if (definition.file) {
          const { filename, content } = body as { filename: string; content: string | AsyncIterable<unknown> };
          return reply
            .type(definition.file.contentType)
            .header("content-disposition", `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`)
            .header("cache-control", definition.file.cacheControl ?? "private, no-store")
            .send(typeof content === "string" || content instanceof Readable ? content : Readable.from(content));
        }
        return reply
          .code(definition.status ?? 200)
          .type("application/json; charset=utf-8")
          .send(toJson(body));
      },
    });
  }
}
