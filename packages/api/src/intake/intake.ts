// Her health questionnaire and waiver: saved by her (again when her health changes), read by her and the trainer.
// Whether it asks for a doctor's clearance is decided here from her answers, never taken from the request.
import { type Executor, type HealthIntake, healthIntakes } from "@studio/db";
import { type Intake, type IntakeAnswers, type intakeInput, needsClearance, WAIVER_VERSION } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";

/** The row as the client and the trainer read it: her answers beside the waiver's signature. */
export function intakeFromRow(row: HealthIntake): Intake {
  return {
    ...row.answers,
    signedName: row.signedName,
    signedAt: row.signedAt,
    waiverVersion: row.waiverVersion,
    needsClearance: row.needsClearance,
    language: row.language,
    updatedAt: row.updatedAt,
  };
}

/** Hers, or null before she has filled it. */
export async function intakeOf(db: Executor, email: string): Promise<Intake | null> {
  const [row] = await db.select().from(healthIntakes).where(eq(healthIntakes.clientEmail, email));
  return row ? intakeFromRow(row) : null;
}

/**
 * Saves her answers and her signature of the current waiver, replacing what she saved before: sending the same
 * form twice leaves one questionnaire, as she last sent it.
 */
export async function saveIntake(
  services: Services,
  email: string,
  language: Language,
  input: z.output<typeof intakeInput>,
): Promise<Intake> {
  const { acceptWaiver: _accepted, signedName, ...answers } = input;
  const values = {
    answers: answers satisfies IntakeAnswers,
    needsClearance: needsClearance(answers),
    language,
    waiverVersion: WAIVER_VERSION,
    signedName,
    signedAt: services.now(),
    updatedAt: services.now(),
  };
  const [row] = await services.db
    .insert(healthIntakes)
    .values({ clientEmail: email, ...values })
    .onConflictDoUpdate({ target: healthIntakes.clientEmail, set: { ...values, answers: sql`excluded.answers` } })
    .returning();
  if (!row) throw new Error(`Saving the questionnaire of ${email} returned no row`);
  return intakeFromRow(row);
}
