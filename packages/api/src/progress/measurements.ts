// Her body's measurements: one set a day, hers to add, correct and remove, and the trainer's to read. Each save is an
// upsert on (her, the day), so a double tap or a retry is one entry; a day is today or within the last few years, so
// her rows are bounded however often she saves.
import { bodyMeasurements } from "@studio/db";
import { MEASUREMENTS_SHOWN, type Measurement, type measurementInput } from "@studio/validators";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { accountIdOf, recordedDay } from "./her-records";

const asNumber = (value: string | null) => (value === null ? null : Number(value));

const COLUMNS = {
  day: bodyMeasurements.day,
  weightLb: bodyMeasurements.weightLb,
  waistIn: bodyMeasurements.waistIn,
  hipsIn: bodyMeasurements.hipsIn,
};
const shown = (row: { day: string; weightLb: string | null; waistIn: string | null; hipsIn: string | null }) =>
  ({
    day: row.day,
    weightLb: asNumber(row.weightLb),
    waistIn: asNumber(row.waistIn),
    hipsIn: asNumber(row.hipsIn),
  }) satisfies Measurement;

/** Her newest MEASUREMENTS_SHOWN entries, oldest first, for the charts. */
export async function measurementsOf(services: Services, userId: number) {
  const rows = await services.db
    .select(COLUMNS)
    .from(bodyMeasurements)
    .where(eq(bodyMeasurements.userId, userId))
    .orderBy(desc(bodyMeasurements.day))
    .limit(MEASUREMENTS_SHOWN);
  return { entries: rows.reverse().map(shown) };
}

/** A client's entries for the trainer, by her e-mail; none when she has no account. */
export async function measurementsOfClient(services: Services, email: string) {
  const account = await accountIdOf(services, email);
  return account ? measurementsOf(services, account) : { entries: [] };
}

/** Saves her numbers for a day, replacing what that day had. */
export async function saveMeasurement(services: Services, userId: number, input: z.output<typeof measurementInput>) {
  const day = recordedDay(services, input.day);
  const values = {
    weightLb: input.weightLb?.toFixed(1) ?? null,
    waistIn: input.waistIn?.toFixed(1) ?? null,
    hipsIn: input.hipsIn?.toFixed(1) ?? null,
  };
  const [saved] = await services.db
    .insert(bodyMeasurements)
    .values({ userId, day, ...values })
    .onConflictDoUpdate({ target: [bodyMeasurements.userId, bodyMeasurements.day], set: values })
    .returning(COLUMNS);
  if (!saved) throw new Error("The measurement was not saved");
  return shown(saved);
}

/** Removes her entry for a day (removing one that is not there changes nothing); answers what is left. */
export async function removeMeasurement(services: Services, userId: number, day: string) {
  await services.db
    .delete(bodyMeasurements)
    .where(and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.day, day)));
  return measurementsOf(services, userId);
}
