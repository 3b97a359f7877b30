// Web Push: a device's subscription as the browser's PushManager gives it, and her choices of what to be told.
import { z } from "zod";
import { LANGUAGES } from "./languages";
import { PUSH_ENDPOINT_MAX, type PushKind } from "./push-kinds";

export * from "./push-kinds";

/**
 * Base64url as the browser's `toJSON()` writes a subscription's keys, padding allowed: the public key is an
 * uncompressed P-256 point (65 bytes, its first 0x04, so "B"), the secret 16 bytes.
 */
const p256dh = z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, "validation.push.keys");
const auth = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "validation.push.keys");

export const pushEndpoint = z
  .string()
  .trim()
  .min(1, "validation.push.endpoint")
  .max(PUSH_ENDPOINT_MAX, "validation.push.endpoint")
  .refine((value) => URL.canParse(value), "validation.push.endpoint");

export const pushSubscribeInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    /** Her device's P-256 public key, uncompressed (65 bytes). */
    p256dh,
    /** Her device's authentication secret (16 bytes). */
    auth,
  }),
  /** The language of the page she turned them on from: what her notifications on this device are written in. */
  language: z.enum(LANGUAGES, { error: "validation.push.language" }),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInput>;

export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });

export const pushSubscriptionOutput = z.object({ subscribed: z.boolean() });
export const pushPublicKeyOutput = z.object({ publicKey: z.string() });

/** Her choices, each optional on save: a kind she does not send keeps what it was. */
export const pushPreferencesInput = z.object({
  sessionReminders: z.boolean().optional(),
  waitlistOffers: z.boolean().optional(),
  trainerComments: z.boolean().optional(),
  todaysWorkout: z.boolean().optional(),
} satisfies Record<PushKind, z.ZodType>);
export const pushPreferencesOutput = z.object({
  sessionReminders: z.boolean(),
  waitlistOffers: z.boolean(),
  trainerComments: z.boolean(),
  todaysWorkout: z.boolean(),
} satisfies Record<PushKind, z.ZodType>);
