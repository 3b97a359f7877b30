import { z } from "zod";
import { id, imagePath, money, requestKey } from "./common";
import { PACKAGE_BILLINGS } from "./membership-kinds";
import { packageTypes } from "./package-kinds";
import { contentLanguage, translationsInput } from "./translations";

export {
  type PackageCategory,
  type PackageType,
  packageCategory,
  packageTypes,
  sessionCountFor,
} from "./package-kinds";
export const packageType = z.enum(packageTypes);

export const packageOutput = z.object({
  id,
  name: z.string(),
  description: z.string(),
  type: packageType,
  price: money,
  durationMinutes: z.number().int(),
  sessionCount: z.number().int(),
  /** Its sessions are to be used within this many months of payment; null: they never expire. */
  validMonths: z.number().int().nullable(),
  /** once: a pack; monthly: a membership, its price a month for its sessions each month. */
  billing: z.enum(PACKAGE_BILLINGS),
  /** A membership of unlimited sessions within her hours: one a day, each paid month's lapsing with it. */
  unlimited: z.boolean(),
  imageUrl: z.string().nullable(),
  /** What it includes, as the trainer wrote it; null when she left the lines written for its type. */
  features: z.array(z.string()).nullable(),
  /** The language its name and description are in: English on a Spanish page when she wrote no Spanish version. */
  language: contentLanguage,
});
export type PackageOutput = z.infer<typeof packageOutput>;

/** The rules of a package the trainer writes (SPEC's types; the studio's limits on price, length and count). */
export const PACKAGE_LIMITS = {
  name: 120,
  description: 2000,
  feature: 160,
  features: 12,
  minMinutes: 15,
  maxMinutes: 240,
  maxSessions: 100,
  maxPrice: 100_000,
  maxValidMonths: 36,
} as const;

/** A price typed by a person: "80", "80.5" or "80.00", never negative, at most two decimals; sent as "80.00". */
export const priceInput = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, "Price must be an amount of at least 0 with at most 2 decimals")
  .refine((value) => Number(value) <= PACKAGE_LIMITS.maxPrice, `Price must be at most $${PACKAGE_LIMITS.maxPrice}`)
  .transform((value) => Number(value).toFixed(2));

const packageName = z
  .string()
  .trim()
  .max(PACKAGE_LIMITS.name, `Name must be at most ${PACKAGE_LIMITS.name} characters`);
const packageDescription = z
  .string()
  .trim()
  .max(PACKAGE_LIMITS.description, `Description must be at most ${PACKAGE_LIMITS.description} characters`);

/** Her Spanish name, description and feature lines (one per line), each left empty when not written. */
export const packageTranslations = translationsInput({
  name: packageName,
  description: packageDescription,
  features: z
    .string()
    .trim()
    .max(
      PACKAGE_LIMITS.features * (PACKAGE_LIMITS.feature + 1),
      `Spanish features must be at most ${PACKAGE_LIMITS.features} lines of ${PACKAGE_LIMITS.feature} characters`,
    ),
});
export type PackageTranslations = z.infer<typeof packageTranslations>;

export const packageInput = z.object({
  name: packageName.min(1, "Name is required"),
  description: packageDescription,
  type: packageType,
  price: priceInput,
  durationMinutes: z
    .number({ error: "Duration must be a number of minutes" })
    .int("Duration must be whole minutes")
    .min(
      PACKAGE_LIMITS.minMinutes,
      `Duration must be ${PACKAGE_LIMITS.minMinutes} to ${PACKAGE_LIMITS.maxMinutes} minutes`,
    )
    .max(
      PACKAGE_LIMITS.maxMinutes,
      `Duration must be ${PACKAGE_LIMITS.minMinutes} to ${PACKAGE_LIMITS.maxMinutes} minutes`,
    ),
  /** Left empty (null), SPEC's rule by name decides. */
  sessionCount: z
    .number({ error: "Sessions must be a number" })
    .int("Sessions must be a whole number")
    .min(1, `Sessions must be 1 to ${PACKAGE_LIMITS.maxSessions}`)
    .max(PACKAGE_LIMITS.maxSessions, `Sessions must be 1 to ${PACKAGE_LIMITS.maxSessions}`)
    .nullable(),
  /** Null: its sessions never expire. Left out, it stays as it was (never, for a new package). */
  validMonths: z
    .number({ error: "Expiry must be a number of months" })
    .int("Expiry must be whole months")
    .min(1, `Expiry must be 1 to ${PACKAGE_LIMITS.maxValidMonths} months`)
    .max(PACKAGE_LIMITS.maxValidMonths, `Expiry must be 1 to ${PACKAGE_LIMITS.maxValidMonths} months`)
    .nullable()
    .optional(),
  /** monthly: a membership that renews each month. Left out, it stays as it was (once, for a new package). */
  billing: z.enum(PACKAGE_BILLINGS, { error: "billing must be 'once' or 'monthly'" }).optional(),
  /**
   * A membership of unlimited sessions within her hours (billing monthly only): the server counts its sessions. Left
   * out, it stays as it was (not unlimited, for a new package).
   */
  unlimited: z.boolean({ error: "unlimited must be true or false" }).optional(),
  /** Null keeps the lines written for the package's type. */
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A feature cannot be empty")
        .max(PACKAGE_LIMITS.feature, `A feature must be at most ${PACKAGE_LIMITS.feature} characters`),
    )
    .max(PACKAGE_LIMITS.features, `At most ${PACKAGE_LIMITS.features} features`)
    .nullable(),
  imageUrl: imagePath.nullable(),
  active: z.boolean(),
  /** Left out, her Spanish version stays as it was. */
  translations: packageTranslations.optional(),
});
export type PackageInput = z.input<typeof packageInput>;

export const packageCreateInput = packageInput.extend({ requestKey });
export const packageUpdateInput = packageInput.extend({ id });
export const packageActiveInput = z.object({ id, active: z.boolean() });
/** Every package id in the trainer's new order. */
export const packageOrderInput = z.object({
  ids: z
    .array(id)
    .min(1, "ids must list the packages in their new order")
    .max(1000, "ids lists too many packages")
    .refine((ids) => new Set(ids).size === ids.length, "ids must not repeat a package"),
});

export const adminPackageOutput = packageOutput.omit({ language: true }).extend({
  translations: packageTranslations,
  active: z.boolean(),
  position: z.number().int(),
  /** How many bookings name it: a package with any cannot be deleted, only retired. */
  bookingCount: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageOutput>;
