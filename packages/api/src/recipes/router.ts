import { idInput, recipeFilters, recipeInput } from "@studio/validators";
import { z } from "zod";
import { signedInClient } from "../auth/signed-in";
import { takeLimits } from "../lib/rate-limit";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { allRecipes, approvedRecipe, approvedRecipes, deleteRecipe, moderateRecipe, shareRecipe } from "./recipes";

export const recipesRouter = router({
  list: publicProcedure.input(recipeFilters.optional()).query(({ ctx, input }) => approvedRecipes(ctx, input ?? {})),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => approvedRecipe(ctx, input.id)),
  share: publicProcedure.input(recipeInput).mutation(async ({ ctx, input }) => {
    await takeLimits(
      ctx,
      [{ key: `recipe:ip:${ctx.request.ip}`, limit: 10, windowMs: 60 * 60 * 1000 }],
      (wait) => `Too many recipes shared. Please try again in ${wait}.`,
    );
    const client = await signedInClient(ctx);
    return shareRecipe(ctx, input, client?.userId ?? null);
  }),
});

export const recipesAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => allRecipes(ctx)),
  moderate: adminProcedure
    .input(z.object({ id: idInput.shape.id, approved: z.boolean().optional(), featured: z.boolean().optional() }))
    .mutation(({ ctx, input: { id, ...change } }) => moderateRecipe(ctx, id, change)),
  remove: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteRecipe(ctx, input.id)),
});
