import { type Database, packages } from "@studio/db";
import type { PackageOutput, PackageTranslations } from "@studio/validators";
import { inLanguage, listIn } from "@studio/validators/in-language";
import type { Language } from "@studio/validators/languages";
import { asc, eq } from "drizzle-orm";
import { refusal } from "../lib/said";

/** What the site shows of a package, with her Spanish version; the trainer's list adds what only she sees. */
export const publicColumns = {
  id: packages.id,
  name: packages.name,
  description: packages.description,
  type: packages.type,
  price: packages.price,
  durationMinutes: packages.durationMinutes,
  sessionCount: packages.sessionCount,
  validMonths: packages.validMonths,
  billing: packages.billing,
  unlimited: packages.unlimited,
  imageUrl: packages.imageUrl,
  features: packages.features,
  translations: packages.translations,
};

/** A package as stored: its English fields and her Spanish version of them. */
export type CatalogRow = Omit<PackageOutput, "language"> & { translations: PackageTranslations };

/** Async on purpose: a drizzle query runs again each time it is awaited; a cached list must be a real promise. */
export async function listPackages(db: Database): Promise<CatalogRow[]> {
  return await db
    .select(publicColumns)
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.position), asc(packages.id));
}

/** The package as a page in `language` shows it: her Spanish where she wrote it (features one per line). */
export function packageIn(row: CatalogRow, language: Language): PackageOutput {
  const { translations, ...english } = row;
  const shown = inLanguage(english, translations, language, "name");
  return { ...shown, features: listIn(translations, language, "features", english.features) };
}

/** One active package, from the same list (cached by the caller). */
export function findPackage(catalogue: PackageOutput[], id: number): PackageOutput {
  const found = catalogue.find((pkg) => pkg.id === id);
  if (!found) throw refusal("NOT_FOUND", "server.catalogue.notFound");
  return found;
}
