import type { PackageType } from "@studio/validators/kinds";

/** SPEC's package types as the trainer thinks of them. */
export const packageTypeLabels: Record<PackageType, string> = {
  gym: "Gym · single session",
  monthly: "Gym · pack of sessions",
  home: "In-home · single session",
  "in-home": "In-home · session",
  "home-monthly": "In-home · pack of sessions",
  online: "Online program",
  workout_of_day: "Workout of the Day",
};
