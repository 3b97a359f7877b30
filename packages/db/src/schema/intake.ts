// The client's health questionnaire and waiver: one per client, by her e-mail address (lower case, as bookings
// keep it). Private: read by her and by the trainer only, in her data download, gone with her erasure.
import type { IntakeAnswers } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { boolean, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const healthIntakes = pgTable("health_intakes", {
  id: serial().primaryKey(),
  clientEmail: text().notNull().unique(),
  answers: jsonb().$type<IntakeAnswers>().notNull(),
  /** Decided by the server from the answers when saved (`needsClearance` in the shared schema). */
  needsClearance: boolean().notNull(),
  language: text().$type<Language>().notNull(),
  waiverVersion: smallint().notNull(),
  /** Her name, typed as her signature of the waiver. */
  signedName: text().notNull(),
  signedAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type HealthIntake = typeof healthIntakes.$inferSelect;
