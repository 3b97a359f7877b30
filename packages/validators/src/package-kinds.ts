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
