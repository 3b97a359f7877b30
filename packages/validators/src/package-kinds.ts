// Plain lists and rules (no schema library), so the home page can group its package cards without loading zod.
export const packageTypes = ["gym", "monthly", "home", "in-home", "home-monthly", "online", "workout_of_day"] as const;
export type PackageType = (typeof packageTypes)[number];

/** Which card of the services section a package belongs to (SPEC section 7, GET /api/packages). */
export type PackageCategory = "gym" | "home" | "online" | "workout_of_day";
export function packageCategory(type: PackageType): PackageCategory {
  if (type === "gym" || type === "monthly") return "gym";
  if (type === "home" || type === "in-home" || type === "home-monthly") return "home";
  return type;
}

/**
 * SPEC section 3: a package's session count by its name ("12 Gym Sessions" is 12; Beginner, Intermediate and
 * Advanced are 4, 8 and 12 weeks; anything else is 1). The count a package gets when the trainer leaves it empty.
 */
export function sessionCountFor(name: string): number {
  const counted = /\b(12|16|20)\b/.exec(name);
  if (counted) return Number(counted[1]);
  const programs: Record<string, number> = { Beginner: 4, Intermediate: 8, Advanced: 12 };
  return programs[name] ?? 1;
}
