import {
  adminRecipeOutput,
  idInput,
  okOutput,
  recipeByIdInput,
  recipeFilters,
  recipeInput,
  recipeOutput,
  recipeTranslationInput,
  sharedRecipeOutput,
} from "@studio/validators";
import { z } from "zod";
import { signedInClient } from "../auth/signed-in";
import { adminProcedure, publicProcedure, router, sharedProcedure } from "../trpc";
import {
  allRecipes,
  approvedRecipe,
  approvedRecipes,
  deleteRecipe,
  moderateRecipe,
  shareRecipe,
  translateRecipe,
} from "./recipes";

export const recipesRouter = router({
  list: sharedProcedure
    .input(recipeFilters.optional())
    .output(z.array(recipeOutput))
    .query(({ ctx, input }) => approvedRecipes(ctx, input ?? {}, input?.language ?? ctx.request.language)),
  byId: sharedProcedure
    .input(recipeByIdInput)
    .output(recipeOutput)
    .query(({ ctx, input }) => approvedRecipe(ctx, input.id, input.language ?? ctx.request.language)),
  share: publicProcedure
    .input(recipeInput)
    .output(sharedRecipeOutput)
    .mutation(async ({ ctx, input }) => shareRecipe(ctx, input, (await signedInClient(ctx))?.userId ?? null)),
});

export const recipesAdminRouter = router({
  list: adminProcedure.output(z.array(adminRecipeOutput)).query(({ ctx }) => allRecipes(ctx)),
  moderate: adminProcedure
    .input(z.object({ id: idInput.shape.id, approved: z.boolean().optional(), featured: z.boolean().optional() }))
    .output(adminRecipeOutput)
    .mutation(({ ctx, input: { id, ...change } }) => moderateRecipe(ctx, id, change)),
  translate: adminProcedure
    .input(recipeTranslationInput)
    .output(adminRecipeOutput)
    .mutation(({ ctx, input }) => translateRecipe(ctx, input)),
  remove: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deleteRecipe(ctx, input.id)),
});
