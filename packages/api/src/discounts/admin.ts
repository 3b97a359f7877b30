import { bookings, discountCodes, discountRedemptions } from "@studio/db";
import type { discountCreateInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { offsetOf, type PageRequest, pageOf } from "../lib/paging";

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

export function listDiscounts(services: Services) {
  return services.db.select().from(discountCodes).orderBy(desc(discountCodes.active), asc(discountCodes.code));
}

export async function createDiscount(services: Services, actor: string, input: z.output<typeof discountCreateInput>) {
  return services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(discountCodes)
      .values({
        code: input.code,
        description: input.description ?? null,
        type: input.type,
        value: input.value.toFixed(2),
        minAmount: money(input.minAmount),
        maxDiscount: money(input.maxDiscount),
        usageLimit: input.usageLimit ?? null,
        userLimit: input.userLimit,
        // Whole days in Miami: from the start of the first day to the end of the last.
        validFrom: input.validFrom ? new Date(`${input.validFrom}T00:00:00-05:00`) : null,
        validUntil: input.validUntil ? new Date(`${input.validUntil}T23:59:59-05:00`) : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new TRPCError({ code: "CONFLICT", message: `The code ${input.code} already exists.` });
    await audit(tx, { actor, action: "discount.create", after: created });
    return created;
  });
}

export async function setDiscountActive(services: Services, id: number, active: boolean) {
  const [updated] = await services.db.update(discountCodes).set({ active }).where(eq(discountCodes.id, id)).returning();
  if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Discount code not found" });
  return updated;
}

/** A page of the bookings that used a code, newest first, and how many did in all. */
export async function discountUsage(services: Services, query: PageRequest & { id: number }) {
  const used = eq(discountRedemptions.discountCodeId, query.id);
  const [items, [counted]] = await Promise.all([
    services.db
      .select({
        bookingId: bookings.id,
        clientName: bookings.clientName,
        clientEmail: bookings.clientEmail,
        packageName: bookings.packageName,
        discountAmount: bookings.discountAmount,
        amount: bookings.amount,
        paymentStatus: bookings.paymentStatus,
        usedAt: discountRedemptions.createdAt,
      })
      .from(discountRedemptions)
      .innerJoin(bookings, eq(bookings.id, discountRedemptions.bookingId))
      .where(used)
      .orderBy(desc(discountRedemptions.createdAt), desc(discountRedemptions.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    services.db.select({ total: count() }).from(discountRedemptions).where(used),
  ]);
  return pageOf(items, counted?.total ?? 0, query);
}
