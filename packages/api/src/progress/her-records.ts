// What her measurements and her photos share: the days either may be dated, and whose they are when the trainer asks
// for a client's by her e-mail.
import { users } from "@studio/db";
import { MEASUREMENT_YEARS_BACK } from "@studio/validators";
import { addDays, studioDate } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { fieldError } from "../lib/errors";
import { says } from "../lib/said";

/**
 * A day she records something for: today, or up to MEASUREMENT_YEARS_BACK years back (Miami), so her rows stay
 * bounded however often she saves. Refused naming the field `day`.
 */
export function recordedDay(services: Pick<Services, "now">, day: string): string {
  const today = studioDate(services.now());
  const first = addDays(today, -Math.round(MEASUREMENT_YEARS_BACK * 365.25));
  if (day < first || day > today)
    throw fieldError("day", says("server.measurements.dayOutOfRange", { years: MEASUREMENT_YEARS_BACK }));
  return day;
}

/** The account of the client with this e-mail; none when she has never proved it. */
export async function accountIdOf(services: Services, email: string): Promise<number | undefined> {
  const [account] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return account?.id;
}
