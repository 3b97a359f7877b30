// Reads of one kind that start in the same turn of the event loop go to the database as one query: a rush of
// two hundred requests, each for its own row, asks once (or a few times) instead of two hundred times. A lone
// request waits one turn of the loop for company.
import type { Database } from "@studio/db";
import { perDatabase } from "./per-database";

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(reason: unknown): void;
  promise: Promise<V | undefined>;
}

function waiter<V>(): Waiter<V> {
  let resolve!: Waiter<V>["resolve"];
  let reject!: Waiter<V>["reject"];
  const promise = new Promise<V | undefined>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { resolve, reject, promise };
}

/** `readMany` answers for a set of keys; a key it leaves out reads as undefined. */
export function batchedRead<K, V>(
  readMany: (db: Database, keys: K[]) => Promise<Map<K, V>>,
): (db: Database, key: K) => Promise<V | undefined> {
  const open = perDatabase((): { batch: Map<K, Waiter<V>> | null } => ({ batch: null }));
  return (db, key) => {
    const state = open(db);
    let batch = state.batch;
    if (!batch) {
      const collecting = new Map<K, Waiter<V>>();
      batch = state.batch = collecting;
      setImmediate(() => {
        state.batch = null;
        readMany(db, [...collecting.keys()]).then(
          (found) => {
            for (const [each, waiting] of collecting) waiting.resolve(found.get(each));
          },
          (error) => {
            for (const waiting of collecting.values()) waiting.reject(error);
          },
        );
      });
    }
    let waiting = batch.get(key);
    if (!waiting) {
      waiting = waiter<V>();
      batch.set(key, waiting);
    }
    return waiting.promise;
  };
}
