import { z } from "zod";
import { LANGUAGES } from "./languages";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "./list-kinds";

/** Decimal digits, with a sign and a fraction where they come: the only text a number may arrive as. */
const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A number as JSON sends it, or as a path or query string carries it (text of decimal digits). Any other text or
 * type (`true`, `"0x10"`, `"1e5"`, `""`, `[3]`) reaches `schema` as it came and is refused there: `z.coerce` would
 * read those as 1, 16, 100000, 0 and 3. Every numeric input is written with it; no schema coerces. The web build takes
 * its calls as free of side effects, as it takes zod's (`manualPureFunctions`), so an unused schema is dropped.
 */
export const numeric = <Schema extends z.ZodType<number, number>>(schema: Schema) =>
  z.preprocess(
    (value: unknown) => (typeof value === "string" && DECIMAL_TEXT.test(value) ? Number(value) : value),
    schema,
  );

/** The largest id PostgreSQL's integer column holds. */
export const MAX_ID = 2_147_483_647;

/** A positive database id, with one message for every way it can be wrong ("validation.bookings.trainingType"). */
export const idWith = (message: string) =>
  numeric(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));

/** A positive database id, as a number or as decimal text (path parameters arrive as text). */
export const id = numeric(
  z
    .number({ error: "validation.number.required" })
    .int("validation.number.whole")
    .positive("validation.number.positive")
    .max(MAX_ID, "Is too large"),
);

export const idInput = z.object({ id });

/**
 * The language a page shows public content in: part of its query (so each language is cached apart, and the
 * server's render of a Spanish page asks in Spanish); without it, the language of the request.
 */
export const inLanguage = { language: z.enum(LANGUAGES, { error: "Must be en or es" }).optional() };
export const languageInput = z.object(inLanguage).optional();

/** Money as PostgreSQL numeric(10,2) renders it: "80.00". */
export const money = z.string().regex(/^-?\d{1,8}\.\d{2}$/, "Must be an amount with two decimals");

/**
 * The days any date of the studio's can fall on. Outside them no booking, closure, post or report can lie, and
 * every walk over days starts from inside them: the day after 9999-12-31 is "+010000-01-01", which a loop comparing
 * dates as text never passes. Whole weeks, a Monday to a Sunday, so the week shown around any of them is inside too.
 */
export const FIRST_DATE = "2000-01-03";
export const LAST_DATE = "2100-12-26";

/**
 * A calendar date as the API sends it: "2026-11-24". A real day (no 2026-02-30, no month 13, no day 00) in the
 * studio's years; a rule of its own (the booking horizon) narrows it where one applies.
 */
export const isoDate = z.iso
  .date({ error: "validation.date.real" })
  .refine((value) => value >= FIRST_DATE && value <= LAST_DATE, "validation.date.range");

/** A whole hour in Miami time, 24-hour: "07:00", "17:00" (00:00 to 23:00). */
export const hourTime = z.string().regex(/^(?:[01]\d|2[0-3]):00$/, "validation.hour");

/** An image the upload stored (/uploads/... here, or https://... from a file store), or one of the site's own. */
export const imagePath = z
  .string()
  .trim()
  .max(500, "Image must be at most 500 characters")
  .regex(/^(\/(uploads|images)\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, "Image must be an uploaded image");

/** Text a person may leave empty: trimmed, at most `max` characters, and null when empty. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const email = z
  .string()
  .trim()
  .max(254, "validation.email.longest")
  .email("validation.email.invalid")
  .transform((value) => value.toLowerCase());

/** PostgreSQL cannot store a NUL character, and a lone surrogate is not text at all; JSON allows both. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = "validation.text.storable";

/**
 * Where `value` holds a string (or a key) that is not storable text, or null when it holds none. Walked with a
 * stack of its own, so no nesting depth can overflow the call stack.
 */
export function unstorableTextPath(value: unknown): PropertyKey[] | null {
  const pending: [unknown, PropertyKey[]][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      if (UNSTORABLE.test(item)) return path;
    } else if (item && typeof item === "object") {
      const list = Array.isArray(item);
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return [...path, key];
        pending.push([child, [...path, list ? Number(key) : key]]);
      }
    }
  }
  return null;
}

/**
 * A timestamp column as drizzle reads it: a Date inside the server. No tRPC transformer is set, so it travels as
 * its ISO 8601 text (JSON.stringify) over tRPC and REST alike; the OpenAPI document describes it so.
 */
export const instant = z.date();

/**
 * Made by a form once per attempt (a UUID), so that the same attempt sent twice (a double tap, a retry after a
 * lost answer) has one effect: the server answers the second with what the first made.
 */
export const requestKey = z.uuid("requestKey must be a UUID").optional();

export const okOutput = z.object({ success: z.literal(true) });

/** A done action told in words: a code sent, a discount confirmed, a test e-mail or reminder delivered. */
export const successMessageOutput = z.object({ success: z.boolean(), message: z.string() });

export const userIdInput = z.object({ userId: id });

export { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "./list-kinds";

/**
 * Which page of a list, and how long a page is: numbers or numeric text (a query string's values). Named one by
 * one where a schema uses them: spreading an object from another file keeps zod in pages that never use it.
 */
export const listPage = numeric(
  z
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`),
).default(1);
export const listPageSize = numeric(
  z
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be 1 or more")
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
).default(DEFAULT_PAGE_SIZE);

/** A list's search box: part of a name or an e-mail, in any case. */
export const listSearch = z
  .string({ error: "search must be text" })
  .trim()
  .max(100, "search must be at most 100 characters")
  .optional()
  .transform((value) => value || undefined);

/**
 * One page of a list, with what the pager needs: how many rows match in all, and so how many pages there are. Each
 * use is marked pure (the bundler takes only `z` calls as such), or every page that imports a plain helper from the
 * same file would carry zod.
 */
export const pageOutput = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
