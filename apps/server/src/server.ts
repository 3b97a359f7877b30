// createServer(env, overrides) -> { app, start, stop }: the whole site, bootable on port 0 in a test.
import { randomUUID } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import underPressure from "@fastify/under-pressure";
import {
  appRouter,
  CATALOG_CHANNEL,
  CatalogCache,
  type Context,
  databaseLimits,
  loggedSms,
  mockGateway,
  type PaymentGateway,
  type Services,
  type SmsSender,
  stripeGateway,
  twilioSms,
  UNAVAILABLE_MESSAGE,
} from "@studio/api";
import { type DatabaseHandle, isDatabaseUnreachable, openDatabase, ping, seedIfEmpty } from "@studio/db";
import { createMailer, type Mailer } from "@studio/email";
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { databaseGate } from "./database-gate";
import { databaseOptions, type Env } from "./env";
import { createJobRunner, type JobRunnerOptions } from "./jobs";
import { registerDevMailbox } from "./plugins/dev-mailbox";
import { isApiPath, registerSecurity } from "./plugins/security";
import { registerStaticWeb } from "./plugins/static-web";
import { registerStripeWebhook } from "./plugins/stripe-webhook";
import { registerTrpc } from "./plugins/trpc";
import { localFileStore, registerUploads } from "./plugins/uploads";
import { redisLimits } from "./redis-limits";
import { FastifyRequestBridge } from "./request-bridge";
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
  sms?: SmsSender;
  /** Job timings (tests retry in seconds rather than minutes). */
  jobs?: JobRunnerOptions;
  now?: () => Date;
  /** Folder of the built web app, or null to serve none. */
  webDist?: string | null;
}

/** The site's API (not its pages, files or OpenAPI document) reads the database. */
const needsDatabase = (url: string) => isApiPath(url) && !url.startsWith("/api/openapi.json");

const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), "../../web/dist");

function paymentGateway(env: Env): PaymentGateway {
  const mode = env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? "stripe" : "mock");
  if (mode === "mock" || !env.STRIPE_SECRET_KEY) return mockGateway();
  return stripeGateway(env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY ?? null);
}

/** How long after listening the load-shedding guard ignores the event-loop delay it measured. */
const STARTUP_GRACE_MS = 1500;

/** Requests slower than this are logged at warn, whatever the level. */
const SLOW_REQUEST_MS = 1000;

function smsSender(env: Env, log: (line: string) => void): SmsSender {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return loggedSms(log);
  return twilioSms({
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    apiUrl: env.TWILIO_API_URL,
  });
}

