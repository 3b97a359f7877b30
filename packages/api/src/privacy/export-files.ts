// "Download my data" as one JSON file, or as a .zip of one CSV per kind. Both are written as they are read, one
// kind at a time: the first kind is read before answering, so a database out of reach is an error answer rather
// than a cut file, and a later failure breaks the download instead of ending it early.
import { PassThrough } from "node:stream";
import { type Executor, progressPhotos } from "@studio/db";
import { type Language, type Translate, translate } from "@studio/i18n";
import { i18nFor } from "@studio/i18n/server";
import { studioDate } from "@studio/validators/studio-time";
import { stringify } from "csv-stringify/sync";
import { and, eq } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Services } from "../context";
import { MY_DATA_KINDS, type MyDataColumn, type MyDataKind } from "./kinds";
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

/** The words of her download (its file names and column headings), in the language of the page she asked from. */
function downloadWords(language: Language) {
  const i18n = i18nFor(language, ["server"]);
  const t: Translate = (id, values) => translate(i18n, id, values);
  return {
    t,
    file: (kind: MyDataKind) => `${t(`server.download.file.${kind}`)}.csv`,
    column: (column: MyDataColumn) => t(`server.download.column.${column}`),
  };
}
type DownloadWords = ReturnType<typeof downloadWords>;

const fileName = (services: Services, words: DownloadWords, extension: string) =>
  `${words.t("server.download.name")}-carmen-reyes-fitness-${studioDate(services.now())}.${extension}`;

/**
 * The JSON file: who and when, then each kind under its name (a list, or one record or null). Its keys stay the
 * same in every language, for the program that reads it; only its name is in hers.
 */
export async function myDataJson(services: Services, owner: DataOwner, language: Language) {
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
  return { filename: fileName(services, downloadWords(language), "json"), content: await started(parts()) };
}

/**
 * One kind as CSV text for a spreadsheet: a heading row in her language always, dates in ISO 8601, yes and no in her
 * words, lists joined, formulas made inert.
 */
function csvOf(kind: MyDataKind, rows: readonly object[], words: DownloadWords): string {
  const columns = (Object.keys(MY_DATA_KINDS[kind].row.shape) as MyDataColumn[]).map((key) => ({
    key,
    header: words.column(key),
  }));
  const [yes, no] = [words.t("server.download.yes"), words.t("server.download.no")];
  return stringify(rows as Record<string, unknown>[], {
    header: true,
    columns,
    cast: {
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? yes : no),
      object: (value) => (Array.isArray(value) ? value.join("; ") : JSON.stringify(value)),
    },
    // A cell a spreadsheet would run as a formula (=, +, -, @ first) is written as text instead.
    escape_formulas: true,
  });
}

/**
 * The .zip: one CSV per kind, named for what it holds in her language, each compressed and handed on as soon as it
 * is written (fflate's streaming Zip), so the archive never sits in memory whole; then her progress photos in a
 * folder, read one at a time and each handed on before the next is read.
 */
export async function myDataZip(services: Services, owner: DataOwner, language: Language) {
  const words = downloadWords(language);
  const kinds = await started(eachKind(services, owner));
  const archive = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return archive.destroy(error);
    archive.write(chunk);
    if (final) archive.end();
  });
  const encoder = new TextEncoder();
  void (async () => {
    let photos: StoredRow<"progressPhotos">[] = [];
    for await (const { kind, rows } of kinds) {
      const file = new ZipDeflate(words.file(kind), { level: 6 });
      zip.add(file);
      file.push(encoder.encode(csvOf(kind, rows, words)), true);
      if (kind === "progressPhotos") photos = rows as StoredRow<"progressPhotos">[];
    }
    const folder = words.t("server.download.file.progressPhotos");
    for (const { id, day } of photos) {
      if (archive.destroyed) break;
      const image = await photoBytes(services.db, owner.userId, Number(id));
      if (!image) continue; // removed meanwhile
      // WebP is compressed already: stored as it is.
      const file = new ZipPassThrough(`${folder}/${String(day)}-${String(id)}.webp`);
      zip.add(file);
      file.push(image, true);
      await drained(archive);
    }
    if (archive.destroyed) return zip.terminate();
    zip.end();
  })().catch((error: unknown) => {
    zip.terminate();
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { filename: fileName(services, words, "zip"), content: archive };
}

/** One photo's bytes, read alone so that the download holds one at a time. */
async function photoBytes(db: Executor, userId: number, id: number) {
  const [photo] = await db
    .select({ image: progressPhotos.image })
    .from(progressPhotos)
    .where(and(eq(progressPhotos.id, id), eq(progressPhotos.userId, userId)));
  return photo?.image ?? null;
}

/** Waits until what was written has been taken by the reader (or the download was given up). */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}
