import { type Database, testimonials } from "@studio/db";
import type { TestimonialOutput } from "@studio/validators";
import { desc } from "drizzle-orm";

export function listTestimonials(db: Database): Promise<TestimonialOutput[]> {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      age: testimonials.age,
      comment: testimonials.comment,
      duration: testimonials.duration,
      imagePath: testimonials.imagePath,
      beforeImagePath: testimonials.beforeImagePath,
      afterImagePath: testimonials.afterImagePath,
      transformationDescription: testimonials.transformationDescription,
    })
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}
