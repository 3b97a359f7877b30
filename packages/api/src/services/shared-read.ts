// Identical reads that are in flight at the same moment share one query: under a rush (two hundred requests
// with the same admin cookie for the same hour) the database answers once instead of two hundred times.
// Nothing is kept once the query settles, so no caller ever sees an answer older than its own request.
import type { Database } from "@studio/db";

const inFlight = new WeakMap<Database, Map<string, Promise<unknown>>>();

export function sharedRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  let reads = inFlight.get(db);
  if (!reads) {
    reads = new Map();
    inFlight.set(db, reads);
  }
  const pending = reads.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = read();
  const forDb = reads;
  forDb.set(key, started);
  const forget = () => forDb.delete(key);
  started.then(forget, forget);
  return started;
}
