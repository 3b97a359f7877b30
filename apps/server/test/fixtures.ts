// What many integration tests do the same way: a client with a paid package, a card payment told by Stripe's
// webhook, her scheduling, and reading back the rows and audit entries a change wrote.
import { adminAudit, bookings, packageSessions, refunds } from "@studio/db";
import { type IntakeInput, toCents } from "@studio/validators";
import type { Language } from "@studio/validators/languages";
import { DAY_MS, miamiDateTime } from "@studio/validators/studio-time";
import { asc, eq, type SQL } from "drizzle-orm";
import { expect } from "vitest";
import { deliverStripeEvent } from "./fake-stripe-api";
import { buyPackage, type HttpClient, signInClient, type TestServer } from "./harness";

type Site = Pick<TestServer, "db">;

const addresses = new WeakMap<object, number>();
/** An address of her own for each client of a site, so sign-ins stay under the per-address limit. */
export function clientAddress(site: object) {
  const n = (addresses.get(site) ?? 0) + 1;
  addresses.set(site, n);
  return `10.9.${n}.1`;
}

/** A client with a paid (mock) package, signed in from an address of her own. */
export async function signedInBuyer(
  site: TestServer,
  email: string,
  {
    packageId = 6,
    clientName = "Client",
    language = "en",
    address,
  }: { packageId?: number; clientName?: string; language?: Language; address?: string } = {},
) {
  const bought = await buyPackage(site, email, packageId, clientName, language, address);
  const { client, userId } = await signInClient(site, email, clientAddress(site));
  return { client, userId, ...bought };
}

/**
 * Sessions she has trained: each on an hour gone by (a day apart, the last the day before `now`, as if booked
 * then), and marked attended by the trainer through her route, which marks only a session that has started.
 */
export async function trained(site: Site, admin: HttpClient, sessionIds: readonly number[], now: Date) {
  for (const [n, id] of sessionIds.entries()) {
    const startsAt = new Date(now.getTime() - (sessionIds.length - n) * DAY_MS);
    await site.db
      .update(packageSessions)
      .set({ status: "scheduled", ...miamiDateTime(startsAt), startsAt })
      .where(eq(packageSessions.id, id));
    const marked = await admin.request("PATCH", `/api/admin/sessions/${id}/status`, { status: "completed" });
    expect(marked.status, marked.text).toBe(200);
  }
}

/**
 * A health questionnaire as the form sends it: no to everything but a knee (which asks for no clearance), signed
 * with her name; `changes` answers otherwise.
 */
export const healthAnswers = (
  signedName: string,
  details = `${signedName}: left knee replaced in 2024`,
  changes = {},
) =>
  ({
    heartCondition: false,
    chestPain: false,
    dizziness: false,
    chronicCondition: false,
    medication: false,
    boneOrJoint: true,
    supervisedOnly: false,
    details,
    medications: null,
    surgeries: "Left knee replacement",
    lifeStage: "postmenopause",
    goals: "Climb stairs without pain",
    emergencyName: "Luis Ruiz",
    emergencyPhone: "(305) 555-0100",
    acceptWaiver: true,
    signedName,
    ...changes,
  }) satisfies IntakeInput;

/** She schedules one of her sessions through the portal's REST route. */
type PackageFields = Parameters<HttpClient["trpc"]["admin"]["packages"]["create"]["mutate"]>[0];
/** A membership in the trainer's catalogue (eight gym sessions a month for $199), with what a test changes. */
export const newMembership = (admin: HttpClient, changes: Partial<PackageFields> = {}) =>
  admin.trpc.admin.packages.create.mutate({
    name: "Gym Membership",
    description: "Eight sessions with me every month.",
    type: "gym",
    price: "199",
    durationMinutes: 60,
    sessionCount: 8,
    validMonths: 1,
    billing: "monthly",
    features: null,
    imageUrl: null,
    active: true,
    ...changes,
  });

export const schedule = (client: HttpClient, sessionId: number, date: string, time: string) =>
  client.post(`/api/portal/sessions/${sessionId}/schedule`, { date, time });

export async function bookingRow(site: Site, id: number) {
  const [row] = await site.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`No booking #${id}`);
  return row;
}
export const sessionRow = async (site: Site, id: number) =>
  (await site.db.select().from(packageSessions).where(eq(packageSessions.id, id)))[0];
export const sessionsOf = (site: Site, bookingId: number) =>
  site.db
    .select()
    .from(packageSessions)
    .where(eq(packageSessions.bookingId, bookingId))
    .orderBy(asc(packageSessions.id));
export const refundsOf = (site: Site, bookingId: number) =>
  site.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.id));

/** The stored audit entries that match, oldest first, with before and after read back from their JSON. */
export async function auditEntries(site: Site, where: SQL | undefined) {
  const rows = await site.db.select().from(adminAudit).where(where).orderBy(asc(adminAudit.id));
  return rows.map((row) => ({
    ...row,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }));
}

/**
 * A package booked and paid by card on a site with a Stripe gateway: the intent made through it, its success told
 * by a webhook signed with `webhookSecret`.
 */
export async function paidByCard(
  site: TestServer,
  webhookSecret: string,
  booking: { email: string; packageId?: number; clientName?: string; discountCode?: string },
) {
  const created = await site.client().post("/api/bookings", {
    packageId: booking.packageId ?? 6,
    clientName: booking.clientName ?? "Ana Torres",
    clientEmail: booking.email,
    phone: "3055550100",
    discountCode: booking.discountCode,
  });
  expect(created.status).toBe(200);
  const id = Number(created.json.id);
  const intent = await site
    .client()
    .post("/api/create-payment-intent", { bookingId: id, token: created.json.accessToken });
  const row = await bookingRow(site, id);
  const paid = await deliverStripeEvent(site.url, webhookSecret, "payment_intent.succeeded", {
    id: row.paymentIntent,
    object: "payment_intent",
    amount: toCents(row.amount),
    metadata: { bookingId: String(id) },
  });
  expect(paid.status).toBe(200);
  return { id, token: String(created.json.accessToken), intent: intent.json, paymentIntent: row.paymentIntent ?? "" };
}
