// Clients' stories the trainer publishes, with their before and after photos while consent is on record.
import type { Translations } from "@studio/validators/languages";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const testimonials = pgTable("testimonials", {
  id: serial().primaryKey(),
  name: text().notNull(),
  age: integer(),
  comment: text().notNull(),
  duration: text().notNull(),
  imagePath: text(),
  beforeImagePath: text(),
  afterImagePath: text(),
  transformationDescription: text(),
  /** When the client's consent to publish her photos was recorded; null (never given, or withdrawn) serves none. */
  photoConsentAt: timestamp({ withTimezone: true }),
  /** Her Spanish comment, duration and transformation, when she wrote them; a missing one shows the English. */
  translations: jsonb()
    .$type<Translations<"comment" | "duration" | "transformationDescription">>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Testimonial = typeof testimonials.$inferSelect;
