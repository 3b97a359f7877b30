// The trainer's passkeys (WebAuthn, by @simplewebauthn/server). The relying party is the site's public address
// (PUBLIC_URL): its host name is the RP ID, and in production its origin is the only one accepted. Outside
// production any origin on that host name is (http://localhost on whichever port a test or `pnpm dev` serves).
import { createHash } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { adminPasskeys, type Executor } from "@studio/db";
import type { AddPasskeyInput } from "@studio/validators";
import { and, asc, eq } from "drizzle-orm";
import type { Services } from "../context";
import { TOTP_ISSUER } from "./totp";

interface RelyingParty {
  rpID: string;
  /** The origin the browser reported, when it is one this site accepts. */
  acceptedOrigin(clientDataJSON: string): string | null;
}

export function relyingParty(services: Pick<Services, "publicUrl" | "production">): RelyingParty {
  const site = new URL(services.publicUrl);
  return {
    rpID: site.hostname,
    acceptedOrigin(clientDataJSON) {
      try {
        const { origin } = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
          origin?: unknown;
        };
        if (typeof origin !== "string") return null;
        if (services.production) return origin === site.origin ? origin : null;
        return new URL(origin).hostname === site.hostname ? origin : null;
      } catch {
        return null;
      }
    },
  };
}

export async function passkeysOf(db: Executor, username: string) {
  return db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.username, username))
    .orderBy(asc(adminPasskeys.createdAt));
}

/** Options for navigator.credentials.create(): her passkeys are excluded, so one authenticator is added once. */
export async function registrationOptions(services: Services, username: string) {
  const existing = await passkeysOf(services.db, username);
  return generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: relyingParty(services).rpID,
    userName: username,
    userDisplayName: `${username} (admin)`,
    // The same user handle every time, so an authenticator keeps one passkey for her rather than one per set-up.
    userID: new Uint8Array(createHash("sha256").update(`studio-admin:${username}`).digest()),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/** The passkey's row values, or null when the browser's answer does not prove a new credential for `challenge`. */
export async function verifyRegistration(services: Services, response: AddPasskeyInput["response"], challenge: string) {
  const party = relyingParty(services);
  const origin = party.acceptedOrigin(response.response.clientDataJSON);
  if (!origin) return null;
  try {
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: party.rpID,
      requireUserVerification: false,
    });
    if (!verification.verified) return null;
    const { credential } = verification.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? null,
    };
  } catch {
    return null;
  }
}

/** Options for navigator.credentials.get(), naming her passkeys. */
export async function authenticationOptions(services: Services, username: string) {
  const keys = await passkeysOf(services.db, username);
  return generateAuthenticationOptions({
    rpID: relyingParty(services).rpID,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
    userVerification: "preferred",
  });
}

/** True when the browser's answer is her passkey's signature over `challenge`; its counter and last use are kept. */
export async function verifyAssertion(
  services: Services,
  username: string,
  response: AuthenticationResponseJSON,
  challenge: string,
  now: Date,
) {
  const party = relyingParty(services);
  const origin = party.acceptedOrigin(response.response.clientDataJSON);
  if (!origin) return false;
  const [key] = await services.db
    .select()
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.id, response.id), eq(adminPasskeys.username, username)));
  if (!key) return false;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: party.rpID,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
        counter: key.counter,
        transports: key.transports ?? undefined,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) return false;
    await services.db
      .update(adminPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(adminPasskeys.id, key.id));
    return true;
  } catch {
    return false;
  }
}
