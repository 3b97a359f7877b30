import { z } from "zod";
import { id, instant, numeric } from "./common";
import { PROGRESS_PHOTOS_PATH } from "./progress-kinds";
import { contentLanguage, translationsInput } from "./translations";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** A testimonial's photo: never a client's private progress photo, which only she and the trainer may see. */
const photoPath = optionalText(500).refine(
  (path) => path === null || !path.toLowerCase().includes(PROGRESS_PHOTOS_PATH),
  "A private progress photo cannot be used in a testimonial",
);

// Each field's longest, for the English and her Spanish alike; the English also has a shortest.
const commentText = z.string().trim().max(2000, "Comment must be at most 2000 characters");
const durationText = z.string().trim().max(100, "Duration must be at most 100 characters");
const transformationDescription = z.string().trim().max(1000, "Transformation must be at most 1000 characters");

/** Her Spanish comment, duration and transformation, each left empty when not written (same limits as English). */
export const testimonialTranslations = translationsInput({
  comment: commentText,
  duration: durationText,
  transformationDescription,
});
export type TestimonialTranslations = z.infer<typeof testimonialTranslations>;

export const testimonialInput = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(100, "validation.bookings.nameTooLong"),
  age: numeric(
    z
      .number({ error: "Age must be a number" })
      .int("Age must be a whole number")
      .min(18, "Age must be at least 18")
      .max(120, "Age must be at most 120"),
  ).nullable(),
  comment: commentText.min(20, "Comment must be at least 20 characters"),
  duration: durationText.min(5, "Duration must be at least 5 characters"),
  imagePath: photoPath,
  beforeImagePath: photoPath,
  afterImagePath: photoPath,
  transformationDescription: optionalText(1000),
  /**
   * The client agreed to her photos being published. Recorded with its time; false withdraws it. Left out (SPEC's
   * body has no such field), a new testimonial has none and an edited one keeps what it had.
   */
  photoConsent: z.boolean({ error: "Photo consent must be true or false" }).optional(),
  /** Left out, her Spanish version stays as it was. */
  translations: testimonialTranslations.optional(),
});
export type TestimonialInput = z.input<typeof testimonialInput>;

export const testimonialOutput = z.object({
  id,
  name: z.string(),
  age: z.number().int().nullable(),
  comment: z.string(),
  duration: z.string(),
  imagePath: z.string().nullable(),
  beforeImagePath: z.string().nullable(),
  afterImagePath: z.string().nullable(),
  transformationDescription: z.string().nullable(),
  /** The language its comment is in: English on a Spanish page when she wrote no Spanish version. */
  language: contentLanguage,
});
export type TestimonialOutput = z.infer<typeof testimonialOutput>;

/** A testimonial as the trainer sees it: her photos always, and whether the client consented to publishing them. */
export const adminTestimonialOutput = testimonialOutput.omit({ language: true }).extend({
  photoConsentAt: instant.nullable(),
  translations: testimonialTranslations,
});
export type AdminTestimonial = z.infer<typeof adminTestimonialOutput>;

/** A testimonial as stored: what the trainer's edits answer with. */
export const testimonialRecordOutput = adminTestimonialOutput.extend({
  createdAt: instant,
  updatedAt: instant,
});
