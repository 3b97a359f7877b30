// The side-effecting services every procedure, job and webhook is given: built from the env, or injected by a test.
import {
  CatalogCache,
  databaseLimits,
  localUploadedFiles,
  loggedSms,
  mockGateway,
  type PaymentGateway,
  type PushSender,
  type Services,
  type SmsSender,
  stripeGateway,
  twilioSms,
  vapidKeysFromDatabase,
  webPush,
} from "@studio/api";
import type { Database, DatabaseHandle } from "@studio/db";
import { createMailer, type Mailer } from "@studio/email";
import type { FastifyBaseLogger } from "fastify";
import { type Env, uploadDir } from "./env";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./jobs";
import { redisLimits } from "./redis-limits";
import { adminAuth, sessionSecret } from "./secrets";

export interface ServiceOverrides {
  mailer?: Mailer;
  /** The payment provider; tests pass a stand-in for Stripe's API. */
  payments?: PaymentGateway;
  sms?: SmsSender;
  /** Job timings (tests retry in seconds rather than minutes). */
  jobs?: JobRunnerOptions;
  now?: () => Date;
}

export interface BuiltServices {
  services: Services;
  jobs: JobRunner;
  /** Closes what the services hold open (the Redis client, the mail transport); the job runner stops apart. */
  close(): Promise<void>;
}

function paymentGateway(env: Env, now: () => Date): PaymentGateway {
  const mode = env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? "stripe" : "mock");
  if (mode === "mock" || !env.STRIPE_SECRET_KEY) return mockGateway(now);
  return stripeGateway(env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY ?? null);
}

function smsSender(env: Env, log: (line: string) => void): SmsSender {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return loggedSms(log);
  return twilioSms({
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    apiUrl: env.TWILIO_API_URL,
  });
}

/** Web Push signed with the configured VAPID pair, or the database's own; a test's push service allowed by origin. */
function pushSender(env: Env, db: Database): PushSender {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.TRAINER_EMAIL}`;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  return webPush({
    keys:
      publicKey && privateKey ? async () => ({ publicKey, privateKey, subject }) : vapidKeysFromDatabase(db, subject),
    // env.ts refuses the list in production; this says so again where it is used.
    allowedOrigins: env.NODE_ENV === "production" ? [] : (env.PUSH_ALLOWED_ORIGINS ?? []),
  });
}

export async function buildServices(
  env: Env,
  overrides: ServiceOverrides & { database: DatabaseHandle; log: FastifyBaseLogger },
): Promise<BuiltServices> {
  const { database, log } = overrides;
  const production = env.NODE_ENV === "production";
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: (m) => log.info(m) });
  const secret = sessionSecret(env);
  const jobs = createJobRunner(database, log, overrides.jobs);
  const redis = env.REDIS_URL ? await redisLimits(env.REDIS_URL, env.REDIS_PREFIX) : null;
  const services: Services = {
    db: database.db,
    mailer,
    payments: overrides.payments ?? paymentGateway(env, overrides.now ?? (() => new Date())),
    sms: overrides.sms ?? smsSender(env, (line) => log.info(line)),
    push: pushSender(env, database.db),
    catalog: new CatalogCache(),
    limits: redis ?? databaseLimits(database.db),
    jobs: jobs.queue,
    now: overrides.now ?? (() => new Date()),
    admin: adminAuth(env, (m) => log.warn(m)),
    secret,
    production,
    publicUrl: env.PUBLIC_URL,
    trainerEmail: env.TRAINER_EMAIL,
    uploads: localUploadedFiles(uploadDir(env)),
  };
  if (production && services.payments.mode === "mock") {
    log.warn("PAYMENTS ARE MOCKED IN PRODUCTION: no card is charged and anyone can mark a booking paid");
  }
  return {
    services,
    jobs,
    async close() {
      await redis?.close();
      mailer.close();
    },
  };
}
