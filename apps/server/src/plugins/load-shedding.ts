// Shed load with a quick 503 before the event loop stalls, rather than answering everyone late.
import underPressure from "@fastify/under-pressure";
import fp from "fastify-plugin";

/** How long after start-up's work the guard still ignores the event-loop delay it measured. */
const STARTUP_GRACE_MS = 1500;

export interface LoadSheddingOptions {
  /** Beyond this event-loop delay (ms) requests are refused; 0 turns the guard off. */
  maxEventLoopDelay: number;
  /**
   * When the server finished starting (performance.now()): listening, the page renderer's code loaded and the job
   * queue started; +Infinity before.
   */
  settledSince: () => number;
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, options) => {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelay,
      pressureHandler: (_request, reply) => {
        // Until start-up's work is done, and for a moment after, the samples hold its own stall (loading code,
        // creating the job queue's tables), not load: the first visitors are served, not turned away.
        if (performance.now() - options.settledSince() < STARTUP_GRACE_MS) return;
        reply
          .code(503)
          .header("retry-after", "5")
          .send({ error: "The site is very busy right now. Please try again in a few seconds." });
      },
    });
  },
  { name: "load-shedding" },
);
