// POST /api/stripe/webhook: the signature is checked on the raw body, so this route parses JSON itself.
import { handleStripeEvent, type Services, verifyStripeWebhook } from "@studio/api";
import type { FastifyInstance } from "fastify";

export function registerStripeWebhook(app: FastifyInstance, services: Services, secret: string | undefined) {
  app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    scope.post("/api/stripe/webhook", async (request, reply) => {
      if (!secret) return reply.code(400).send({ error: "Webhooks are not configured (STRIPE_WEBHOOK_SECRET)" });
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) return reply.code(400).send({ error: "Expected a JSON body" });
      let event: Awaited<ReturnType<typeof verifyStripeWebhook>>;
      try {
        event = await verifyStripeWebhook(raw, request.headers["stripe-signature"] as string | undefined, secret);
      } catch (error) {
        request.log.warn({ err: error }, "rejected a webhook with a bad signature");
        return reply.code(400).send({ error: "Invalid signature" });
      }
      // Signed, but not an event: nothing to record it by, and a retry would not change that.
      if (typeof event?.id !== "string" || !event.id || typeof event.type !== "string") {
        return reply.code(400).send({ error: "An event needs an id and a type" });
      }
      return handleStripeEvent(services, event);
    });
  });
}
