// createServer(env, overrides) -> { app, start, stop }: the whole site, bootable on port 0 in a test.
import { randomUUID } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import {
  appRouter,
  type Context,
  mockGateway,
  type PaymentGateway,
  type RequestBridge,
  releaseStaleBookings,
  retryQueuedEmails,
  type Services,
  sendDueReminders,
  stripeGateway,
} from "@studio/api";
import { type DatabaseHandle, openDatabase, ping, seedIfEmpty } from "@studio/db";
import { createMailer, type Mailer } from "@studio/email";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import type { Env } from "./env";
import { registerDevMailbox } from "./plugins/dev-mailbox";
import { registerSecurity } from "./plugins/security";
import { registerStaticWeb } from "./plugins/static-web";
import { registerStripeWebhook } from "./plugins/stripe-webhook";
import { localFileStore, registerUploads } from "./plugins/uploads";
import { toErrorAnswer } from "./rest/errors";
import { openApiDocument } from "./rest/openapi";
import { registerRestRoutes } from "./rest/plugin";
import { restRoutes } from "./rest/routes";
import { adminAuth, sessionSecret } from "./secrets";

export interface ServerOverrides {
  /** An open database (tests bring their own); otherwise one is opened from the env. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** The payment provider; tests pass a stand-in for Stripe's API. */
  payments?: PaymentGateway;
  now?: () => Date;
  /** Folder of the built web app, or null to serve none. */
  webDist?: string | null;
}

const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), "../../web/dist");

function paymentGateway(env: Env): PaymentGateway {
  const mode = env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? "stripe" : "mock");
  if (mode === "mock" || !env.STRIPE_SECRET_KEY) return mockGateway();
  return stripeGateway(env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY ?? null);
}

/** How often unpaid bookings are looked for; each is released 30 minutes after it was made. */
const RELEASE_EVERY_MS = 5 * 60 * 1000;
/** How often due reminders are looked for; each is claimed once, whichever instance finds it. */
const REMINDER_EVERY_MS = 60 * 1000;
/** How often queued e-mails (a mail server that was down) are retried. */
const MAIL_RETRY_EVERY_MS = 30 * 1000;

export async function createServer(env: Env, overrides: ServerOverrides = {}) {
  const production = env.NODE_ENV === "production";
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      ...(env.NODE_ENV === "development"
        ? { transport: { target: "pino-pretty", options: { singleLine: true } } }
        : {}),
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    genReqId: (request) => (request.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  const database =
    overrides.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : join(env.DATA_DIR, "pglite"),
    }));
  const ownsDatabase = !overrides.database;
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: (m) => app.log.info(m) });
  const secret = sessionSecret(env);
  const services: Services = {
    db: database.db,
    mailer,
    payments: overrides.payments ?? paymentGateway(env),
    now: overrides.now ?? (() => new Date()),
    admin: await adminAuth(env, (m) => app.log.warn(m)),
    secret,
    production,
    publicUrl: env.PUBLIC_URL,
    trainerEmail: env.TRAINER_EMAIL,
  };

  const bridge = (request: FastifyRequest, reply: FastifyReply): RequestBridge => ({
    ip: request.ip,
    getCookie(name) {
      const raw = request.cookies[name];
      if (!raw) return undefined;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid ? (unsigned.value ?? undefined) : undefined;
    },
    setCookie(name, value, { maxAge }) {
      reply.setCookie(name, value, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: production,
        signed: true,
        maxAge,
      });
    },
    clearCookie(name) {
      reply.clearCookie(name, { path: "/" });
    },
    setHeader(name, value) {
      reply.header(name, value);
    },
  });
  const createContext = (request: FastifyRequest, reply: FastifyReply): Context => ({
    ...services,
    request: bridge(request, reply),
  });

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(answer.status).send(answer.body);
  });

  await registerSecurity(app, { secret, production });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => createContext(req, res),
      onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "trpc failed");
      },
    },
  });

  registerRestRoutes(app, restRoutes, createContext);
  registerStripeWebhook(app, services, env.STRIPE_WEBHOOK_SECRET);
  const uploadDir = resolve(env.UPLOAD_DIR ?? join(env.DATA_DIR, "uploads"));
  await registerUploads(app, { dir: uploadDir, store: localFileStore(uploadDir), createContext });
  const openApi = openApiDocument(restRoutes, env.PUBLIC_URL);
  app.get("/api/openapi.json", async () => openApi);

  app.get("/healthz", async (_request, reply) => {
    try {
      await ping(database.db);
      return { status: "ok", database: "up" };
    } catch {
      return reply.code(503).send({ status: "error", database: "down" });
    }
  });

  if (!production) registerDevMailbox(app, database.db);
  await registerStaticWeb(app, overrides.webDist === undefined ? defaultWebDist : overrides.webDist);

  let releaseTimer: NodeJS.Timeout | undefined;
  let reminderTimer: NodeJS.Timeout | undefined;
  let mailTimer: NodeJS.Timeout | undefined;
  return {
    app,
    services,
    database,
    /** Applies migrations, seeds an empty catalogue, and listens. Resolves to the base URL. */
    async start(): Promise<string> {
      await database.migrate();
      if (await seedIfEmpty(database.db)) app.log.info("Seeded the package catalogue and starter content");
      await app.listen({ port: env.PORT, host: env.HOST });
      releaseTimer = setInterval(() => {
        releaseStaleBookings(services).catch((error) =>
          app.log.error({ err: error }, "releasing stale bookings failed"),
        );
      }, RELEASE_EVERY_MS);
      releaseTimer.unref();
      reminderTimer = setInterval(() => {
        sendDueReminders(services).catch((error) => app.log.error({ err: error }, "sending reminders failed"));
      }, REMINDER_EVERY_MS);
      reminderTimer.unref();
      mailTimer = setInterval(() => {
        retryQueuedEmails(services).catch((error) => app.log.error({ err: error }, "retrying e-mails failed"));
      }, MAIL_RETRY_EVERY_MS);
      mailTimer.unref();
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : env.PORT;
      return `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
    },
    async stop(): Promise<void> {
      clearInterval(releaseTimer);
      clearInterval(reminderTimer);
      clearInterval(mailTimer);
      await app.close();
      mailer.close();
      if (ownsDatabase) await database.close();
    },
  };
}

export type Server = Awaited<ReturnType<typeof createServer>>;
