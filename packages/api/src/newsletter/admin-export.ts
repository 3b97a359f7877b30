// GET /api/admin/newsletter/subscribers.csv: the trainer's subscribers for her mailing tool, written by csv-stringify
// (quoting, and formulas a spreadsheet would run made inert) as the database hands them over a batch at a time, so
// the file never sits in memory whole. The REST adapter's file route sends it, as it sends the bookings CSV.
import { pipeline, Readable } from "node:stream";
import type { SubscriberExportInput } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { stringify } from "csv-stringify";
import type { Services } from "../context";
import { subscribersToExport } from "./admin";

// confirmed_at last: a mailing tool that maps the first four columns reads them where it always did.
const COLUMNS = ["email", "status", "subscribed_at", "unsubscribed_at", "confirmed_at"];

export async function exportSubscribersCsv(services: Services, input: SubscriberExportInput) {
  const reading = subscribersToExport(services, input);
  // The first batch is read before answering, so a database out of reach is an error answer, not a cut file.
  const first = await reading.next();
  async function* records() {
    for (let next = first; !next.done; next = await reading.next()) {
      const { email, status, subscribedAt, unsubscribedAt, confirmedAt } = next.value;
      yield [email, status, subscribedAt.toISOString(), unsubscribedAt?.toISOString(), confirmedAt?.toISOString()];
    }
  }
  // An error while reading destroys the file stream, so the download fails rather than ending early.
  const content = pipeline(
    Readable.from(records()),
    stringify({ header: true, columns: COLUMNS, escape_formulas: true }),
    () => {},
  );
  return { filename: `newsletter-subscribers-${input.status}-${studioDate(services.now())}.csv`, content };
}
