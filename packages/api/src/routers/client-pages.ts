import { slugInput } from "@studio/validators";
import { clientPage, emailClientProgram } from "../services/client-pages";
import { publicProcedure, router } from "../trpc";

export const clientPagesRouter = router({
  bySlug: publicProcedure.input(slugInput).query(({ ctx, input }) => clientPage(ctx, input.slug)),
  emailProgram: publicProcedure.input(slugInput).mutation(({ ctx, input }) => emailClientProgram(ctx, input.slug)),
});
