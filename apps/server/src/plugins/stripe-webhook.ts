// POST /api/stripe/webhook: the signature is checked on the raw body, so this route parses JSON itself.
import { handleStripeEvent, type Services, verifyStripeWebhook } from "@studio/api";
import { unstorableTextPath } from "@studio/validators";
import type { FastifyPluginAsync } from "fastify";
import { type DescribedPaths, errorResponse } from "../rest/openapi";

export interface StripeWebhookOptions {
  services: Services;
  /** STRIPE_WEBHOOK_SECRET; without it every event is refused. */
  secret: string | undefined;
}

export const stripeWebhookPlugin: FastifyPluginAsync<StripeWebhookOptions> = async (scope, { services, secret }) => {
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
    // Signed, but holding text PostgreSQL cannot store (a NUL, a lone surrogate): no event of Stripe's own has
    // that, and a retry would bring the same bytes, so it is acknowledged (Stripe stops sending it), logged, and
    // changes nothing. Answering 5xx would have Stripe retry it for days.
    const unstorable = unstorableTextPath(event);
    if (unstorable) {
      request.log.warn(
        { eventId: JSON.stringify(event.id), type: JSON.stringify(event.type), path: unstorable.join(".") },
        "ignored a signed Stripe event holding unstorable text",
      );
      return { received: true, ignored: true };
    }
    return handleStripeEvent(services, event);
  });
};

/** This route in the OpenAPI document. */
export const stripeWebhookPath: DescribedPaths = {
  "/api/stripe/webhook": {
    post: {
      operationId: "postApiStripeWebhook",
      summary:
        "Stripe events (payment_intent.succeeded, payment_intent.payment_failed, refund.created, refund.updated, refund.failed, charge.refunded, invoice.paid, invoice.payment_failed, customer.subscription.created/updated/deleted/paused/resumed), signed with STRIPE_WEBHOOK_SECRET",
      tags: ["payments"],
      parameters: [{ name: "Stripe-Signature", in: "header", required: true, schema: { type: "string" } }],
      requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
      responses: {
        "200": {
          description:
            "Handled (or already handled: duplicate true), or acknowledged and ignored (ignored true: text that cannot be stored)",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  received: { type: "boolean" },
                  duplicate: { type: "boolean" },
                  ignored: { type: "boolean" },
                },
              },
            },
          },
        },
        "400": errorResponse("Missing, invalid or stale signature; nothing changed"),
      },
    },
  },
};
