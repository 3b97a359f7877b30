import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { TestimonialManager } from "../features/testimonials/admin/TestimonialManager";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/admin/testimonials")({
  staticData: { adminTitle: "Testimonial Management" },
  // The query TestimonialManager asks for, to the letter, so that the screen finds it under way or answered.
  loader: ({ context }) =>
    prefetchAdminQuery(context, trpc.testimonials.adminList.queryOptions(undefined, { staleTime: 0 })),
  component: TestimonialManager,
});
