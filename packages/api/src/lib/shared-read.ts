// Identical reads that are in flight at the same moment share one query: under a rush (two hundred requests
// with the same admin cookie for the same hour) the database answers once instead of two hundred times.
// Nothing is kept once the query settles, so no caller ever sees an answer older than its own request.
import type { Database } from "@studio/db";
import { perDatabase } from "./per-database";

const inFlight = perDatabase(() => new Map<string, Promise<unknown>>());

export function sharedRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  const reads = inFlight(db);
  const pending = reads.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = read();
  reads.set(key, started);
  const forget = () => reads.delete(key);
  started.then(forget, forget);
  return started;
}
