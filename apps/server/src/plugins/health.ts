// GET /healthz: what a load balancer asks before sending an instance work.
import type { FastifyPluginAsync } from "fastify";
import type { DatabaseGate } from "../database-gate";

export interface HealthOptions {
  gate: DatabaseGate;
  ping: () => Promise<unknown>;
  stopping: () => boolean;
}

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { gate, ping, stopping }) => {
  app.get("/healthz", async (_request, reply) => {
    // A stopping instance says so, so a load balancer sends it nothing new while it finishes.
    if (stopping()) return reply.code(503).send({ status: "stopping", database: "up" });
    if (gate.down) return reply.code(503).send({ status: "error", database: "down" });
    try {
      await ping();
      return { status: "ok", database: "up" };
    } catch (error) {
      gate.report(error);
      return reply.code(503).send({ status: "error", database: "down" });
    }
  });
};
