import {
  adminTestimonialOutput,
  idInput,
  languageInput,
  okOutput,
  testimonialInput,
  testimonialOutput,
  testimonialRecordOutput,
} from "@studio/validators";
import { z } from "zod";
import { adminProcedure, router, sharedProcedure } from "../trpc";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  listTestimonialsForAdmin,
  updateTestimonial,
  withdrawPhotoConsent,
} from "./testimonials";

export const testimonialsRouter = router({
  /** In the page's language; photos only of testimonials whose client consented to publishing them. */
  list: sharedProcedure
    .input(languageInput)
    .output(z.array(testimonialOutput))
    .query(({ ctx, input }) => listTestimonials(ctx.db, input?.language ?? ctx.request.language)),
  /** The trainer's screen: every photo, with the consent on record. */
  adminList: adminProcedure
    .output(z.array(adminTestimonialOutput))
    .query(({ ctx }) => listTestimonialsForAdmin(ctx.db)),
  create: adminProcedure
    .input(testimonialInput)
    .output(testimonialRecordOutput)
    .mutation(({ ctx, input }) => createTestimonial(ctx.db, input)),
  update: adminProcedure
    .input(testimonialInput.extend({ id: idInput.shape.id }))
    .output(testimonialRecordOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updateTestimonial(ctx.db, id, values)),
  withdrawPhotoConsent: adminProcedure
    .input(idInput)
    .output(testimonialRecordOutput)
    .mutation(({ ctx, input }) => withdrawPhotoConsent(ctx.db, input.id)),
  remove: adminProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deleteTestimonial(ctx.db, input.id)),
});
