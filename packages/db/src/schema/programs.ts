import type { Translations } from "@studio/validators/languages";
import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { packages } from "./catalog";
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

/** Pages the trainer makes for one client: a personal program and a message, at /clients/{slug}/... */
export const clientPages = pgTable("client_pages", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  clientName: text().notNull(),
  clientEmail: text().notNull(),
  programTitle: text().notNull(),
  programText: text().notNull(),
  messageText: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type WorkoutProgram = typeof workoutPrograms.$inferSelect;
export type ClientPage = typeof clientPages.$inferSelect;
