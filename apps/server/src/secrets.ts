// Secrets the server needs: from the environment, or (in development) generated once and kept in the data folder.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AdminAuthConfig, hashPassword } from "@studio/api";
import type { Env } from "./env";

function readSecret(env: Env, file: string): string | undefined {
  const path = join(env.DATA_DIR, file);
  return existsSync(path) ? readFileSync(path, "utf8").trim() : undefined;
}

function keepSecret(env: Env, file: string, value: string): void {
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(join(env.DATA_DIR, file), `${value}\n`, { mode: 0o600 });
}

export function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const kept = readSecret(env, "session-secret");
  if (kept) return kept;
  const secret = randomBytes(32).toString("base64url");
  keepSecret(env, "session-secret", secret);
  return secret;
}

/**
 * The admin's username and password hash. Hashing a password takes a good part of a second of CPU, so it
 * starts at the first sign-in (or at start-up in development, to show a generated password), not with every
 * start. Logs a generated password the one time it is created.
 */
export function adminAuth(env: Env, log: (message: string) => void): AdminAuthConfig {
  const username = env.ADMIN_USERNAME ?? "admin";
  let hashed: Promise<string> | undefined;
  return {
    username,
    get passwordHash() {
      hashed ??= adminPasswordHash(env, username, log);
      return hashed;
    },
  };
}

async function adminPasswordHash(env: Env, username: string, log: (message: string) => void): Promise<string> {
  const given = env.ADMIN_PASSWORD;
  if (given) return given.startsWith("$argon2id$") ? given : hashPassword(given);
  const kept = readSecret(env, "admin-password.hash");
  if (kept) return kept;
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  keepSecret(env, "admin-password.hash", passwordHash);
  log(`Admin sign-in created for development: username "${username}", password "${password}" (shown once).`);
  return passwordHash;
}
