import fp from "fastify-plugin";

/** Requests slower than this are logged at warn, whatever the level. */
const SLOW_REQUEST_MS = 1000;

/**
 * One line per request only at debug (or when slow), so logging costs little at production's info level; the
 * reverse proxy keeps the access log.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook("onResponse", (request, reply, done) => {
      const ms = Math.round(reply.elapsedTime);
      if (ms >= SLOW_REQUEST_MS) request.log.warn({ req: request, res: reply, ms }, "slow request");
      else request.log.debug({ req: request, res: reply, ms }, "request completed");
      done();
    });
  },
  { name: "request-log" },
);
