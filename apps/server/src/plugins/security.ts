import type { IncomingMessage, ServerResponse } from "node:http";
import cookie from "@fastify/cookie";
import { ADMIN_COOKIE, CLIENT_COOKIE } from "@studio/api";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The site's API (REST and tRPC), as opposed to its pages and files. */
export const isApiPath = (url: string) => url.startsWith("/api/") || url.startsWith("/trpc/");
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const STRIPE = ["https://js.stripe.com", "https://*.js.stripe.com"];

/**
 * Helmet's headers, worked out once: they are the same for every response, and building the CSP string per
 * request cost more than serving a cached catalogue.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => {});
  return headers;
}

export async function registerSecurity(app: FastifyInstance, options: { secret: string; production: boolean }) {
  await app.register(cookie, { secret: options.secret });
  const headers = securityHeaders({
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
  // A content security policy only means something on a page; JSON answers carry the short headers.
  const { "content-security-policy": _pageOnly, ...apiHeaders } = headers;
  // Callback hooks: these run on every request, and an async hook costs a promise each time.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    done();
  });

  // Cross-site request protection: a state-changing request riding on a session cookie must carry a
  // header that only our own scripts (same origin, or CORS-approved) can set.
  app.addHook("onRequest", (request, reply, done) => {
    const cookies = request.cookies;
    const signedIn = cookies[ADMIN_COOKIE] || cookies[CLIENT_COOKIE];
    if (SAFE_METHODS.has(request.method) || !signedIn || request.headers["x-requested-with"]) return done();
    reply.code(403).send({ error: "Missing X-Requested-With header on a signed-in request" });
  });
}
