import { z } from "zod";
import { id, instant, numeric, requestKey } from "./common";
import { dietTypes, recipeCategories } from "./recipe-kinds";

export { dietTypes, recipeCategories };

const atLeast = (label: string, n: number) =>
  z
    .string()
    .trim()
    .min(n, `${label} must be at least ${n} characters long`)
    .max(label === "Instructions" ? 8000 : 2000);

/** Empty optional numbers arrive as null (SPEC section 5). */
const optionalGrams = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  numeric(z.number().int("Must be a whole number").min(0, "Must be 0 or more").max(5000)).nullable(),
);

const recipeFields = {
  title: atLeast("Title", 3),
  description: atLeast("Description", 10),
  instructions: atLeast("Instructions", 30),
  prepTime: numeric(z.number().int().min(1, "Prep time must be at least 1 minute").max(1440)),
  cookTime: numeric(z.number().int().min(0, "Cook time cannot be negative").max(1440)),
  servings: numeric(z.number().int().min(1, "Servings must be at least 1").max(100)),
  calories: optionalGrams,
  protein: optionalGrams,
  carbs: optionalGrams,
  fat: optionalGrams,
  category: z.enum(recipeCategories, { error: "Please select a category" }),
  dietType: z.enum(dietTypes, { error: "Please select a diet type" }),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === "" || /^https?:\/\//.test(value) || value.startsWith("/uploads/"),
      "Must be a web address",
    )
    .nullish()
    .transform((value) => value || null),
};

/** POST /api/recipes. submittedBy is accepted for compatibility; the server takes it from the client session. */
export const recipeInput = z.object({
  ...recipeFields,
  ingredients: z
    .array(z.string().trim().max(300))
    .transform((lines) => lines.filter(Boolean))
    .refine((lines) => lines.length > 0, "Please enter at least one ingredient")
    .refine((lines) => lines.length <= 60, "At most 60 ingredients"),
  submittedBy: z.unknown().optional(),
  requestKey,
});
export type RecipeInput = z.input<typeof recipeInput>;

/** The share form: ingredients typed one per line. */
export const recipeForm = z.object({ ...recipeFields, ingredientsText: atLeast("Ingredients", 10) });
export type RecipeFormValues = z.input<typeof recipeForm>;

export const recipeFilters = z.object({
  category: z.enum(recipeCategories).optional(),
  dietType: z.enum(dietTypes).optional(),
});

/** A recipe as stored, every column. */
export const recipeOutput = z.object({
  id,
  title: z.string(),
  description: z.string(),
  ingredients: z.array(z.string()),
  /** Steps separated by newlines. */
  instructions: z.string(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  servings: z.number().int(),
  calories: z.number().int().nullable(),
  protein: z.number().int().nullable(),
  carbs: z.number().int().nullable(),
  fat: z.number().int().nullable(),
  category: z.enum(recipeCategories),
  dietType: z.enum(dietTypes),
  imageUrl: z.string().nullable(),
  /** The verified client who shared it, when known. */
  submittedBy: id.nullable(),
  featured: z.boolean(),
  approved: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

export const sharedRecipeOutput = recipeOutput.extend({ message: z.string() });
