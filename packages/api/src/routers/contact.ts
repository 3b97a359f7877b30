import { contactInput } from "@studio/validators";
import { submitContact } from "../services/contact";
import { publicProcedure, router } from "../trpc";

export const contactRouter = router({
  submit: publicProcedure.input(contactInput).mutation(({ ctx, input }) => submitContact(ctx, input)),
});
