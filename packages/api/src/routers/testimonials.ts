import { listTestimonials } from "../services/testimonials";
import { publicProcedure, router } from "../trpc";

export const testimonialsRouter = router({
  list: publicProcedure.query(({ ctx }) => listTestimonials(ctx.db)),
});
