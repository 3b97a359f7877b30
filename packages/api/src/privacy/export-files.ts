// "Download my data" as one JSON file, or as a .zip of one CSV per kind. Both are written as they are read, one
// kind at a time: the first kind is read before answering, so a database out of reach is an error answer rather
// than a cut file, and a later failure breaks the download instead of ending it early.
import { PassThrough } from "node:stream";
import { MY_DATA_KINDS, type MyDataKind } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { stringify } from "csv-stringify/sync";
import { Zip, ZipDeflate } from "fflate";
import type { Services } from "../context";
import { type DataOwner, readers, type StoredRow } from "./my-data";

const KINDS = Object.keys(MY_DATA_KINDS) as MyDataKind[];

/** Each kind of her data with its rows, read as the file is written. */
async function* eachKind(services: Services, owner: DataOwner) {
  for (const kind of KINDS) {
    const rows: StoredRow<MyDataKind>[] = await readers[kind](services.db, owner);
    yield { kind, rows };
  }
}

/** Starts the stream: its first part is made now, so an error before any byte is an answer of its own. */
async function started<T>(parts: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await parts.next();
  return (async function* () {
    for (let next = first; !next.done; next = await parts.next()) yield next.value;
  })();
}

const fileName = (services: Services, extension: string) =>
  `my-data-carmen-reyes-fitness-${studioDate(services.now())}.${extension}`;

/** The JSON file: who and when, then each kind under its name (a list, or one record or null). */
export async function myDataJson(services: Services, owner: DataOwner) {
  async function* parts() {
    const header = { exportedAt: services.now().toISOString(), email: owner.email };
    // The header goes out with the first kind, so the first part made is a read of the database.
    let opening = JSON.stringify(header).slice(0, -1);
    for await (const { kind, rows } of eachKind(services, owner)) {
      const value = MY_DATA_KINDS[kind].single ? (rows[0] ?? null) : rows;
      yield `${opening},\n${JSON.stringify(kind)}: ${JSON.stringify(value, null, 2)}`;
      opening = "";
    }
    yield "\n}\n";
  }
  return { filename: fileName(services, "json"), content: await started(parts()) };
}

/** One kind as CSV text: a header row always, dates in ISO 8601, lists joined, formulas made inert. */
function csvOf(kind: MyDataKind, rows: readonly object[]): string {
  const columns = Object.keys(MY_DATA_KINDS[kind].row.shape);
  return stringify(rows as Record<string, unknown>[], {
    header: true,
    columns,
    cast: {
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? "yes" : "no"),
      object: (value) => (Array.isArray(value) ? value.join("; ") : JSON.stringify(value)),
    },
    // A cell a spreadsheet would run as a formula (=, +, -, @ first) is written as text instead.
    escape_formulas: true,
  });
}

/**
 * The .zip: one CSV per kind, each compressed and handed on as soon as it is written (fflate's streaming Zip),
 * so the archive never sits in memory whole.
 */
export async function myDataZip(services: Services, owner: DataOwner) {
  const kinds = await started(eachKind(services, owner));
  const archive = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return archive.destroy(error);
    archive.write(chunk);
    if (final) archive.end();
  });
  const encoder = new TextEncoder();
  void (async () => {
    for await (const { kind, rows } of kinds) {
      const file = new ZipDeflate(MY_DATA_KINDS[kind].file, { level: 6 });
      zip.add(file);
      file.push(encoder.encode(csvOf(kind, rows)), true);
    }
    zip.end();
  })().catch((error: unknown) => {
    zip.terminate();
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { filename: fileName(services, "zip"), content: archive };
}
