import { type RestRoute, route } from "../define";

export const testimonialRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/testimonials",
    procedure: "testimonials.list",
    summary: "Client testimonials, newest first; photos only where the client's consent to publish them is on record",
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
    method: "GET",
    url: "/api/admin/testimonials",
    procedure: "testimonials.adminList",
    summary: "Every testimonial with all its photos and when the client consented to publishing them (null: none)",
    tag: "testimonials",
    access: "admin",
  }),
  route({
    method: "DELETE",
    url: "/api/testimonials/:id/photo-consent",
    procedure: "testimonials.withdrawPhotoConsent",
    summary:
      "The client withdrew her photo consent: the testimonial's photos leave the public list and their files answer 404 at once",
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
