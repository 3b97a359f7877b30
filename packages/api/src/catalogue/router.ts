import { idInput, packageOutput } from "@studio/validators";
import { z } from "zod";
import { cachedOutput } from "../lib/cached-output";
import { publicProcedure, router } from "../trpc";
import { findPackage } from "./packages";

// Both answer from the cached catalogue, whose frozen packages are checked once (see cachedOutput).
export const packagesRouter = router({
  list: publicProcedure.output(cachedOutput(z.array(packageOutput))).query(({ ctx }) => ctx.catalog.list(ctx.db)),
  byId: publicProcedure
    .input(idInput)
    .output(cachedOutput(packageOutput))
    .query(async ({ ctx, input }) => findPackage(await ctx.catalog.list(ctx.db), input.id)),
});
