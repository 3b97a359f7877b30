// What the tracker's stored codes read as on screen: she sees "Yoga" and "7-day streak", never "yoga" or
// "7-DAY-STREAK". The codes themselves (SPEC section 3) stay what the server stores and the CSV exports.

export const workoutTypes = ["gym", "home", "walk", "yoga", "swim", "cycling", "other"] as const;

const workoutTypeLabels: Record<string, string> = {
  gym: "Gym workout",
  home: "Home workout",
  walk: "Walk",
  yoga: "Yoga",
  swim: "Swim",
  cycling: "Cycling",
  other: "Other",
};

const achievementLabels: Record<string, string> = {
  "workout-complete": "Workout complete",
  "3-day-streak": "3-day streak",
  "7-day-streak": "7-day streak",
  "14-day-streak": "14-day streak",
  "30-day-streak": "30-day streak",
  "mood-improver": "Mood improver",
};

/** A code the labels do not know yet reads as words: "new-thing" → "New thing". */
const asWords = (code: string) => {
  const words = code.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const workoutTypeLabel = (code: string) => workoutTypeLabels[code] ?? asWords(code);
export const achievementLabel = (code: string) => achievementLabels[code] ?? asWords(code);
export const workoutTypeOptions = workoutTypes.map((value) => ({ value, label: workoutTypeLabel(value) }));
