// The language the studio writes to a client in: her messages, a desk sale's receipt, the trainer's sale form.
import { bookings, contacts } from "@studio/db";
import { DEFAULT_LANGUAGE, type Language } from "@studio/validators/languages";
import { desc, eq, sql } from "drizzle-orm";
import type { Services } from "../context";

/** The language she last booked or wrote in; English when she has done neither. */
export async function clientLanguageOf(services: Services, email: string): Promise<Language> {
  const [[booked], [wrote]] = await Promise.all([
    services.db
      .select({ language: bookings.language, at: bookings.createdAt })
      .from(bookings)
      .where(eq(bookings.clientEmail, email))
      .orderBy(desc(bookings.createdAt))
      .limit(1),
    services.db
      .select({ language: contacts.language, at: contacts.createdAt })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${email}`)
      .orderBy(desc(contacts.createdAt))
      .limit(1),
  ]);
  // The later of her newest booking and her newest message speaks for her.
  let newest: { language: Language; at: Date } = { language: DEFAULT_LANGUAGE, at: new Date(0) };
  for (const row of [booked, wrote]) if (row && row.at > newest.at) newest = row;
  return newest.language;
}
