import { idInput } from "@studio/validators";
import { getPackage, listPackages } from "../services/packages";
import { publicProcedure, router } from "../trpc";

export const packagesRouter = router({
  list: publicProcedure.query(({ ctx }) => listPackages(ctx.db)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getPackage(ctx.db, input.id)),
});
