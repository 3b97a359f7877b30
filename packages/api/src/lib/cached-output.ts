// The declared answer of a procedure that serves a cached, frozen value (the catalogue).
//
// tRPC's `.output(schema)` parses every answer into a fresh copy. For the catalogue, read on every page, that copy
// cost twice: the parse itself (~30 µs for 14 packages, async) and the loss of the frozen object the REST adapter
// serializes only once. Measured with `bench/run.ts --only=packages,trpc`: GET /api/packages fell from 0.80× to
// 0.35–0.45× of a bare node:http server (bar 0.60×). This parser checks a frozen answer against the same schema the
// first time it sees it and answers the object itself; an answer that is not frozen is checked every time.
import type { z } from "zod";

export interface CachedOutput<T extends z.ZodType> {
  (value: unknown): z.output<T>;
  /** The schema it checks with, for the REST adapter and the OpenAPI document. */
  readonly schema: T;
}

export function cachedOutput<T extends z.ZodType>(schema: T): CachedOutput<T> {
  const checked = new WeakSet<object>();
  const parse = (value: unknown): z.output<T> => {
    const cacheable = typeof value === "object" && value !== null && Object.isFrozen(value);
    if (cacheable && checked.has(value)) return value as z.output<T>;
    // Throws a ZodError on a wrong answer, which tRPC reports as its output-validation failure (a 500).
    const parsed = schema.parse(value);
    if (!cacheable) return parsed;
    checked.add(value);
    return value as z.output<T>;
  };
  return Object.assign(parse, { schema });
}
