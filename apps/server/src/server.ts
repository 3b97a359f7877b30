// createServer(env, overrides) -> { app, start, stop }: the whole site, bootable on port 0 in a test.
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import { appRouter, CATALOG_CHANNEL, CONTENT_CHANNEL, renderMarkdown } from "@studio/api";
import { type DatabaseHandle, isDatabaseUnreachable, openDatabase, ping, seedIfEmpty } from "@studio/db";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { databaseGate } from "./database-gate";
import { databaseOptions, type Env, uploadDir as uploadDirOf } from "./env";
import { pageRenderer } from "./page-renderer";
import { databaseGatePlugin } from "./plugins/database-gate";
import { devMailboxPlugin } from "./plugins/dev-mailbox";
import { errorAnswersPlugin } from "./plugins/error-answers";
import { feedsPlugin } from "./plugins/feeds";
import { healthPlugin } from "./plugins/health";
import { loadSheddingPlugin } from "./plugins/load-shedding";
import { openApiPlugin } from "./plugins/openapi";
import { progressPhotoPaths, progressPhotosPlugin } from "./plugins/progress-photos";
import { requestLogPlugin } from "./plugins/request-log";
import { securityPlugin } from "./plugins/security";
import { staticWebPlugin } from "./plugins/static-web";
import { stripeWebhookPath, stripeWebhookPlugin } from "./plugins/stripe-webhook";
import { trpcPlugin } from "./plugins/trpc";
import { localFileStore, uploadPath, uploadsPlugin } from "./plugins/uploads";
import { trpcAnswerHeaders } from "./private-answers";
import { publishTimer } from "./publish-timer";
import { contextFactory } from "./request-bridge";
import { restPlugin } from "./rest/plugin";
import { restRoutes } from "./rest/routes";
import { buildServices, type ServiceOverrides } from "./services";

export interface ServerOverrides extends ServiceOverrides {
  /** An open database (tests bring their own); otherwise one is opened from the env. */
  database?: DatabaseHandle;
  /** Folder of the built web app, or null to serve none. */
  webDist?: string | null;
}

const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), "../../web/dist");

function fastifyOptions(env: Env): FastifyServerOptions {
  const instanceId = randomUUID().slice(0, 8);
  let requestCount = 0;
  return {
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
    // Request lines are written by the request-log plugin: one only at debug (or when slow).
    logController: new LogController({ disableRequestLogging: true }),
    // The proxy's id when it sends one; otherwise this instance's prefix and a counter (cheaper than a UUID each).
    genReqId: (request) =>
      (request.headers["x-request-id"] as string | undefined)?.slice(0, 64) || `${instanceId}-${++requestCount}`,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A batched tRPC GET names every procedure in one path parameter ("portal.me,portal.mySessions,…"); the
    // router's default of 100 characters answered a busy page's batch with a 404.
    routerOptions: { maxParamLength: 2000 },
  };
}

/**
 * How long a stopping server answers new requests with 503 before it closes its idle connections; none for the
 * test servers, which many test files start and stop in one process.
 */
const drainMs = (env: Env) => (env.NODE_ENV === "test" ? 0 : 1000);

