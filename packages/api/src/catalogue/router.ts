import { idInput } from "@studio/validators";
import { publicProcedure, router } from "../trpc";
import { findPackage } from "./packages";

export const packagesRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.catalog.list(ctx.db)),
  byId: publicProcedure
    .input(idInput)
    .query(async ({ ctx, input }) => findPackage(await ctx.catalog.list(ctx.db), input.id)),
});
