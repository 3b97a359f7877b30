import { type RestRoute, route } from "../define";

export const testimonialRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/testimonials",
    procedure: "testimonials.list",
    summary: "Client testimonials, newest first",
    tag: "testimonials",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/testimonials",
    procedure: "testimonials.create",
    summary: "Add a testimonial",
    tag: "testimonials",
    access: "admin",
  }),
  route({
    method: "PUT",
    url: "/api/testimonials/:id",
    procedure: "testimonials.update",
    summary: "Edit a testimonial",
    tag: "testimonials",
    access: "admin",
  }),
  route({
    method: "DELETE",
    url: "/api/testimonials/:id",
    procedure: "testimonials.remove",
    summary: "Delete a testimonial",
    tag: "testimonials",
    access: "admin",
  }),
];
