import type { PackageType } from "@studio/validators";
import type { Translations } from "@studio/validators/languages";
import { relations } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, money, updatedAt } from "./columns";

export const packages = pgTable("packages", {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  type: text().$type<PackageType>().notNull(),
  price: money().notNull(),
  durationMinutes: integer().notNull().default(60),
  sessionCount: integer().notNull().default(1),
  imageUrl: text(),
  /** What the package includes, as the trainer wrote it; null shows the lines written for its type. */
  features: text().array(),
  /** The trainer's order, where SPEC's ordering rules leave a tie (and in her list). */
  position: integer().notNull().default(0),
  /** A retired package leaves the site but keeps its bookings, sessions and program access. */
  active: boolean().notNull().default(true),
  /** Her Spanish name, description and lines, when she wrote them (features as one line each). */
  translations: jsonb().$type<Translations<"name" | "description" | "features">>().notNull().default({}),
  /** The trainer's form key for one attempt: Create tapped twice makes one package. Never shown. */
  requestKey: uuid().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A Workout of the Day, one row per published version: an edit adds a version, so a client keeps the version
 * that was current when she bought it.
 */
export const workoutContent = pgTable(
  "workout_content",
  {
    id: serial().primaryKey(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    warmupInstructions: text().notNull(),
    /** JSON text: a list of { exercise, sets?: [{ sets, reps, note }], details?: string[] }. */
    mainWorkout: text().notNull(),
    cooldownInstructions: text().notNull(),
    equipment: text().array().notNull().default([]),
    difficulty: text().notNull(),
    targetAreas: text().array().notNull().default([]),
    estimatedDuration: integer().notNull(),
    notes: text(),
    /** Her Spanish version of the text fields, when she wrote one (mainWorkout as the same JSON text). */
    translations: jsonb()
      .$type<
        Translations<"title" | "description" | "warmupInstructions" | "mainWorkout" | "cooldownInstructions" | "notes">
      >()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.packageId, t.createdAt)],
);

export const packagesRelations = relations(packages, ({ many }) => ({
  workoutContent: many(workoutContent),
}));
export const workoutContentRelations = relations(workoutContent, ({ one }) => ({
  package: one(packages, { fields: [workoutContent.packageId], references: [packages.id] }),
}));

export type Package = typeof packages.$inferSelect;
export type WorkoutContent = typeof workoutContent.$inferSelect;