export async function createServer(env: Env, overrides: ServerOverrides = {}) {
  const production = env.NODE_ENV === "production";
  const app = Fastify(fastifyOptions(env));

  const database = overrides.database ?? (await openDatabase(databaseOptions(env)));
  const ownsDatabase = !overrides.database;
  // Migrating and seeding wait on the database, so they run while the rest of the server is put together.
  const prepared = database.migrate().then(() => seedIfEmpty(database.db, { renderMarkdown }));
  prepared.catch(() => {}); // awaited, and so reported, by start()
  const gate = databaseGate(() => ping(database.db), app.log);
  const built = await buildServices(env, { ...overrides, database, log: app.log });
  const { services, jobs } = built;
  const createContext = contextFactory(services, production);

  let settledAt = Number.POSITIVE_INFINITY;
  let stopping = false;
  // Hooks run in the order registered: the gate (and the request id) first, then the load shedder, then security.
  await app.register(databaseGatePlugin, {
    gate,
    router: appRouter,
    trpcPrefix: "/trpc",
    stopping: () => stopping,
  });
  await app.register(requestLogPlugin);
  await app.register(errorAnswersPlugin, { report: gate.report });
  // Off in tests unless asked for: several servers and embedded databases share one test process and its loop.
  const maxEventLoopDelay = env.MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === "test" ? 0 : 1000);
  await app.register(loadSheddingPlugin, { maxEventLoopDelay, settledSince: () => settledAt });
  await app.register(securityPlugin, { secret: services.secret, production });
  // Answers are compressed; request bodies never are (our clients send plain JSON), so no hook unpacks them.
  await app.register(compress, { global: true, threshold: 1024, globalDecompression: false });

  await app.register(trpcPlugin, {
    prefix: "/trpc",
    router: appRouter,
    createContext,
    responseMeta: ({ errors, info }) => {
      const headers = trpcAnswerHeaders(info?.calls);
      return { ...(errors.some(isDatabaseUnreachable) && { status: 503 }), ...(headers && { headers }) };
    },
    onError: ({ error, path }) => {
      gate.report(error);
      if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "trpc failed");
    },
  });
  await app.register(restPlugin, { routes: restRoutes, createContext });
  await app.register(stripeWebhookPlugin, { services, secret: env.STRIPE_WEBHOOK_SECRET });
  const uploadDir = uploadDirOf(env);
  await app.register(uploadsPlugin, { dir: uploadDir, store: localFileStore(uploadDir), createContext });
  await app.register(progressPhotosPlugin, { createContext });
  await app.register(openApiPlugin, {
    routes: restRoutes,
    serverUrl: env.PUBLIC_URL,
    described: { ...stripeWebhookPath, ...uploadPath, ...progressPhotoPaths },
  });
  await app.register(healthPlugin, { gate, ping: () => ping(database.db), stopping: () => stopping });
  if (!production) await app.register(devMailboxPlugin, { db: database.db });
  const webDist = overrides.webDist === undefined ? defaultWebDist : overrides.webDist;
  const pages = webDist ? pageRenderer(app, { webDist, publicUrl: env.PUBLIC_URL }) : null;
  await app.register(feedsPlugin, { services, webDist, sitePages: async () => (pages ? pages.indexedPages() : []) });
  await app.register(staticWebPlugin, { webDist, pages });
  const publishing = pages ? publishTimer(services, () => pages.clear(), app.log) : null;

  let unlistenCatalog: (() => Promise<void>) | undefined;
  let unlistenContent: (() => Promise<void>) | undefined;
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
      unlistenCatalog = await database.listen(CATALOG_CHANNEL, () => {
        services.catalog.clear();
        pages?.clear();
      });
      unlistenContent = await database.listen(CONTENT_CHANNEL, () => {
        pages?.clear();
        publishing?.reschedule();
      });
      publishing?.reschedule();
      if (!env.ADMIN_PASSWORD) await services.admin.passwordHash; // a generated password is shown before "ready"
      await app.listen({ port: env.PORT, host: env.HOST });
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : env.PORT;
      const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
      onListening?.(url);
      // The page renderer's code loads now, beside the first requests, rather than inside the first page's.
      const rendererLoaded = pages
        ?.load()
        .catch((error) => app.log.error({ err: error }, "page renderer failed to load"));
      // The job queue starts once the site answers (its first start creates its tables); a job sent meanwhile
      // waits for it.
      await jobs.start(services);
      await rendererLoaded;
      settledAt = performance.now();
      return url;
    },
    async stop(): Promise<void> {
      stopping = true;
      gate.close();
      const began = performance.now();
      const step = (what: string) => app.log.info(`Shutdown: ${what} (${Math.round(performance.now() - began)} ms)`);
      // First a moment in which each new request, on a kept-alive connection or a new one, is answered 503 with
      // "Connection: close" (the database gate's hook): its sender goes elsewhere and the connection ends after
      // that answer. Closing idle connections at once could cut one whose next request was already on the wire
      // but not yet read; that one is now answered.
      await new Promise((resolve) => setTimeout(resolve, drainMs(env)));
      // A request in flight at the signal ends with its keep-alive socket idle, which close() alone would
      // leave open until the keep-alive timeout: reap idle sockets until everything has finished.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(reaper));
      step("requests finished");
      await jobs.stop();
      step("job queue stopped");
      await unlistenCatalog?.();
      await unlistenContent?.();
      publishing?.stop();
      await built.close();
      if (ownsDatabase) await database.close();
      step("database closed");
    },
  };
}

export type Server = Awaited<ReturnType<typeof createServer>>;
