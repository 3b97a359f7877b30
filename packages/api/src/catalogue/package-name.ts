import type { Language } from "@studio/validators/languages";
import type { Services } from "../context";

/**
 * The package's name as her e-mails say it: the booking keeps the name it was bought under (the trainer's records,
 * in English); a client who booked in Spanish reads the Spanish name the trainer wrote, while the package is on sale.
 */
export async function packageNameFor(
  services: Pick<Services, "catalog" | "db">,
  booking: { packageId: number | null; packageName: string; language: Language },
): Promise<string> {
  if (booking.language === "en" || booking.packageId === null) return booking.packageName;
  const shown = (await services.catalog.list(services.db, booking.language)).find(
    (pkg) => pkg.id === booking.packageId,
  );
  return shown?.language === booking.language ? shown.name : booking.packageName;
}
