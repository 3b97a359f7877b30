// Shed load with a quick 503 before the event loop stalls, rather than answering everyone late.
import underPressure from "@fastify/under-pressure";
import fp from "fastify-plugin";

/** How long after listening the guard ignores the event-loop delay it measured. */
const STARTUP_GRACE_MS = 1500;

export interface LoadSheddingOptions {
  /** Beyond this event-loop delay (ms) requests are refused; 0 turns the guard off. */
  maxEventLoopDelay: number;
  /** When the server started listening (performance.now()), or +Infinity before. */
  listeningSince: () => number;
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, options) => {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelay,
      pressureHandler: (_request, reply) => {
        // The first samples after listening hold start-up's own stall (loading, migrating), not load.
        if (performance.now() - options.listeningSince() < STARTUP_GRACE_MS) return;
        reply
          .code(503)
          .header("retry-after", "5")
          .send({ error: "The site is very busy right now. Please try again in a few seconds." });
      },
    });
  },
  { name: "load-shedding" },
);
