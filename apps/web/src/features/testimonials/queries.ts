import { trpc } from "../../lib/trpc";

/** The testimonials the trainer has approved, for the home page. */
export const testimonialListQuery = () => trpc.testimonials.list.queryOptions();
