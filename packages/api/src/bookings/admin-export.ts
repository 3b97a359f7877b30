// GET /api/admin/bookings.csv: the bookings her filters leave, as a spreadsheet. Read a batch at a time by id
// (keyset, so each batch is one index range however deep) and written by csv-stringify as they come, so a ten-year
// export neither sits in memory whole nor waits for the last row before the first byte.
import { pipeline, Readable } from "node:stream";
import { bookings } from "@studio/db";
import type { AdminBookingFilter } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { stringify } from "csv-stringify";
import { and, asc, desc, gt, lt, type SQL } from "drizzle-orm";
import type { Services } from "../context";
import { type ColumnKey, picked } from "../lib/picked";
import { bookingConditions } from "./admin-lists";

/** Rows read at a time: enough to keep round trips few, small enough to stay a few hundred kilobytes. */
export const EXPORT_BATCH = 1000;

/** The spreadsheet's columns, in order: the booking's column each reads, and its heading. */
const columns = [
  ["id", "id"],
  ["createdAt", "created"],
  ["clientName", "client"],
  ["clientEmail", "email"],
  ["clientPhone", "phone"],
  ["packageName", "package"],
  ["amount", "amount"],
  ["discountCode", "discount code"],
  ["paymentStatus", "payment status"],
  ["paymentMethod", "payment method"],
  ["status", "status"],
] as const satisfies readonly (readonly [ColumnKey<typeof bookings>, string])[];

/** What each batch selects: those columns and no other. */
const read = picked(
  bookings,
  columns.map(([key]) => key),
).columns;

/** One batch: up to EXPORT_BATCH bookings after the id `after`, by id. */
const batch = (services: Services, where: SQL | undefined, oldestFirst: boolean, after: number | null) =>
  services.db
    .select(read)
    .from(bookings)
    .where(and(where, after === null ? undefined : oldestFirst ? gt(bookings.id, after) : lt(bookings.id, after)))
    .orderBy(oldestFirst ? asc(bookings.id) : desc(bookings.id))
    .limit(EXPORT_BATCH);
type Row = Awaited<ReturnType<typeof batch>>[number];

/** The filtered bookings, a batch at a time, newest first (oldest first when she sorts so). */
async function* batches(services: Services, where: SQL | undefined, oldestFirst: boolean): AsyncGenerator<Row[]> {
  for (let after: number | null = null; ; ) {
    const page = await batch(services, where, oldestFirst, after);
    if (page.length) yield page;
    if (page.length < EXPORT_BATCH) return;
    after = page.at(-1)?.id ?? null;
  }
}

export async function exportBookingsCsv(services: Services, filter: AdminBookingFilter) {
  const now = services.now();
  const reading = batches(services, bookingConditions(filter, now), filter.sort === "oldest");
  // The first batch is read before answering, so a database out of reach is an error answer, not a cut file.
  const first = await reading.next();
  async function* rows() {
    for (let next = first; !next.done; next = await reading.next()) yield* next.value;
  }
  const csv = stringify({
    header: true,
    columns: columns.map(([key, header]) => ({ key, header })),
    cast: { date: (value) => value.toISOString() },
    // A cell a spreadsheet would run as a formula (=, +, -, @, tab or CR first) is written as text instead.
    escape_formulas: true,
  });
  // An error while reading destroys the file stream, so the download fails rather than ending early.
  const content = pipeline(Readable.from(rows()), csv, () => {});
  return { filename: `bookings-${studioDate(now)}.csv`, content };
}
