// What an online package unlocks, as the trainer writes it: the program's text, and the Workouts of the Day.
import type { Translations } from "@studio/validators/languages";
import { relations } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { packages } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

/** The written program an online package unlocks (Workout Routine Only, Beginner, Intermediate, Advanced). */
export const workoutPrograms = pgTable("workout_programs", {
  id: serial().primaryKey(),
  packageId: integer()
    .notNull()
    .unique()
    .references(() => packages.id, { onDelete: "cascade" }),
  title: text().notNull(),
  weeks: integer().notNull(),
  /** Plain text, ready to read, print or download. */
  body: text().notNull(),
  /** Her Spanish title and text, when she wrote them. */
  translations: jsonb().$type<Translations<"title" | "body">>().notNull().default({}),
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

// The package's side of the relation is written here too: programs stand on the catalogue, which cannot import them.
export const packagesRelations = relations(packages, ({ many }) => ({
  workoutContent: many(workoutContent),
}));
export const workoutContentRelations = relations(workoutContent, ({ one }) => ({
  package: one(packages, { fields: [workoutContent.packageId], references: [packages.id] }),
}));

export type WorkoutProgram = typeof workoutPrograms.$inferSelect;
export type WorkoutContent = typeof workoutContent.$inferSelect;
