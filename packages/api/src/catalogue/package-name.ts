import type { Language } from "@studio/validators/languages";
import type { Services } from "../context";

interface Bought {
  packageId: number | null;
  packageName: string;
}

/**
 * The package's name as a client reads it. The booking keeps the name it was bought under (the trainer's records,
 * in English); in Spanish (her e-mails when she booked in Spanish, a Spanish page) it is the Spanish name the
 * trainer wrote, while the package is on sale.
 */
export async function packageNameFor(
  services: Pick<Services, "catalog" | "db">,
  booking: Bought & { language: Language },
  language: Language = booking.language,
): Promise<string> {
  return (await packageNamesIn(services, language))(booking);
}

/** The same for many bookings at once: the catalogue is read once. */
export async function packageNamesIn(services: Pick<Services, "catalog" | "db">, language: Language) {
  if (language === "en") return (booking: Bought) => booking.packageName;
  const shown = new Map(
    (await services.catalog.list(services.db, language))
      .filter((pkg) => pkg.language === language)
      .map((pkg) => [pkg.id, pkg.name]),
  );
  return (booking: Bought) => (booking.packageId !== null && shown.get(booking.packageId)) || booking.packageName;
}
