// The trainer's sign-in.
import { z } from "zod";
import { instant } from "./common";

export const adminLoginInput = z.object({
  username: z.string().trim().min(1, "Username is required").max(100, "Username is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});

export type AdminLoginInput = z.infer<typeof adminLoginInput>;

export const adminMeOutput = z.object({ username: z.string() });

// A second factor: passkeys, an authenticator app (TOTP) and one-time recovery codes.

export const SECOND_FACTOR_METHODS = ["passkey", "totp", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A right password when a second factor is set up: no session yet, the step that is missing and how to take it. */
export const secondFactorNeededOutput = z.object({
  secondFactor: z.object({ required: z.literal(true), methods: z.array(z.enum(SECOND_FACTOR_METHODS)) }),
});

/** Signed in, or a right password still waiting for its second factor. */
export const adminLoginOutput = z.union([adminMeOutput, secondFactorNeededOutput]);
export type AdminLoginOutput = z.infer<typeof adminLoginOutput>;

/** The six digits of an authenticator app; spaces (as some apps show them) are left out. */
export const totpCode = z
  .string({ error: "Code is required" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Code must be the 6 digits your authenticator app shows"));

/** A recovery code as it was shown ("abcde-fghij"): letters and digits, any case, dashes and spaces left out. */
export const recoveryCode = z
  .string({ error: "Recovery code is required" })
  .max(40, "Recovery code is too long")
  .transform((value) => value.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, "Recovery code must be the 10 letters and digits of one of your codes"));

/** base64url text as WebAuthn responses carry it, bounded. */
const base64url = (field: string, max = 4096) =>
  z
    .string({ error: `${field} is required` })
    .max(max, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${field} must be base64url`);

const webAuthnCommon = {
  id: base64url("id", 1024),
  rawId: base64url("rawId", 1024),
  type: z.literal("public-key", { error: "type must be public-key" }),
  authenticatorAttachment: z
    .enum(["platform", "cross-platform"], { error: "Unknown authenticatorAttachment" })
    .optional(),
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }, { error: "Must be an object" })
    .default({}),
};

/** What the browser's navigator.credentials.get() gave, as @simplewebauthn/browser sends it. */
export const passkeyAssertion = z.object(
  {
    ...webAuthnCommon,
    response: z.object(
      {
        clientDataJSON: base64url("clientDataJSON"),
        authenticatorData: base64url("authenticatorData"),
        signature: base64url("signature"),
        userHandle: base64url("userHandle", 1024).optional(),
      },
      { error: "response must be an object" },
    ),
  },
  { error: "Passkey response must be an object" },
);

/** What the browser's navigator.credentials.create() gave, as @simplewebauthn/browser sends it. */
export const passkeyAttestation = z.object(
  {
    ...webAuthnCommon,
    response: z.object(
      {
        clientDataJSON: base64url("clientDataJSON"),
        attestationObject: base64url("attestationObject", 16_384),
        authenticatorData: base64url("authenticatorData").optional(),
        transports: z.array(z.string().max(32, "Transport is too long")).max(10, "Too many transports").optional(),
        publicKeyAlgorithm: z.number().int("validation.number.whole").optional(),
        publicKey: base64url("publicKey").optional(),
      },
      { error: "response must be an object" },
    ),
  },
  { error: "Passkey response must be an object" },
);

/** The second step of the sign-in: one of the three ways. */
export const secondFactorInput = z.discriminatedUnion(
  "method",
  [
    z.strictObject({ method: z.literal("totp"), code: totpCode }),
    z.strictObject({ method: z.literal("recovery"), code: recoveryCode }),
    z.strictObject({ method: z.literal("passkey"), response: passkeyAssertion }),
  ],
  { error: "method must be passkey, totp or recovery" },
);
export type SecondFactorInput = z.input<typeof secondFactorInput>;

/** Options for navigator.credentials.create(), passed on to the browser as the server made them (tRPC only). */
export const webAuthnOptionsOutput = z.looseObject({ challenge: z.string() });

/**
 * Options for navigator.credentials.get() at sign-in, as @simplewebauthn/server makes them: every field named, since
 * the REST API publishes them (POST /api/admin/login/passkey-options).
 */
export const passkeySignInOptionsOutput = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z
    .array(z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() }))
    .optional(),
  timeout: z.number().optional(),
  userVerification: z.enum(["required", "preferred", "discouraged"]).optional(),
});

const passkeyName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(60, "Name is too long (60 characters at most)");

export const addPasskeyInput = z.strictObject({ name: passkeyName, response: passkeyAttestation });
export type AddPasskeyInput = z.input<typeof addPasskeyInput>;

export const passkeyIdInput = z.strictObject({ id: base64url("id", 1024).min(1, "id is required") });

export const confirmTotpInput = z.strictObject({ code: totpCode });
export type ConfirmTotpInput = z.input<typeof confirmTotpInput>;

export const securityStatusOutput = z.object({
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: instant, lastUsedAt: instant.nullable() })),
  totp: z.object({ confirmedAt: instant }).nullable(),
  recoveryCodes: z.object({ remaining: z.number().int(), total: z.number().int(), createdAt: instant.nullable() }),
  /** Whether her sign-in asks for a second factor (a passkey or the app is set up). */
  secondFactorRequired: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusOutput>;

export const totpSetupOutput = z.object({
  /** The secret in base32, to type into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code, as an SVG data URL. */
  qrCode: z.string(),
});

export const recoveryCodesOutput = z.object({ codes: z.array(z.string()) });
export type SecondFactorAnswer = z.output<typeof secondFactorInput>;
