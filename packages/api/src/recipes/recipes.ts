import { type Recipe, recipes } from "@studio/db";
import type { recipeFilters, recipeInput, recipeTranslationInput } from "@studio/validators";
import { inLanguage, listIn, writtenTranslations } from "@studio/validators/in-language";
import type { Language } from "@studio/validators/languages";
import { HOUR_MS } from "@studio/validators/studio-time";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type { Context, Services } from "../context";
import { oncePerRequest } from "../lib/once-per-request";
import { takeLimits } from "../lib/rate-limit";
import { refusal, says } from "../lib/said";

/** A recipe as a page in `language` shows it: her version in that language where she wrote it. */
function recipeIn({ translations, ...english }: Recipe, language: Language) {
  const shown = inLanguage(english, translations, language, "title");
  return { ...shown, ingredients: listIn(translations, language, "ingredients", english.ingredients) };
}

/** Public lists show approved recipes only, featured first. */
export async function approvedRecipes(services: Services, filters: z.output<typeof recipeFilters>, language: Language) {
  const rows = await services.db
    .select()
    .from(recipes)
    .where(
      and(
        eq(recipes.approved, true),
        filters.category ? eq(recipes.category, filters.category) : undefined,
        filters.dietType ? eq(recipes.dietType, filters.dietType) : undefined,
      ),
    )
    .orderBy(desc(recipes.featured), desc(recipes.createdAt), desc(recipes.id));
  return rows.map((row) => recipeIn(row, language));
}

export async function approvedRecipe(services: Services, id: number, language: Language) {
  const [recipe] = await services.db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.approved, true)));
  if (!recipe) throw refusal("NOT_FOUND", "server.recipes.notFound");
  return recipeIn(recipe, language);
}

/** A shared recipe waits for the trainer's approval before anyone else sees it; one recipe per attempt. */
export function shareRecipe(ctx: Context, input: z.output<typeof recipeInput>, userId: number | null) {
  const { submittedBy: _ignored, ...fields } = input;
  const message = says("server.recipes.shared").in(ctx.request.wordsIn);
  // In the words she wrote it in, on the page she wrote it from.
  const shared = (recipe: Recipe | undefined) =>
    recipe ? { ...recipe, language: ctx.request.language, message } : null;
  return oncePerRequest(
    input.requestKey,
    async (key) => shared((await ctx.db.select().from(recipes).where(eq(recipes.requestKey, key)))[0]),
    async () => {
      await takeLimits(
        ctx,
        [{ key: `recipe:ip:${ctx.request.ip}`, limit: 10, windowMs: HOUR_MS }],
        "server.limit.recipes",
      );
      const [created] = await ctx.db
        .insert(recipes)
        .values({ ...fields, submittedBy: userId, approved: false, featured: false })
        .onConflictDoNothing({ target: recipes.requestKey })
        .returning();
      return shared(created);
    },
  );
}

export function allRecipes(services: Services) {
  return services.db.select().from(recipes).orderBy(recipes.approved, desc(recipes.createdAt));
}

export async function moderateRecipe(
  services: Services,
  id: number,
  change: { approved?: boolean; featured?: boolean },
) {
  // Nothing to change is a read: drizzle refuses an update that sets no column.
  const [updated] =
    change.approved === undefined && change.featured === undefined
      ? await services.db.select().from(recipes).where(eq(recipes.id, id))
      : await services.db.update(recipes).set(change).where(eq(recipes.id, id)).returning();
  if (!updated) throw refusal("NOT_FOUND", "server.recipes.notFound");
  return updated;
}

/** Her Spanish version of a recipe, as her editor saves it: saving the same version twice is one change. */
export async function translateRecipe(
  services: Services,
  { id, translations }: z.output<typeof recipeTranslationInput>,
) {
  const [updated] = await services.db
    .update(recipes)
    .set({ translations: writtenTranslations(translations) })
    .where(eq(recipes.id, id))
    .returning();
  if (!updated) throw refusal("NOT_FOUND", "server.recipes.notFound");
  return updated;
}

export async function deleteRecipe(services: Services, id: number) {
  const [deleted] = await services.db.delete(recipes).where(eq(recipes.id, id)).returning({ id: recipes.id });
  if (!deleted) throw refusal("NOT_FOUND", "server.recipes.notFound");
  return { success: true as const };
}

/** Approved recipes' ids in order, `limit` after `afterId`: the sitemap reads them a batch at a time. */
export function approvedRecipeIds(services: Services, afterId: number, limit: number) {
  return services.db
    .select({ id: recipes.id, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(and(eq(recipes.approved, true), gt(recipes.id, afterId)))
    .orderBy(asc(recipes.id))
    .limit(limit);
}
