// The trainer's catalogue: her packages and prices. Every change NOTIFYs 'catalog_changed' (a trigger on
// `packages`), so every instance's cached catalogue and rendered pages follow at once. Bookings keep their own
// amount and package name, so no edit here changes what a client already bought.
import { bookings, type Executor, packages } from "@studio/db";
import {
  type AdminPackage,
  packageCategory,
  type packageCreateInput,
  type packageInput,
  sessionCountFor,
} from "@studio/validators";
import { writtenTranslations } from "@studio/validators/in-language";
import { type PackageBilling, UNLIMITED_MONTH_MAX_DAYS } from "@studio/validators/kinds";
import { TRPCError } from "@trpc/server";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { fieldError } from "../lib/errors";
import { oncePerRequest } from "../lib/once-per-request";
import { refusal } from "../lib/said";
import { publicColumns } from "./packages";

type Written = z.output<typeof packageInput>;

const bookingCount = sql<number>`(select count(*) from ${bookings} where ${bookings.packageId} = ${packages.id})::int`;

const adminColumns = {
  ...publicColumns,
  active: packages.active,
  position: packages.position,
  bookingCount,
};

/** Every package, retired ones too, in her order. A catalogue is tens of packages, not a history: no paging. */
export function listAllPackages(db: Executor): Promise<AdminPackage[]> {
  return db.select(adminColumns).from(packages).orderBy(asc(packages.position), asc(packages.id));
}

async function adminPackage(db: Executor, id: number): Promise<AdminPackage> {
  const [found] = await db.select(adminColumns).from(packages).where(eq(packages.id, id));
  if (!found) throw refusal("NOT_FOUND", "server.catalogue.notFound");
  return found;
}

/**
 * A membership is of sessions (at the gym or at home: an online program is bought once) and has a price to charge
 * each month.
 */
function refuseUnsellableMembership(input: Written) {
  if (input.billing !== "monthly") return;
  const category = packageCategory(input.type);
  if (category !== "gym" && category !== "home")
    throw fieldError("billing", "A membership is of gym or in-home sessions");
  if (Number(input.price) <= 0) throw fieldError("price", "A membership needs a monthly price above $0");
}

/**
 * Unlimited sessions are a membership's: `was` is the package as stored (nothing, for a new one), whose billing and
 * unlimited stand where the form leaves them out.
 */
function refuseUnlimitedPack(input: Written, was?: { billing: PackageBilling; unlimited: boolean }) {
  const unlimited = input.unlimited ?? was?.unlimited ?? false;
  const billing = input.billing ?? was?.billing ?? "once";
  if (unlimited && billing !== "monthly")
    throw fieldError("unlimited", "Unlimited sessions are for a membership: sell it as a membership, paid monthly");
}

/**
 * The row as stored: an empty session count takes SPEC's count by name; an unlimited membership's is the most days a
 * month holds and its month's sessions last that month (the server's, whatever the form sent); her Spanish keeps only
 * what she wrote.
 */
const stored = (input: Written, was?: { billing: PackageBilling; unlimited: boolean }) => {
  refuseUnsellableMembership(input);
  refuseUnlimitedPack(input, was);
  return storedRow(input, input.unlimited ?? was?.unlimited ?? false);
};
const storedRow = (input: Written, unlimited: boolean) => ({
  ...input,
  sessionCount: unlimited ? UNLIMITED_MONTH_MAX_DAYS : (input.sessionCount ?? sessionCountFor(input.name)),
  ...(unlimited ? { validMonths: 1 } : {}),
  translations: input.translations && writtenTranslations(input.translations),
});

/** A new package, last in her order; Create tapped twice (or retried) makes one. */
export function createPackage(services: Services, input: z.output<typeof packageCreateInput>) {
  const { requestKey, ...fields } = input;
  const byKey = async (key: string) => {
    const [found] = await services.db.select({ id: packages.id }).from(packages).where(eq(packages.requestKey, key));
    return found ? adminPackage(services.db, found.id) : null;
  };
  return oncePerRequest(requestKey, byKey, async () => {
    const [created] = await services.db
      .insert(packages)
      .values({
        ...stored(fields),
        requestKey: requestKey ?? null,
        position: sql`(select coalesce(max(${packages.position}), 0) + 1 from ${packages})`,
      })
      .onConflictDoNothing({ target: packages.requestKey })
      .returning({ id: packages.id });
    return created ? adminPackage(services.db, created.id) : null;
  });
}

