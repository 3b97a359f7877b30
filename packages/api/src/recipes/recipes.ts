import { recipes } from "@studio/db";
import type { recipeFilters, recipeInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { insertedRow } from "../lib/inserted-row";

/** Public lists show approved recipes only, featured first. */
export function approvedRecipes(services: Services, filters: z.output<typeof recipeFilters>) {
  return services.db
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
}

export async function approvedRecipe(services: Services, id: number) {
  const [recipe] = await services.db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.approved, true)));
  if (!recipe) throw new TRPCError({ code: "NOT_FOUND", message: "Recipe Not Found" });
  return recipe;
}

/** A shared recipe waits for the trainer's approval before anyone else sees it. */
export async function shareRecipe(services: Services, input: z.output<typeof recipeInput>, userId: number | null) {
  const { submittedBy: _ignored, ...fields } = input;
  const created = insertedRow(
    await services.db
      .insert(recipes)
      .values({ ...fields, submittedBy: userId, approved: false, featured: false })
      .returning(),
    "recipes",
  );
  return {
    ...created,
    message: "Thank you for sharing! Your recipe will appear once Carmen has reviewed it.",
  };
}

export function allRecipes(services: Services) {
  return services.db.select().from(recipes).orderBy(recipes.approved, desc(recipes.createdAt));
}

export async function moderateRecipe(
  services: Services,
  id: number,
  change: { approved?: boolean; featured?: boolean },
) {
  const [updated] = await services.db.update(recipes).set(change).where(eq(recipes.id, id)).returning();
  if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Recipe Not Found" });
  return updated;
}

export async function deleteRecipe(services: Services, id: number) {
  const [deleted] = await services.db.delete(recipes).where(eq(recipes.id, id)).returning({ id: recipes.id });
  if (!deleted) throw new TRPCError({ code: "NOT_FOUND", message: "Recipe Not Found" });
  return { success: true as const };
}
