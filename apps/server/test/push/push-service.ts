// A push service of the test's own (what FCM or Mozilla's autopush is to a browser): it keeps every notification
// posted to it, answers as each test tells it, and reads them as the browser would, with the test device's private
// key and secret (RFC 8291's aes128gcm, written here from the RFC with Node's crypto, not with the library the
// server encrypts with, so a fault in one is not hidden by the same fault in the other).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { expect } from "vitest";

export interface Posted {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** What the service answered. */
  status: number;
}

export async function startPushService() {
  const posted: Posted[] = [];
  /** Answers to give, by path, one per request (then 201). */
  const scripted = new Map<string, number[]>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? "";
    const status = scripted.get(path)?.shift() ?? (path.includes("/gone/") ? 410 : 201);
    posted.push({ path, headers: request.headers, body: Buffer.concat(chunks), status });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    origin,
    posted,
    to: (path: string) => posted.filter((entry) => entry.path === path),
    /** The next answers for `path`, in order. */
    answer: (path: string, ...statuses: number[]) => scripted.set(path, statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A browser's subscription: a fresh P-256 key pair and 16-byte secret, at a path of the test's push service. */
export function testDevice(service: PushService, name: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const secret = randomBytes(16);
  const path = `/push/${name}`;
  const subscription = {
    endpoint: `${service.origin}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: secret.toString("base64url") },
  };
  return {
    path,
    subscription,
    /** A notification as the browser reads it: decrypted with this device's keys, then parsed. */
    read(posted: Posted): Record<string, string> {
      expect(posted.headers["content-encoding"]).toBe("aes128gcm");
      return JSON.parse(decrypt(posted.body, ecdh, secret).toString("utf8"));
    },
  };
}

/** RFC 8291 section 3 and RFC 8188: one aes128gcm record, keyed by ECDH with the sender's key in its header. */
function decrypt(body: Buffer, receiver: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end);
}

/**
 * RFC 8292: the request names the site's public key (k) and carries a JWT for this push service's origin, signed
 * with the matching private key. Resolves to the JWT's claims.
 */
export function vapidClaims(posted: Posted, publicKey: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(posted.headers.authorization));
  expect(match?.[2]).toBe(publicKey);
  const [header = "", claims = "", signature = ""] = (match?.[1] ?? "").split(".");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(signed).toBe(true);
  const parsed = JSON.parse(Buffer.from(claims, "base64url").toString("utf8"));
  expect(parsed.aud).toBe(audience);
  return parsed as { aud: string; exp: number; sub: string };
}
