import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, for session cookies. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Session rows are keyed by this, so a leaked table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}

/** An HMAC of `value` for one purpose (an unsubscribe link, an e-mail code), keyed by the server secret. */
export function signFor(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}
