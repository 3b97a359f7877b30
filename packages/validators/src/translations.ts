// The trainer's own Spanish version of what she writes (packages, posts, programs, workouts): every field optional,
// an empty one meaning "not written", so the English shows in its place.
import { z } from "zod";
import { LANGUAGES } from "./languages";

/** The languages content may be shown in; "en" for a Spanish page where she wrote no Spanish version. */
export const contentLanguage = z.enum(LANGUAGES);

/** Her Spanish version of the given text fields, as a form sends it and the server keeps it. */
export function translationsInput<Shape extends Record<string, z.ZodType<string | undefined>>>(fields: Shape) {
  const optional = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.optional()])) as {
    [K in keyof Shape]: z.ZodOptional<Shape[K]>;
  };
  return z.object({ es: z.object(optional).optional() });
}
