import { z } from "zod";
import { id, money } from "./common";

export const packageTypes = ["gym", "monthly", "home", "in-home", "home-monthly", "online", "workout_of_day"] as const;
export const packageType = z.enum(packageTypes);
export type PackageType = z.infer<typeof packageType>;

export const packageOutput = z.object({
  id,
  name: z.string(),
  description: z.string(),
  type: packageType,
  price: money,
  durationMinutes: z.number().int(),
  sessionCount: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type PackageOutput = z.infer<typeof packageOutput>;

/** Which card of the services section a package belongs to (SPEC section 7, GET /api/packages). */
export type PackageCategory = "gym" | "home" | "online" | "workout_of_day";
export function packageCategory(type: PackageType): PackageCategory {
  if (type === "gym" || type === "monthly") return "gym";
  if (type === "home" || type === "in-home" || type === "home-monthly") return "home";
  return type;
}
