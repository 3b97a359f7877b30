import { type Database, testimonials } from "@studio/db";
import type { AdminTestimonial, TestimonialOutput, testimonialInput } from "@studio/validators";
import { inLanguage, writtenTranslations } from "@studio/validators/in-language";
import type { Language } from "@studio/validators/languages";
import { TRPCError } from "@trpc/server";
import { desc, eq, isNotNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { insertedRow } from "../lib/inserted-row";

type TestimonialValues = z.output<typeof testimonialInput>;

/** A photo column as the public sees it: the path only while the client's consent is on record. */
const published = (column: AnyPgColumn) =>
  sql<string | null>`case when ${isNotNull(testimonials.photoConsentAt)} then ${column} end`;

const fields = {
  id: testimonials.id,
  name: testimonials.name,
  age: testimonials.age,
  comment: testimonials.comment,
  duration: testimonials.duration,
  imagePath: testimonials.imagePath,
  beforeImagePath: testimonials.beforeImagePath,
  afterImagePath: testimonials.afterImagePath,
  transformationDescription: testimonials.transformationDescription,
  translations: testimonials.translations,
};

/**
 * The public list, in the page's language (her Spanish where she wrote it): a testimonial without the client's
 * photo consent is shown without its photos.
 */
export async function listTestimonials(db: Database, language: Language): Promise<TestimonialOutput[]> {
  const rows = await db
    .select({
      ...fields,
      imagePath: published(testimonials.imagePath),
      beforeImagePath: published(testimonials.beforeImagePath),
      afterImagePath: published(testimonials.afterImagePath),
    })
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map(({ translations, ...english }) => inLanguage(english, translations, language, "comment"));
}

/** The trainer's list: every photo, and whether (since when) it may be published. */
export function listTestimonialsForAdmin(db: Database): Promise<AdminTestimonial[]> {
  return db
    .select({ ...fields, photoConsentAt: testimonials.photoConsentAt })
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

/**
 * The consent column for a save: given now (an earlier record is kept, not renewed), withdrawn (null), or, when
 * the form said nothing, as it was.
 */
const consentChange = (consent: boolean | undefined) =>
  consent === undefined
    ? {}
    : { photoConsentAt: consent ? sql`coalesce(${testimonials.photoConsentAt}, now())` : null };

export async function createTestimonial(db: Database, { photoConsent, translations, ...values }: TestimonialValues) {
  const consentAt = photoConsent ? sql`now()` : null;
  return insertedRow(
    await db
      .insert(testimonials)
      .values({ ...values, translations: writtenTranslations(translations ?? {}), photoConsentAt: consentAt })
      .returning(),
    "testimonials",
  );
}

export async function updateTestimonial(
  db: Database,
  id: number,
  { photoConsent, translations, ...values }: TestimonialValues,
) {
  const [updated] = await db
    .update(testimonials)
    .set({
      ...values,
      ...(translations && { translations: writtenTranslations(translations) }),
      ...consentChange(photoConsent),
    })
    .where(eq(testimonials.id, id))
    .returning();
  if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Testimonial not found" });
  return updated;
}

/** The client withdrew her consent: her photos stop being published at once (pages and files alike). */
export async function withdrawPhotoConsent(db: Database, id: number) {
  const [updated] = await db
    .update(testimonials)
    .set({ photoConsentAt: null })
    .where(eq(testimonials.id, id))
    .returning();
  if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Testimonial not found" });
  return updated;
}

export async function deleteTestimonial(db: Database, id: number) {
  const [deleted] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (!deleted) throw new TRPCError({ code: "NOT_FOUND", message: "Testimonial not found" });
  return { success: true as const };
}

/**
 * Whether the upload at this address is a testimonial photo, and whether it may be served: a photo of any
 * testimonial without consent is withheld, whoever else shows it.
 */
export async function testimonialPhotoStatus(db: Database, url: string): Promise<"none" | "consented" | "withheld"> {
  const rows = await db
    .select({ consented: isNotNull(testimonials.photoConsentAt) })
    .from(testimonials)
    .where(sql`${url} in (${testimonials.imagePath}, ${testimonials.beforeImagePath}, ${testimonials.afterImagePath})`);
  if (!rows.length) return "none";
  return rows.every((row) => row.consented) ? "consented" : "withheld";
}
