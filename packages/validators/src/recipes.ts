import { z } from "zod";
import { id, inLanguage, instant, numeric, requestKey } from "./common";
import { dietTypes, recipeCategories } from "./recipe-kinds";
import { contentLanguage, translationsInput } from "./translations";

export { dietTypes, recipeCategories };

/** A text of at most `most` characters (her Spanish version, in the back office's English). */
const atMost = (most: number) => z.string().trim().max(most, `Must be at most ${most} characters`);
/** A text of at least `n` characters; `tooShort` is the message (an ID of the validation catalogue) when it is not. */
const atLeast = (n: number, tooShort: string, most = 2000) => z.string().trim().min(n, tooShort).max(most);

/** Lines of ingredients a recipe may have, each at most this long. */
const INGREDIENT_LINES = 60;
const INGREDIENT_LENGTH = 300;

/** Empty optional numbers arrive as null (SPEC section 5). */
const optionalGrams = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  numeric(z.number().int("validation.number.whole").min(0, "validation.number.notNegative").max(5000)).nullable(),
);

const recipeFields = {
  title: atLeast(3, "validation.recipes.titleTooShort"),
  description: atLeast(10, "validation.recipes.descriptionTooShort"),
  instructions: atLeast(30, "validation.recipes.instructionsTooShort", 8000),
  prepTime: numeric(z.number().int().min(1, "validation.recipes.prepTime").max(1440)),
  cookTime: numeric(z.number().int().min(0, "validation.recipes.cookTime").max(1440)),
  servings: numeric(z.number().int().min(1, "validation.recipes.servings").max(100)),
  calories: optionalGrams,
  protein: optionalGrams,
  carbs: optionalGrams,
  fat: optionalGrams,
  category: z.enum(recipeCategories, { error: "validation.recipes.category" }),
  dietType: z.enum(dietTypes, { error: "validation.recipes.dietType" }),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === "" || /^https?:\/\//.test(value) || value.startsWith("/uploads/"),
      "validation.webAddress",
    )
    .nullish()
    .transform((value) => value || null),
};

/** POST /api/recipes. submittedBy is accepted for compatibility; the server takes it from the client session. */
export const recipeInput = z.object({
  ...recipeFields,
  ingredients: z
    .array(z.string().trim().max(INGREDIENT_LENGTH))
    .transform((lines) => lines.filter(Boolean))
    .refine((lines) => lines.length > 0, "validation.recipes.ingredientRequired")
    .refine((lines) => lines.length <= INGREDIENT_LINES, "validation.recipes.ingredientsTooMany"),
  submittedBy: z.unknown().optional(),
  requestKey,
});
export type RecipeInput = z.input<typeof recipeInput>;

/** The share form: ingredients typed one per line. */
export const recipeForm = z.object({
  ...recipeFields,
  ingredientsText: atLeast(10, "validation.recipes.ingredientsTooShort"),
});
export type RecipeFormValues = z.input<typeof recipeForm>;

export const recipeFilters = z.object({
  category: z.enum(recipeCategories).optional(),
  dietType: z.enum(dietTypes).optional(),
  ...inLanguage,
});

/** One recipe by its id, in the page's language. */
export const recipeByIdInput = z.object({ id, ...inLanguage });

/** The trainer's Spanish title, description, ingredients (one per line) and steps, each left empty when not written. */
export const recipeTranslations = translationsInput({
  title: atMost(2000),
  description: atMost(2000),
  ingredients: z
    .string()
    .trim()
    .max(
      INGREDIENT_LINES * (INGREDIENT_LENGTH + 1),
      `Spanish ingredients must be at most ${INGREDIENT_LINES} lines of ${INGREDIENT_LENGTH} characters`,
    ),
  instructions: atMost(8000),
});
export type RecipeTranslations = z.infer<typeof recipeTranslations>;

/** Her Spanish version of one recipe, as her editor saves it. */
export const recipeTranslationInput = z.object({ id, translations: recipeTranslations });
export type RecipeTranslationInput = z.input<typeof recipeTranslationInput>;

/** A recipe as stored, every column but her Spanish version. */
const recipeColumns = z.object({
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

/** A recipe as a page shows it: in the page's language where she wrote that version. */
export const recipeOutput = recipeColumns.extend({
  /** The language its title and words are in: English on a Spanish page when she wrote no Spanish version. */
  language: contentLanguage,
});

/** A recipe as the trainer reviews it: every column, her Spanish version included. */
export const adminRecipeOutput = recipeColumns.extend({ translations: recipeTranslations });

export const sharedRecipeOutput = recipeOutput.extend({ message: z.string() });
