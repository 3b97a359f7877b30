// The recipes: the trainer's own, and those clients share, public once she approves them.
import type { Translations } from "@studio/validators/languages";
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export type RecipeCategory = "breakfast" | "lunch" | "dinner" | "snack" | "pre-workout" | "post-workout" | "smoothie";
export type DietType =
  | "regular"
  | "vegetarian"
  | "vegan"
  | "gluten-free"
  | "dairy-free"
  | "keto"
  | "paleo"
  | "low-carb";

export const recipes = pgTable(
  "recipes",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    ingredients: text().array().notNull(),
    /** Steps separated by newlines. */
    instructions: text().notNull(),
    prepTime: integer().notNull(),
    cookTime: integer().notNull(),
    servings: integer().notNull(),
    calories: integer(),
    protein: integer(),
    carbs: integer(),
    fat: integer(),
    category: text().$type<RecipeCategory>().notNull(),
    dietType: text().$type<DietType>().notNull(),
    imageUrl: text(),
    /** The verified client who shared it, when known. */
    submittedBy: integer().references(() => users.id, { onDelete: "set null" }),
    featured: boolean().notNull().default(false),
    /** Shared recipes appear publicly only once the trainer approves them. */
    approved: boolean().notNull().default(false),
    /** The share form's key for one attempt: shared twice by a double tap, it is one recipe. Never shown. */
    requestKey: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Her Spanish version, the ingredients one per line: shown on the Spanish site where she wrote it. */
    translations: jsonb()
      .$type<Translations<"title" | "description" | "ingredients" | "instructions">>()
      .notNull()
      .default({}),
  },
  (t) => [index().on(t.category), index().on(t.dietType), index().on(t.approved)],
);

export type Recipe = typeof recipes.$inferSelect;