export async function createServer(env: Env, overrides: ServerOverrides = {}) {
  const instanceId = randomUUID().slice(0, 8);
  let requestCount = 0;
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
    // One line per request only at debug (or when slow), so logging costs little at production's info level;
    // the reverse proxy keeps the access log.
    logController: new LogController({ disableRequestLogging: true }),
    // The proxy's id when it sends one; otherwise this instance's prefix and a counter (cheaper than a UUID each).
    genReqId: (request) =>
      (request.headers["x-request-id"] as string | undefined)?.slice(0, 64) || `${instanceId}-${++requestCount}`,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  const database = overrides.database ?? (await openDatabase(databaseOptions(env)));
  const ownsDatabase = !overrides.database;
  // Migrating and seeding wait on the database, so they run while the rest of the server is put together.
  const prepared = database.migrate().then(() => seedIfEmpty(database.db));
  prepared.catch(() => {}); // awaited, and so reported, by start()
  const gate = databaseGate(() => ping(database.db), app.log);
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: (m) => app.log.info(m) });
  const secret = sessionSecret(env);
  const jobs = createJobRunner(database, app.log, overrides.jobs);
  const redis = env.REDIS_URL ? await redisLimits(env.REDIS_URL, env.REDIS_PREFIX) : null;
  const services: Services = {
    db: database.db,
    mailer,
    payments: overrides.payments ?? paymentGateway(env),
    sms: overrides.sms ?? smsSender(env, (line) => app.log.info(line)),
    catalog: new CatalogCache(),
    limits: redis ?? databaseLimits(database.db),
    jobs: jobs.queue,
    now: overrides.now ?? (() => new Date()),
    admin: adminAuth(env, (m) => app.log.warn(m)),
    secret,
    production,
    publicUrl: env.PUBLIC_URL,
    trainerEmail: env.TRAINER_EMAIL,
  };
  if (production && services.payments.mode === "mock") {
    app.log.warn("PAYMENTS ARE MOCKED IN PRODUCTION: no card is charged and anyone can mark a booking paid");
  }

  // Object.assign onto a literal: measured 5× faster than `{ ...services, request }` on every request.
  const createContext = (request: FastifyRequest, reply: FastifyReply): Context =>
    Object.assign({ request: new FastifyRequestBridge(request, reply, production) }, services);

  // Hooks on every request take callbacks, not async functions: no promise per request per hook.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    // While the database is out of reach, what needs it is refused at once instead of waiting on the driver.
    if (gate.down && needsDatabase(request.url)) {
      reply.code(503).header("retry-after", "2");
      reply.send(
        request.url.startsWith("/trpc/")
          ? {
              error: {
                message: UNAVAILABLE_MESSAGE,
                code: -32603,
                data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
              },
            }
          : { error: UNAVAILABLE_MESSAGE },
      );
      return;
    }
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    if (ms >= SLOW_REQUEST_MS) request.log.warn({ req: request, res: reply, ms }, "slow request");
    else request.log.debug({ req: request, res: reply, ms }, "request completed");
    done();
  });
  app.setErrorHandler((error, request, reply) => {
    gate.report(error);
    const answer = toErrorAnswer(error);
    if (answer.status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(answer.status).send(answer.body);
  });

  // Shed load with a quick 503 before the event loop stalls, rather than answering everyone late. (Off in
  // tests unless asked for: several servers and embedded databases share one test process and its loop.)
  let listeningAt = Number.POSITIVE_INFINITY;
  const maxEventLoopDelay = env.MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === "test" ? 0 : 1000);
  await app.register(underPressure, {
    maxEventLoopDelay,
    pressureHandler: (_request, reply) => {
      // The first samples after listening hold start-up's own stall (loading, migrating), not load.
      if (performance.now() - listeningAt < STARTUP_GRACE_MS) return;
      reply
        .code(503)
        .header("retry-after", "5")
        .send({ error: "The site is very busy right now. Please try again in a few seconds." });
    },
  });
  await registerSecurity(app, { secret, production });
  // Answers are compressed; request bodies never are (our clients send plain JSON), so no hook unpacks them.
  await app.register(compress, { global: true, threshold: 1024, globalDecompression: false });

  await registerTrpc(app, "/trpc", {
    router: appRouter,
    createContext,
    responseMeta: ({ errors }) => (errors.some(isDatabaseUnreachable) ? { status: 503 } : {}),
    onError: ({ error, path }) => {
      gate.report(error);
      if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "trpc failed");
    },
  });

  registerRestRoutes(app, restRoutes, createContext);
  registerStripeWebhook(app, services, env.STRIPE_WEBHOOK_SECRET);
  const uploadDir = resolve(env.UPLOAD_DIR ?? join(env.DATA_DIR, "uploads"));
  await registerUploads(app, { dir: uploadDir, store: localFileStore(uploadDir), createContext });
  // Built on first request: turning every schema into JSON Schema is a noticeable part of start-up.
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  app.get("/api/openapi.json", async () => {
    openApi ??= openApiDocument(restRoutes, env.PUBLIC_URL);
    return openApi;
  });

  let stopping = false;
  app.get("/healthz", async (_request, reply) => {
    // A stopping instance says so, so a load balancer sends it nothing new while it finishes.
    if (stopping) return reply.code(503).send({ status: "stopping", database: "up" });
    if (gate.down) return reply.code(503).send({ status: "error", database: "down" });
    try {
      await ping(database.db);
      return { status: "ok", database: "up" };
    } catch (error) {
      gate.report(error);
      return reply.code(503).send({ status: "error", database: "down" });
    }
  });

  if (!production) registerDevMailbox(app, database.db);
  await registerStaticWeb(app, overrides.webDist === undefined ? defaultWebDist : overrides.webDist);

  let unlistenCatalog: (() => Promise<void>) | undefined;
  return {
    app,
    services,
    database,
    /**
     * Applies migrations, seeds an empty catalogue, listens (telling `onListening`, as the site now answers),
     * then starts the job queue. Resolves to the base URL.
     */
    async start({ onListening }: { onListening?: (url: string) => void } = {}): Promise<string> {
      // While the database applies the migrations, the job queue's code loads: it would otherwise hold up the
      // first requests after listening.
      jobs.load();
      if (await prepared) app.log.info("Seeded the package catalogue and starter content");
      unlistenCatalog = await database.listen(CATALOG_CHANNEL, () => services.catalog.clear());
      if (!env.ADMIN_PASSWORD) await services.admin.passwordHash; // a generated password is shown before "ready"
      await app.listen({ port: env.PORT, host: env.HOST });
      listeningAt = performance.now();
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : env.PORT;
      const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
      onListening?.(url);
      // The job queue starts once the site answers (its first start creates its tables); a job sent meanwhile
      // waits for it.
      await jobs.start(services);
      return url;
    },
    async stop(): Promise<void> {
      stopping = true;
      gate.close();
      const began = performance.now();
      const step = (what: string) => app.log.info(`Shutdown: ${what} (${Math.round(performance.now() - began)} ms)`);
      // A request in flight at the signal ends with its keep-alive socket idle, which close() alone would
      // leave open until the keep-alive timeout: reap idle sockets until everything has finished.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(reaper));
      step("requests finished");
      await jobs.stop();
      step("job queue stopped");
      await unlistenCatalog?.();
      await redis?.close();
      mailer.close();
      if (ownsDatabase) await database.close();
      step("database closed");
    },
  };
}

export type Server = Awaited<ReturnType<typeof createServer>>;
