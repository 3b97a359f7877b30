import { z } from "zod";
import { id, instant, isoDate, numeric } from "./common";

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
