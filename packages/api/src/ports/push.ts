// Web Push behind one small interface. `web-push` encrypts each notification to the device's keys (RFC 8291,
// aes128gcm) and signs the request with the site's VAPID key (RFC 8292); the request itself is sent here, so the
// server connects only to public addresses (push-address.ts), follows no redirect and gives up after a bounded time.
// A test's own push service (http on this machine) is allowed by origin, and never in production (env.ts refuses it).
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isInternalHost, publicOnlyLookup } from "./push-address";

/** Where one device's notifications go, and the keys they are encrypted to (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps it for a device that is offline; past it, it is dropped. */
  ttlSeconds: number;
  urgency: "normal" | "high";
}

/** What the push service answered: 201 taken, 404 or 410 gone for good, anything else a failure. */
export interface PushAnswer {
  status: number;
  body: string;
}

/** Why an endpoint is refused: not https (or not on https's port), or an address of the site's own network. */
export type EndpointRefusal = "https" | "address";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services can reach the site's owner at. */
  subject: string;
}

export interface PushSender {
  /** The public key her browser subscribes with (base64url, an uncompressed P-256 point). */
  publicKey(): Promise<string>;
  /** Why the server will not post to this endpoint, or null when it will. */
  refuses(endpoint: string): EndpointRefusal | null;
  /** Encrypts `payload` to the device, signs the request and posts it; throws only when no answer came. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushAnswer>;
}

export interface WebPushConfig {
  /** The VAPID key pair: from the environment, or the database's own (vapid-keys.ts). */
  keys: () => Promise<VapidKeys>;
  /** Origins (http://127.0.0.1:PORT) that may be posted to however they are reached: a test's push service. */
  allowedOrigins?: readonly string[];
  /** The whole request's limit, connecting included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A push service's answer is a short status text; more is not read. */
const ANSWER_BYTES = 2048;

export function webPush(config: WebPushConfig): PushSender {
  const allowed = new Set(config.allowedOrigins ?? []);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const isAllowed = (url: URL) => allowed.has(url.origin);

  function refuses(endpoint: string): EndpointRefusal | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return "https";
    }
    if (isAllowed(url)) return null;
    if (url.protocol !== "https:" || (url.port !== "" && url.port !== "443") || url.username || url.password) {
      return "https";
    }
    return isInternalHost(url.hostname) ? "address" : null;
  }

  return {
    publicKey: async () => (await config.keys()).publicKey,
    refuses,
    async send(target, payload, options) {
      const refusal = refuses(target.endpoint);
      if (refusal) throw new Error(`Push endpoint refused (${refusal})`);
      const { default: webpush } = await import("web-push");
      const vapidDetails = await config.keys();
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails, TTL: options.ttlSeconds, urgency: options.urgency, contentEncoding: "aes128gcm" },
      );
      const url = new URL(details.endpoint);
      return post(url, details.headers as Record<string, string | number>, details.body, {
        timeoutMs,
        anyAddress: isAllowed(url),
      });
    },
  };
}

/** One POST with a deadline, to public addresses only unless told otherwise; never follows a redirect. */
function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  { timeoutMs, anyAddress }: { timeoutMs: number; anyAddress: boolean },
): Promise<PushAnswer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = send(url, {
      method: "POST",
      headers,
      lookup: anyAddress ? undefined : publicOnlyLookup,
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    });
    outgoing.on("error", reject);
    outgoing.on("response", (answer) => {
      const chunks: Buffer[] = [];
      let length = 0;
      answer.on("data", (chunk: Buffer) => {
        if (length < ANSWER_BYTES) chunks.push(chunk);
        length += chunk.length;
      });
      answer.on("error", reject);
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8").slice(0, ANSWER_BYTES),
        }),
      );
    });
    outgoing.end(body ?? undefined);
  });
}
