import type { IncomingMessage, ServerResponse } from "node:http";
import cookie from "@fastify/cookie";
import { ADMIN_COOKIE, CLIENT_COOKIE } from "@studio/api";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** The site's API (REST and tRPC), as opposed to its pages and files. */
export const isApiPath = (url: string) => url.startsWith("/api/") || url.startsWith("/trpc/");
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const STRIPE = ["https://js.stripe.com", "https://*.js.stripe.com"];
/** Helmet's headers that govern how a browser treats a document; a JSON answer is never one. */
const PAGE_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * The request's cookies, parsed on first use rather than for every request: reads of public data never look.
 * (The cookie plugin parses them itself before it sets one.)
 */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  request.cookies ??= request.server.parseCookie(request.headers.cookie ?? "");
  return request.cookies;
}

/** A page's CSP that also runs the inline scripts these sources ('sha256-…') name. */
export const allowingScripts = (policy: string, sources: readonly string[]) =>
  sources.length ? policy.replace("script-src 'self'", `script-src 'self' ${sources.join(" ")}`) : policy;

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

export interface SecurityOptions {
  secret: string;
  production: boolean;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    await app.register(cookie, { secret: options.secret, hook: false });
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
    const apiHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !PAGE_ONLY_HEADERS.includes(name)),
    );
    // One callback hook: it runs on every request, and each hook (an async one most of all) has its cost.
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : headers);
      // Cross-site request protection: a state-changing request riding on a session cookie must carry a
      // header that only our own scripts (same origin, or CORS-approved) can set.
      if (SAFE_METHODS.has(request.method) || request.headers["x-requested-with"]) return done();
      const cookies = cookiesOf(request);
      if (!cookies[ADMIN_COOKIE] && !cookies[CLIENT_COOKIE]) return done();
      reply.code(403).send({ error: "Missing X-Requested-With header on a signed-in request" });
    });
  },
  { name: "security" },
);
