import { createFileRoute } from "@tanstack/react-router";
import { TestimonialManager } from "../features/testimonials/admin/TestimonialManager";

export const Route = createFileRoute("/admin/testimonials")({
  staticData: { adminTitle: "Testimonial Management" },
  component: TestimonialManager,
});
