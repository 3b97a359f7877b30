import { idInput } from "@studio/validators";
import { findPackage } from "../services/packages";
import { publicProcedure, router } from "../trpc";

export const packagesRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.catalog.list(ctx.db)),
  byId: publicProcedure
    .input(idInput)
    .query(async ({ ctx, input }) => findPackage(await ctx.catalog.list(ctx.db), input.id)),
});
