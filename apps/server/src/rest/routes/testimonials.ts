import { testimonialOutput } from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

export const testimonialRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/testimonials",
    summary: "Client testimonials, newest first",
    tag: "testimonials",
    access: "public",
    output: z.array(testimonialOutput),
    call: (caller) => caller.testimonials.list(),
  }),
];
