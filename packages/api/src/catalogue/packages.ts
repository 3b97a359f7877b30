import { type Database, packages } from "@studio/db";
import type { PackageOutput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { asc, eq } from "drizzle-orm";

/** What the site shows of a package; the trainer's list adds what only she sees. */
export const publicColumns = {
  id: packages.id,
  name: packages.name,
  description: packages.description,
  type: packages.type,
  price: packages.price,
  durationMinutes: packages.durationMinutes,
  sessionCount: packages.sessionCount,
  imageUrl: packages.imageUrl,
  features: packages.features,
};

/** Async on purpose: a drizzle query runs again each time it is awaited; a cached list must be a real promise. */
export async function listPackages(db: Database): Promise<PackageOutput[]> {
  return await db
    .select(publicColumns)
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.position), asc(packages.id));
}

/** One active package, from the same list (cached by the caller). */
export function findPackage(catalogue: PackageOutput[], id: number): PackageOutput {
  const found = catalogue.find((pkg) => pkg.id === id);
  if (!found) throw new TRPCError({ code: "NOT_FOUND", message: "Package not found" });
  return found;
}
