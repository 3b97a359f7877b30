import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verify } from "@node-rs/argon2";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import { adminAuth, sessionSecret } from "./secrets";

const dirs: string[] = [];
function envIn(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "secrets-"));
  dirs.push(dir);
  return loadEnv({ DATA_DIR: dir, ...extra });
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("admin credentials", () => {
  it("hashes ADMIN_PASSWORD with argon2id", async () => {
    const auth = adminAuth(envIn({ ADMIN_USERNAME: "carmen", ADMIN_PASSWORD: "a long password" }), () => {});
    expect(auth.username).toBe("carmen");
    expect(await auth.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(await auth.passwordHash, "a long password")).toBe(true);
  });

  it("accepts an argon2id hash as ADMIN_PASSWORD", async () => {
    const hash = await adminAuth(envIn({ ADMIN_PASSWORD: "another password" }), () => {}).passwordHash;
    expect(await adminAuth(envIn({ ADMIN_PASSWORD: hash }), () => {}).passwordHash).toBe(hash);
  });

  it("generates a development password once, prints it once, and keeps only its hash", async () => {
    const env = envIn();
    const logs: string[] = [];
    const first = adminAuth(env, (line) => logs.push(line));
    const firstHash = await first.passwordHash;
    expect(logs).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(logs[0] ?? "")?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verify(firstHash, password)).toBe(true);
    expect(readFileSync(join(env.DATA_DIR, "admin-password.hash"), "utf8")).not.toContain(password);

    const second = adminAuth(env, (line) => logs.push(line));
    expect(logs).toHaveLength(1);
    expect(await second.passwordHash).toBe(firstHash);
  });
});

describe("session secret", () => {
  it("is generated once in development and kept", () => {
    const env = envIn();
    const secret = sessionSecret(env);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(sessionSecret(env)).toBe(secret);
  });

  it("comes from SESSION_SECRET when set", () => {
    expect(sessionSecret(envIn({ SESSION_SECRET: "s".repeat(40) }))).toBe("s".repeat(40));
  });
});
