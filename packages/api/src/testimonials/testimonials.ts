import { type Database, testimonials } from "@studio/db";
import type { TestimonialOutput, testimonialInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { insertedRow } from "../lib/inserted-row";

type TestimonialValues = z.output<typeof testimonialInput>;

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

export async function createTestimonial(db: Database, values: TestimonialValues) {
  return insertedRow(await db.insert(testimonials).values(values).returning(), "testimonials");
}

export async function updateTestimonial(db: Database, id: number, values: TestimonialValues) {
  const [updated] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Testimonial not found" });
  return updated;
}

export async function deleteTestimonial(db: Database, id: number) {
  const [deleted] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (!deleted) throw new TRPCError({ code: "NOT_FOUND", message: "Testimonial not found" });
  return { success: true as const };
}
