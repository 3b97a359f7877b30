import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import { ADMIN_COOKIE, CLIENT_COOKIE } from "@studio/api";
import type { FastifyInstance } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const STRIPE = ["https://js.stripe.com", "https://*.js.stripe.com"];

export async function registerSecurity(app: FastifyInstance, options: { secret: string; production: boolean }) {
  await app.register(cookie, { secret: options.secret });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...STRIPE],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https://*.stripe.com"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        frameSrc: [...STRIPE, "https://hooks.stripe.com"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    strictTransportSecurity: options.production,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  // Cross-site request protection: a state-changing request riding on a session cookie must carry a
  // header that only our own scripts (same origin, or CORS-approved) can set.
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookies = request.cookies;
    if (!cookies[ADMIN_COOKIE] && !cookies[CLIENT_COOKIE]) return;
    if (request.headers["x-requested-with"]) return;
    return reply.code(403).send({ error: "Missing X-Requested-With header on a signed-in request" });
  });
}
