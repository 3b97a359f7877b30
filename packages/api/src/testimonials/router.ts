import { idInput, okOutput, testimonialInput, testimonialOutput, testimonialRecordOutput } from "@studio/validators";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { createTestimonial, deleteTestimonial, listTestimonials, updateTestimonial } from "./testimonials";

export const testimonialsRouter = router({
  list: publicProcedure.output(z.array(testimonialOutput)).query(({ ctx }) => listTestimonials(ctx.db)),
  create: adminProcedure
    .input(testimonialInput)
    .output(testimonialRecordOutput)
    .mutation(({ ctx, input }) => createTestimonial(ctx.db, input)),
  update: adminProcedure
    .input(testimonialInput.extend({ id: idInput.shape.id }))
    .output(testimonialRecordOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updateTestimonial(ctx.db, id, values)),
  remove: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deleteTestimonial(ctx.db, input.id)),
});