/**
 * Saves her edit. A package clients have booked keeps its kind (a gym pack cannot become an online program under
 * their sessions); its price, name and everything else may change, and only new bookings see them.
 */
export async function updatePackage(
  services: Services,
  actor: string,
  id: number,
  input: Written,
): Promise<AdminPackage> {
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        type: packages.type,
        name: packages.name,
        price: packages.price,
        billing: packages.billing,
        unlimited: packages.unlimited,
        bookingCount,
      })
      .from(packages)
      .where(eq(packages.id, id))
      .for("update");
    if (!current) throw refusal("NOT_FOUND", "server.catalogue.notFound");
    if (current.bookingCount > 0 && packageCategory(current.type) !== packageCategory(input.type)) {
      throw new TRPCError({
        code: "CONFLICT",
        message: "This package has bookings, so it keeps its kind. Create a new package for a different kind.",
      });
    }
    if (current.bookingCount > 0 && input.billing && input.billing !== current.billing) {
      throw new TRPCError({
        code: "CONFLICT",
        message:
          "This package has bookings, so it stays a pack or a membership as it was. Create a new package to sell it the other way.",
      });
    }
    if (current.bookingCount > 0 && input.unlimited !== undefined && input.unlimited !== current.unlimited) {
      throw new TRPCError({
        code: "CONFLICT",
        message:
          "This package has bookings, so its sessions each month stay as they were (unlimited or counted). Create a new package to sell it the other way.",
      });
    }
    await tx.update(packages).set(stored(input, current)).where(eq(packages.id, id));
    const saved = await adminPackage(tx, id);
    if (Number(saved.price) !== Number(current.price)) {
      await audit(tx, {
        actor,
        action: "package.price",
        before: { packageId: id, name: current.name, price: current.price },
        after: { packageId: id, name: saved.name, price: saved.price },
      });
    }
    return saved;
  });
}

/** Retires a package (it leaves the site; its bookings, sessions and program access stay) or brings it back. */
export async function setPackageActive(services: Services, id: number, active: boolean): Promise<AdminPackage> {
  const [updated] = await services.db
    .update(packages)
    .set({ active })
    .where(eq(packages.id, id))
    .returning({ id: packages.id });
  if (!updated) throw refusal("NOT_FOUND", "server.catalogue.notFound");
  return adminPackage(services.db, id);
}

const HAS_BOOKINGS = "This package has bookings, so it cannot be deleted. Retire it to take it off the site.";

/**
 * Deletes a package no one has booked. The database decides: a booking made at the same moment holds the
 * package's row (its foreign key), and then the delete fails on it and the package stays.
 */
export async function deletePackage(services: Services, id: number) {
  let deleted: { id: number } | undefined;
  try {
    [deleted] = await services.db
      .delete(packages)
      .where(sql`${packages.id} = ${id} and not exists (select 1 from ${bookings} where ${bookings.packageId} = ${id})`)
      .returning({ id: packages.id });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new TRPCError({ code: "CONFLICT", message: HAS_BOOKINGS });
    throw error;
  }
  if (deleted) return { success: true as const };
  await adminPackage(services.db, id);
  throw new TRPCError({ code: "CONFLICT", message: HAS_BOOKINGS });
}

const isForeignKeyViolation = (error: unknown): boolean =>
  !!error &&
  typeof error === "object" &&
  ((error as { code?: unknown }).code === "23503" || isForeignKeyViolation((error as { cause?: unknown }).cause));

/** Her new order: every listed package takes its place in one statement; a package not listed keeps its own. */
export async function reorderPackages(services: Services, ids: number[]): Promise<AdminPackage[]> {
  const places = sql.join(
    ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await services.db.execute(
    sql`update ${packages} set position = places.position
        from (values ${places}) as places(id, position)
        where ${packages.id} = places.id`,
  );
  return listAllPackages(services.db);
}
