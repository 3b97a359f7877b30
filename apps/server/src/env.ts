// The server's configuration: parsed once from the environment, naming any bad variable at start-up.
import { join, resolve } from "node:path";
import type { DatabaseOptions } from "@studio/db";
import { z } from "zod";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const urlWithScheme = (schemes: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: optional(urlWithScheme(["postgres:", "postgresql:"], "must be a postgres:// URL")),
    DATA_DIR: z.string().min(1).default("./.data"),
    /** Links in e-mails and payment returns; unset, the server's own address on this machine (PORT included). */
    PUBLIC_URL: optional(urlWithScheme(["http:", "https:"], "must be an http(s) URL")),
    SMTP_URL: optional(urlWithScheme(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL")),
    MAIL_FROM: z.string().min(3).default('"Carmen Reyes Fitness" <hello@carmenreyesfitness.com>'),
    /** Where contact-form messages go. */
    TRAINER_EMAIL: z.string().email("must be an e-mail address").default("hello@carmenreyesfitness.com"),
    STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
    STRIPE_PUBLISHABLE_KEY: optional(z.string().startsWith("pk_", "must start with pk_")),
    STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
    /** "mock" takes no real payments (development and tests); the default is Stripe when a key is set. */
    PAYMENTS_MODE: optional(z.enum(["stripe", "mock"])),
    /**
     * In mock mode anybody can mark any booking paid: production refuses it unless this says, in so many
     * words, that the site takes no money (a demo, a staging copy).
     */
    UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    ADMIN_USERNAME: optional(z.string().min(1).max(100)),
    /** The admin password, or its argon2id hash ($argon2id$...). */
    ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
    SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    REDIS_URL: optional(urlWithScheme(["redis:", "rediss:"], "must be a redis:// URL")),
    /** SMS reminders go through Twilio when all three are set; otherwise they are written to the log. */
    TWILIO_ACCOUNT_SID: optional(z.string().startsWith("AC", "must start with AC")),
    TWILIO_AUTH_TOKEN: optional(z.string().min(16)),
    TWILIO_FROM: optional(z.string().regex(/^\+\d{8,15}$/, "must be a number in E.164 form, like +13055550123")),
    TWILIO_API_URL: optional(urlWithScheme(["http:", "https:"], "must be an http(s) URL")),
    /**
     * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them) and the contact push
     * services may write to (mailto: or https:). Unset, a pair is made once and kept in the database.
     */
    VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url")),
    VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url")),
    VAPID_SUBJECT: optional(
      z.string().refine((value) => /^(mailto:.+@.+|https:\/\/.+)$/.test(value), "must be a mailto: or https: address"),
    ),
    /**
     * Outside production only: origins (comma-separated, like http://127.0.0.1:4500) a push subscription may name
     * however they are reached, http or this machine: a test's own push service. Production refuses it.
     */
    PUSH_ALLOWED_ORIGINS: optional(
      z
        .string()
        .transform((value) =>
          value
            .split(",")
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .pipe(z.array(urlWithScheme(["http:", "https:"], "must list http(s) origins"))),
    ),
    /** Keys in Redis start with this, so several sites (or test runs) can share one Redis. */
    REDIS_PREFIX: z.string().min(1).default("studio:limit:"),
    UPLOAD_DIR: optional(z.string().min(1)),
    /** Beyond this event-loop delay (ms) the server sheds load with 503 + Retry-After; 0 turns it off. */
    MAX_EVENT_LOOP_DELAY_MS: optional(z.coerce.number().int().min(0)),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Set when a reverse proxy in front sets X-Forwarded-For. */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_MODE === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required when PAYMENTS_MODE=stripe" });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PRIVATE_KEY"],
        message: "is set with VAPID_PUBLIC_KEY, or neither",
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (env.PUSH_ALLOWED_ORIGINS?.length) {
      ctx.addIssue({
        code: "custom",
        path: ["PUSH_ALLOWED_ORIGINS"],
        message: "lets the server post to this machine's network: it is for tests, never production",
      });
    }
    if (env.PAYMENTS_MODE === "mock" && !env.UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS_MODE"],
        message:
          "mock lets anyone mark a booking paid: in production it needs UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION=true as well",
      });
    }
    if (env.PAYMENTS_MODE !== "mock") {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required in production (or set PAYMENTS_MODE=mock)",
          });
        }
      }
    }
    for (const key of ["ADMIN_USERNAME", "ADMIN_PASSWORD", "SESSION_SECRET"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required in production" });
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}` }));

export type Env = z.infer<typeof envSchema>;

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in the data folder. */
export function databaseOptions(env: Env): DatabaseOptions {
  return { url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : join(env.DATA_DIR, "pglite") };
}

/** Where uploaded photos are kept: UPLOAD_DIR, or "uploads" in the data folder. */
export const uploadDir = (env: Env) => resolve(env.UPLOAD_DIR ?? join(env.DATA_DIR, "uploads"));

export class ConfigError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
