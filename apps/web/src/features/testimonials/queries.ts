import type { Language } from "@studio/validators/languages";
import { trpc } from "../../lib/trpc";

/** The testimonials the trainer has approved, for the home page, in its language (her Spanish where she wrote it). */
export const testimonialListQuery = (language: Language) => trpc.testimonials.list.queryOptions({ language });
