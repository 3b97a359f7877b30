// While the database is known to be out of reach, what needs it is refused at once with 503 instead of waiting
// on the driver; the answer has the shape its caller expects (tRPC's error envelope, or the REST one). While the
// server is stopping, every new request is refused the same way, and its connection closed.
import { UNAVAILABLE } from "@studio/api";
import { type AnyRouter, getErrorShape, TRPCError } from "@trpc/server";
import fp from "fastify-plugin";
import type { DatabaseGate } from "../database-gate";
import { isApiPath } from "./security";

export interface DatabaseGateOptions {
  gate: DatabaseGate;
  /** The router whose error formatter words the tRPC answer, so it matches what a failed call would send. */
  router: AnyRouter;
  trpcPrefix: string;
  /** True once the server has been told to stop. */
  stopping: () => boolean;
}

/** The site's API (not its pages, files or OpenAPI document) reads the database. */
const needsDatabase = (url: string) => isApiPath(url) && !url.startsWith("/api/openapi.json");

/** What tRPC answers when a procedure finds the database out of reach, worded by the router's formatter. */
export function unreachableTrpcBody(router: AnyRouter) {
  const cause = Object.assign(new Error("The database is out of reach"), { code: "ECONNREFUSED" });
  const error = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause });
  const config = router._def._config;
  return {
    error: getErrorShape({ config, error, type: "unknown", path: undefined, input: undefined, ctx: undefined }),
  };
}

export const databaseGatePlugin = fp<DatabaseGateOptions>(
  async (app, options) => {
    const { gate } = options;
    const trpcPrefix = `${options.trpcPrefix}/`;
    const restBody = { error: UNAVAILABLE.in("en") };
    let trpcBody: ReturnType<typeof unreachableTrpcBody> | undefined;
    // One callback hook (no promise per request) that also stamps the request id: every answer carries it, this
    // one and the load shedder's included, and a second hook on every request would cost as much as this one.
    app.addHook("onRequest", (request, reply, done) => {
      reply.header("x-request-id", request.id);
      const stopping = options.stopping();
      if (stopping || (gate.down && needsDatabase(request.url))) {
        reply.code(503).header("retry-after", "2");
        // A request on a kept-alive connection after the signal: its sender is told to go elsewhere, and the
        // connection ends with this answer rather than being cut while a request may be on its way.
        if (stopping) reply.header("connection", "close");
        if (request.url.startsWith(trpcPrefix)) {
          trpcBody ??= unreachableTrpcBody(options.router);
          reply.send(trpcBody);
        } else reply.send(restBody);
        return;
      }
      done();
    });
  },
  { name: "database-gate" },
);
