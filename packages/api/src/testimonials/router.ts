import { idInput, testimonialInput } from "@studio/validators";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { createTestimonial, deleteTestimonial, listTestimonials, updateTestimonial } from "./testimonials";

export const testimonialsRouter = router({
  list: publicProcedure.query(({ ctx }) => listTestimonials(ctx.db)),
  create: adminProcedure.input(testimonialInput).mutation(({ ctx, input }) => createTestimonial(ctx.db, input)),
  update: adminProcedure
    .input(testimonialInput.extend({ id: idInput.shape.id }))
    .mutation(({ ctx, input: { id, ...values } }) => updateTestimonial(ctx.db, id, values)),
  remove: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteTestimonial(ctx.db, input.id)),
});
