// What a verified client sees: her paid packages with their sessions, and the program she bought.
import { bookings, packageSessions, packages, type WorkoutContent, workoutContent, workoutPrograms } from "@studio/db";
import { type Exercise, type PortalPackage, packageCategory, type WorkoutAccess } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Services } from "../context";

export async function sessionsFor(services: Services, email: string): Promise<PortalPackage[]> {
  const paid = await services.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientEmail, email), eq(bookings.paymentStatus, "paid")))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  if (!paid.length) return [];
  const sessions = await services.db
    .select()
    .from(packageSessions)
    .where(
      inArray(
        packageSessions.bookingId,
        paid.map((b) => b.id),
      ),
    )
    .orderBy(asc(packageSessions.sessionNumber));
  return paid.map((booking) => ({
    bookingId: booking.id,
    packageName: booking.packageName,
    createdAt: booking.createdAt,
    location: booking.location,
    amount: booking.amount,
    sessions: sessions
      .filter((s) => s.bookingId === booking.id)
      .map(({ id, sessionNumber, date, time, status }) => ({ id, sessionNumber, date, time, status })),
  }));
}

/** The structured workout as plain text, for download and print. */
function workoutAsText(content: WorkoutContent): string {
  const exercises = JSON.parse(content.mainWorkout) as Exercise[];
  const main = exercises
    .map((item, i) => {
      const sets = (item.sets ?? []).map((s) => `   ${s.sets} × ${s.reps}${s.note ? ` (${s.note})` : ""}`);
      const details = (item.details ?? []).map((d) => `   - ${d}`);
      return [`${i + 1}. ${item.exercise}`, ...sets, ...details].join("\n");
    })
    .join("\n");
  return [
    content.title.toUpperCase(),
    content.description,
    `Duration: ${content.estimatedDuration} minutes | Difficulty: ${content.difficulty} | Target: ${content.targetAreas.join(", ")}`,
    `Equipment: ${content.equipment.join(", ")}`,
    `WARM-UP\n${content.warmupInstructions}`,
    `MAIN WORKOUT\n${main}`,
    `COOL-DOWN\n${content.cooldownInstructions}`,
    content.notes ? `NOTES\n${content.notes}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The latest program or Workout of the Day this e-mail paid for. */
export async function programFor(services: Services, email: string): Promise<WorkoutAccess> {
  const owned = await services.db
    .select({ booking: bookings, pkg: packages })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.clientEmail, email),
        eq(bookings.paymentStatus, "paid"),
        inArray(packages.type, ["online", "workout_of_day"]),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  const found = owned[0];
  if (!found) {
    throw new TRPCError({
      code: "NOT_FOUND",
      message: "No program found for this email. Please use the e-mail address you purchased with.",
    });
  }
  const { pkg } = found;
  if (packageCategory(pkg.type) === "workout_of_day") {
    const [content] = await services.db.select().from(workoutContent).where(eq(workoutContent.packageId, pkg.id));
    if (!content)
      throw new TRPCError({ code: "NOT_FOUND", message: "This workout is being prepared. Please check back soon." });
    const { id: _id, packageId: _p, createdAt: _c, updatedAt: _u, ...structured } = content;
    return {
      type: "workout_of_day",
      packageName: pkg.name,
      packageDescription: pkg.description,
      workoutProgram: workoutAsText(content),
      workoutContent: structured,
    };
  }
  const [program] = await services.db.select().from(workoutPrograms).where(eq(workoutPrograms.packageId, pkg.id));
  if (!program)
    throw new TRPCError({ code: "NOT_FOUND", message: "This program is being prepared. Please check back soon." });
  return {
    type: "program",
    packageName: pkg.name,
    packageDescription: pkg.description,
    workoutProgram: program.body,
    workoutContent: null,
  };
}
