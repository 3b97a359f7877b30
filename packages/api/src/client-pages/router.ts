import { slugInput } from "@studio/validators";
import { publicProcedure, router } from "../trpc";
import { clientPage, emailClientProgram } from "./client-pages";

export const clientPagesRouter = router({
  bySlug: publicProcedure.input(slugInput).query(({ ctx, input }) => clientPage(ctx, input.slug)),
  emailProgram: publicProcedure.input(slugInput).mutation(({ ctx, input }) => emailClientProgram(ctx, input.slug)),
});
