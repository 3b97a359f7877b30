// What the tracker's stored codes read as on screen, in the page's language: she sees "Yoga" and "7-day streak"
// ("Racha de 7 días"), never "yoga" or "7-DAY-STREAK". The codes themselves (SPEC section 3) stay what the server
// stores and the CSV exports.
import type { MessageId, Translate } from "@studio/i18n";

export const workoutTypes = ["gym", "home", "walk", "yoga", "swim", "cycling", "other"] as const;

const workoutTypeLabels: Record<string, MessageId> = {
  gym: "tracker.workout.gym",
  home: "tracker.workout.home",
  walk: "tracker.workout.walk",
  yoga: "tracker.workout.yoga",
  swim: "tracker.workout.swim",
  cycling: "tracker.workout.cycling",
  other: "tracker.workout.other",
};

const achievementLabels: Record<string, MessageId> = {
  "workout-complete": "tracker.achievement.workout-complete",
  "3-day-streak": "tracker.achievement.3-day-streak",
  "7-day-streak": "tracker.achievement.7-day-streak",
  "14-day-streak": "tracker.achievement.14-day-streak",
  "30-day-streak": "tracker.achievement.30-day-streak",
  "mood-improver": "tracker.achievement.mood-improver",
};

/** Mood and energy 1-5 (SPEC section 3), from sad to on fire and from very low to very high. */
export const moodLabels = [
  "tracker.mood.1",
  "tracker.mood.2",
  "tracker.mood.3",
  "tracker.mood.4",
  "tracker.mood.5",
] as const satisfies readonly MessageId[];
export const energyLabels = [
  "tracker.energy.1",
  "tracker.energy.2",
  "tracker.energy.3",
  "tracker.energy.4",
  "tracker.energy.5",
] as const satisfies readonly MessageId[];

/** A code the labels do not know yet reads as words: "new-thing" → "New thing". */
const asWords = (code: string) => {
  const words = code.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const labelOf = (labels: Record<string, MessageId>, t: Translate, code: string) => {
  const id = labels[code];
  return id ? t(id) : asWords(code);
};

export const workoutTypeLabel = (t: Translate, code: string) => labelOf(workoutTypeLabels, t, code);
export const achievementLabel = (t: Translate, code: string) => labelOf(achievementLabels, t, code);
export const workoutTypeOptions = (t: Translate) =>
  workoutTypes.map((value) => ({ value, label: workoutTypeLabel(t, value) }));
