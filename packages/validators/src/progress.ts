import { z } from "zod";
import { email, id, instant, isoDate, numeric } from "./common";
import { MEASUREMENT_BOUNDS } from "./progress-kinds";

export * from "./progress-kinds";

const rating = (label: string) =>
  numeric(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be 1 to 5`)
      .max(5, `${label} must be 1 to 5`),
  );

export const progressInput = z.object({
  /** Must be the signed-in client's own id (403 otherwise). */
  userId: /* @__PURE__ */ id.optional(),
  /** Sent by the original client; the server records the entry for today in Miami. */
  date: z.string().max(40).optional(),
  moodRating: rating("Mood"),
  energyLevel: rating("Energy"),
  workoutCompleted: z.boolean().default(true),
  workoutType: z.string().trim().max(40).default("gym"),
  notes: z
    .string()
    .trim()
    .max(2000, "validation.notes.tooLong")
    .nullish()
    .transform((value) => value || null),
});
export type ProgressInput = z.input<typeof progressInput>;

/** One day's entry as stored. */
export const progressEntryOutput = z.object({
  id,
  userId: id,
  /** When it was last saved. */
  date: instant,
  /** The day in Miami it belongs to. */
  entryDay: isoDate,
  moodRating: z.number().int(),
  energyLevel: z.number().int(),
  workoutCompleted: z.boolean(),
  workoutType: z.string().nullable(),
  notes: z.string().nullable(),
  /** Comma-separated codes (see achievementEmojis). */
  achievements: z.string().nullable(),
  createdAt: instant,
});

export const streakOutput = z.object({ streak: z.number().int(), emoji: z.string() });

export const progressEntriesOutput = z.object({ success: z.boolean(), data: z.array(progressEntryOutput) });
export const progressStreakOutput = z.object({ success: z.boolean(), data: streakOutput });

/** The saved entry with the achievements it earned, as codes and as icons. */
export const savedProgressOutput = z.object({
  success: z.boolean(),
  data: progressEntryOutput,
  streak: streakOutput,
  achievementEmojis: z.string(),
  achievementIcons: z.string(),
});

const measure = (field: keyof typeof MEASUREMENT_BOUNDS) => {
  const rule = `validation.measurements.${field}`;
  const { min, max } = MEASUREMENT_BOUNDS[field];
  return numeric(z.number({ error: rule }).min(min, rule).max(max, rule))
    .transform((value) => Math.round(value * 10) / 10)
    .nullish()
    .transform((value) => value ?? null);
};

/** progress.saveMeasurement: her numbers on a day (today, or a day she missed), each optional but one. */
export const measurementInput = z
  .object({
    day: isoDate,
    weightLb: measure("weightLb"),
    waistIn: measure("waistIn"),
    hipsIn: measure("hipsIn"),
  })
  .refine((entry) => entry.weightLb !== null || entry.waistIn !== null || entry.hipsIn !== null, {
    path: ["weightLb"],
    message: "validation.measurements.oneNeeded",
  });
export type MeasurementInput = z.input<typeof measurementInput>;

export const measurementDayInput = z.object({ day: isoDate });

export const measurementOutput = z.object({
  day: isoDate,
  weightLb: z.number().nullable(),
  waistIn: z.number().nullable(),
  hipsIn: z.number().nullable(),
});
export type Measurement = z.infer<typeof measurementOutput>;

/** Her measurements, oldest first (the newest MEASUREMENTS_SHOWN of them). */
export const measurementsOutput = z.object({ entries: z.array(measurementOutput) });
export const MEASUREMENTS_SHOWN = 400;

/** admin.progress.measurements: one client's, by her e-mail. */
export const clientMeasurementsInput = z.object({ email });

/** A progress photo as listed: its address is progressPhotoPath(id). */
export const progressPhotoOutput = z.object({
  id,
  day: isoDate,
  width: z.number().int(),
  height: z.number().int(),
});
export type ProgressPhotoListed = z.infer<typeof progressPhotoOutput>;
/** Her progress photos, newest first (all of them: at most PROGRESS_PHOTOS_MAX). */
export const progressPhotosOutput = z.object({ photos: z.array(progressPhotoOutput) });
export const progressPhotoInput = z.object({ id });
