import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("has defaults that start the site on a fresh machine", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: "development", PORT: 3000, DATA_DIR: "./.data", LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("links e-mails to the port the server listens on unless PUBLIC_URL says otherwise", () => {
    expect(loadEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadEnv({ PORT: "4123" }).PUBLIC_URL).toBe("http://localhost:4123");
    expect(loadEnv({ PORT: "4123", PUBLIC_URL: "https://carmenreyesfitness.com" }).PUBLIC_URL).toBe(
      "https://carmenreyesfitness.com",
    );
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "seventy"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "not a url"],
    ["STRIPE_SECRET_KEY", "pk_live_123"],
    ["SESSION_SECRET", "short"],
    ["REDIS_URL", "http://localhost:6379"],
    ["VAPID_SUBJECT", "hello@carmenreyesfitness.com"],
    ["VAPID_PUBLIC_KEY", "not-a-key"],
    ["PUSH_ALLOWED_ORIGINS", "127.0.0.1:4500"],
  ])("stops start-up naming %s when it is %s", (key, value) => {
    expect(() => loadEnv({ [key]: value })).toThrow(ConfigError);
    expect(() => loadEnv({ [key]: value })).toThrow(new RegExp(`\\b${key}\\b`));
  });

  it("requires admin credentials and a session secret in production", () => {
    let message = "";
    try {
      loadEnv({ NODE_ENV: "production" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ADMIN_USERNAME: is required in production/);
    expect(message).toMatch(/ADMIN_PASSWORD: is required in production/);
    expect(message).toMatch(/SESSION_SECRET: is required in production/);
    expect(message).toMatch(/STRIPE_SECRET_KEY: is required in production \(or set PAYMENTS_MODE=mock\)/);
  });

  it("lets production run without Stripe only when mock payments are explicit and named unsafe", () => {
    const base = {
      NODE_ENV: "production",
      ADMIN_USERNAME: "carmen",
      ADMIN_PASSWORD: "long password",
      SESSION_SECRET: "s".repeat(40),
    };
    expect(() => loadEnv(base)).toThrow(/STRIPE_WEBHOOK_SECRET/);
    // Mock mode lets anyone mark a booking paid: production takes it only with the unsafe setting as well.
    expect(() => loadEnv({ ...base, PAYMENTS_MODE: "mock" })).toThrow(
      /PAYMENTS_MODE: mock lets anyone mark a booking paid: in production it needs UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION=true/,
    );
    expect(loadEnv({ ...base, PAYMENTS_MODE: "mock", UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION: "true" }).PAYMENTS_MODE).toBe(
      "mock",
    );
  });

  it("takes both VAPID keys or neither, and a test's push service never in production", () => {
    const publicKey = `B${"A".repeat(86)}`;
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(
      loadEnv({ PUSH_ALLOWED_ORIGINS: "http://127.0.0.1:4500, http://127.0.0.1:4501" }).PUSH_ALLOWED_ORIGINS,
    ).toEqual(["http://127.0.0.1:4500", "http://127.0.0.1:4501"]);
    const production = {
      NODE_ENV: "production",
      PAYMENTS_MODE: "mock",
      UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION: "true",
      ADMIN_USERNAME: "coach",
      ADMIN_PASSWORD: "a long enough password",
      SESSION_SECRET: "x".repeat(32),
    };
    expect(() => loadEnv(production)).not.toThrow();
    expect(() => loadEnv({ ...production, PUSH_ALLOWED_ORIGINS: "http://127.0.0.1:4500" })).toThrow(
      /PUSH_ALLOWED_ORIGINS: lets the server post to this machine's network/,
    );
  });
});
