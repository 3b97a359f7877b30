// Memberships as the client reads hers and the trainer reads all of them, newest first.
import { memberships, packages } from "@studio/db";
import {
  type AdminMembership,
  type adminMembershipsInput,
  MEMBERSHIPS_PAGE_SIZE,
  type MembershipOutput,
} from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { and, count, desc, eq, isNotNull, isNull, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { packageNamesIn } from "../catalogue/package-name";
import type { Services } from "../context";

const columns = {
  id: memberships.id,
  packageId: memberships.packageId,
  packageName: packages.name,
  amount: memberships.amount,
  sessionsPerMonth: packages.sessionCount,
  unlimited: packages.unlimited,
  validMonths: packages.validMonths,
  status: memberships.status,
  currentPeriodEnd: memberships.currentPeriodEnd,
  endsAt: memberships.endsAt,
  pausedAt: memberships.pausedAt,
  cancelledAt: memberships.cancelledAt,
  paymentFailedAt: memberships.paymentFailedAt,
  createdAt: memberships.createdAt,
  clientName: memberships.clientName,
  clientEmail: memberships.clientEmail,
  customerId: memberships.customerId,
};

/** A client has a handful of memberships over the years; more than this is no person's. */
const HERS = 20;

/** Her memberships, signed up or ended, the package named in `language`. */
export async function membershipsOf(
  services: Services,
  email: string,
  language: Language,
): Promise<MembershipOutput[]> {
  const rows = await services.db
    .select(columns)
    .from(memberships)
    .innerJoin(packages, eq(packages.id, memberships.packageId))
    // One she signed up for and never paid is no membership of hers.
    .where(and(eq(memberships.clientEmail, email), isNotNull(memberships.subscriptionId)))
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(HERS);
  const nameOf = await packageNamesIn(services, language);
  return rows
    .filter((row) => row.status !== "incomplete")
    .map(({ clientName: _name, clientEmail: _email, customerId, ...row }) => ({
      ...row,
      packageName: nameOf(row),
      cardUpdatable: services.payments.mode === "stripe" && !!customerId && row.status !== "cancelled",
    }));
}

/** The trainer's list, a page at a time, with the count of failed renewals she should look at. */
export async function adminMemberships(services: Services, input: z.output<typeof adminMembershipsInput>) {
  const conditions: SQL[] = [];
  if (input.filter === "attention") conditions.push(eq(memberships.status, "past_due"));
  else if (input.filter !== "all") conditions.push(eq(memberships.status, input.filter));
  if (input.clientEmail) conditions.push(eq(memberships.clientEmail, input.clientEmail));
  const where = and(...conditions);
  const [rows, [total], [attention]] = await Promise.all([
    services.db
      .select(columns)
      .from(memberships)
      .innerJoin(packages, eq(packages.id, memberships.packageId))
      .where(where)
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(MEMBERSHIPS_PAGE_SIZE)
      .offset((input.page - 1) * MEMBERSHIPS_PAGE_SIZE),
    services.db.select({ n: count() }).from(memberships).where(where),
    services.db.select({ n: count() }).from(memberships).where(eq(memberships.status, "past_due")),
  ]);
  return {
    memberships: rows.map(({ customerId: _customer, ...row }) => row) satisfies AdminMembership[],
    total: total?.n ?? 0,
    attention: attention?.n ?? 0,
  };
}

/**
 * Whether she has a membership that will charge her again: one neither ended nor set to end. Her data cannot be
 * erased under it (a month paid after would be a booking of nobody).
 */
export async function hasRenewingMembership(services: Pick<Services, "db">, email: string): Promise<boolean> {
  const [renewing] = await services.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.clientEmail, email),
        isNotNull(memberships.subscriptionId),
        isNull(memberships.endsAt),
        ne(memberships.status, "cancelled"),
      ),
    )
    .limit(1);
  return !!renewing;
}
