import { type Database, packages } from "@studio/db";
import type { PackageOutput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, asc, eq } from "drizzle-orm";

const publicColumns = {
  id: packages.id,
  name: packages.name,
  description: packages.description,
  type: packages.type,
  price: packages.price,
  durationMinutes: packages.durationMinutes,
  sessionCount: packages.sessionCount,
  imageUrl: packages.imageUrl,
};

export function listPackages(db: Database): Promise<PackageOutput[]> {
  return db.select(publicColumns).from(packages).where(eq(packages.active, true)).orderBy(asc(packages.id));
}

export async function getPackage(db: Database, id: number): Promise<PackageOutput> {
  const [found] = await db
    .select(publicColumns)
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.active, true)));
  if (!found) throw new TRPCError({ code: "NOT_FOUND", message: "Package not found" });
  return found;
}
