import { clientPageOutput, messageOutput, slugInput } from "@studio/validators";
import { publicProcedure, router, sharedProcedure } from "../trpc";
import { clientPage, emailClientProgram } from "./client-pages";

export const clientPagesRouter = router({
  bySlug: sharedProcedure
    .input(slugInput)
    .output(clientPageOutput)
    .query(({ ctx, input }) => clientPage(ctx, input.slug)),
  emailProgram: publicProcedure
    .input(slugInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => emailClientProgram(ctx, input.slug)),
});
