import { contactInput, contactReceiptOutput } from "@studio/validators";
import { publicProcedure, router } from "../trpc";
import { submitContact } from "./contact";

export const contactRouter = router({
  submit: publicProcedure
    .input(contactInput)
    .output(contactReceiptOutput)
    .mutation(({ ctx, input }) => submitContact(ctx, input)),
});
