// The trainer's exercise library: what she builds her sessions, programs and Workouts of the Day from.
import type { ExerciseEquipment, MuscleGroup } from "@studio/validators/kinds";
import { EXERCISE_EQUIPMENT, MUSCLE_GROUPS } from "@studio/validators/kinds";
import type { Translations } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** A text[] literal of a fixed list, for the checks that keep each set inside it. */
const listOf = (items: readonly string[]) => sql.raw(`array[${items.map((item) => `'${item}'`).join(", ")}]::text[]`);

export const exercises = pgTable(
  "exercises",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** What she tells a client while she does it, a few lines. */
    cues: text().notNull().default(""),
    /** What it needs, from a fixed list ("bodyweight" for nothing). */
    equipment: text().array().$type<ExerciseEquipment[]>().notNull(),
    /** What it works, from a fixed list (balance and mobility among them). */
    muscleGroups: text().array().$type<MuscleGroup[]>().notNull(),
    imageUrl: text(),
    /** A demo video's https link. */
    videoUrl: text(),
    /** Her Spanish name and cues, when she wrote them. */
    translations: jsonb().$type<Translations<"name" | "cues">>().notNull().default({}),
    /** Archived: out of her list (and of what she builds) until she restores it; null while in use. */
    archivedAt: timestamp({ withTimezone: true }),
    /** The form's key for one attempt: Add tapped twice makes one exercise. Never shown. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live exercise per name, in any case; an archived one may share it.
    uniqueIndex("exercises_live_name").on(sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
    index("exercises_name").on(sql`lower(${t.name})`),
    check("exercises_equipment", sql`${t.equipment} <@ ${listOf(EXERCISE_EQUIPMENT)}`),
    check("exercises_muscle_groups", sql`${t.muscleGroups} <@ ${listOf(MUSCLE_GROUPS)}`),
  ],
);

export type Exercise = typeof exercises.$inferSelect;
