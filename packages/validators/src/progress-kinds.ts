// Plain lists (no schema library): what the tracker's screens show, so they never load zod for a label.
export const moodLabels = ["Sad", "Low", "Okay", "Good", "On fire"] as const;
export const moodEmojis = ["😢", "😕", "😐", "😊", "🔥"] as const;
export const energyLabels = ["Very Low", "Low", "Moderate", "High", "Very High"] as const;

export const achievementEmojis: Record<string, string> = {
  "workout-complete": "💪",
  "3-day-streak": "🔥",
  "7-day-streak": "⭐",
  "14-day-streak": "🏅",
  "30-day-streak": "🏆",
  "mood-improver": "🌈",
};
/** SPEC section 3: an unknown code shows a target. */
export const achievementEmoji = (code: string) => achievementEmojis[code] ?? "🎯";

/** A measurement's bounds: wide enough for every body, narrow enough to catch a slipped digit. */
export const MEASUREMENT_BOUNDS = {
  weightLb: { min: 50, max: 700 },
  waistIn: { min: 15, max: 80 },
  hipsIn: { min: 20, max: 90 },
} as const;
/** How far back a measurement may be dated: a client adds last year's numbers, not a typo's century. */
export const MEASUREMENT_YEARS_BACK = 5;

/** How many progress photos a client keeps: a photo a month for ten years. Decided in the database, under her lock. */
export const PROGRESS_PHOTOS_MAX = 120;
/** Where a progress photo is served, to her and the trainer only: never an /uploads address, never public. */
export const PROGRESS_PHOTOS_PATH = "/api/progress-photos";
export const progressPhotoPath = (id: number) => `${PROGRESS_PHOTOS_PATH}/${id}`;
