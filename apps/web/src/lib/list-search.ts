// Reading a list's filters from the address bar, leniently and without zod (a route's validateSearch is part of every
// visitor's first load): a value a route does not know is left out, so an old or hand-edited link opens on the
// defaults instead of an error. The server checks what it is sent with the full schema all the same.
import { MAX_PAGE } from "@studio/validators/kinds";

/** `value` when it is one of `choices`. */
export function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A page number past the first (the first is the default, so it stays out of the address). */
export function pageNumber(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined;
}

/** A positive whole number (an id). */
export function positiveId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Search text, trimmed; none when empty. */
export function searchText(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().slice(0, 100);
  return text || undefined;
}

/** `true` when the address says so (the router reads `?x=true` as a boolean). */
export const flag = (value: unknown): true | undefined => (value === true || value === "true" ? true : undefined);

/** The search without its undefined keys, so the address holds only what differs from the defaults. */
export function compact<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}
