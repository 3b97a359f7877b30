import { z } from "zod";
import { id, money } from "./common";
import { packageTypes } from "./package-kinds";

export { type PackageCategory, type PackageType, packageCategory, packageTypes } from "./package-kinds";
export const packageType = z.enum(packageTypes);

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
