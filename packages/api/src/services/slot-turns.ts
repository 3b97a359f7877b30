// Claims for one hour are taken in turn on each instance. Under a rush, the first claims go through; once one
// finds the hour full, the others waiting in that rush are told at once, without a query or a transaction.
// That knowledge lives only while requests are waiting (and a second at most), and the database's conditional
// update still decides between instances.
import type { Database } from "@studio/db";

const FULL_KNOWN_MS = 1000;

interface Rush {
  tail: Promise<unknown>;
  waiting: number;
  fullAt: number | null;
}

export interface Turn {
  /** Another claim in this rush found the hour full a moment ago. */
  readonly knownFull: boolean;
  markFull(): void;
}

const rushes = new WeakMap<Database, Map<string, Rush>>();

export async function inTurn<T>(db: Database, key: string, claim: (turn: Turn) => Promise<T>): Promise<T> {
  let forDb = rushes.get(db);
  if (!forDb) {
    forDb = new Map();
    rushes.set(db, forDb);
  }
  let rush = forDb.get(key);
  if (!rush) {
    rush = { tail: Promise.resolve(), waiting: 0, fullAt: null };
    forDb.set(key, rush);
  }
  const current = rush;
  const turn: Turn = {
    get knownFull() {
      return current.fullAt !== null && performance.now() - current.fullAt < FULL_KNOWN_MS;
    },
    markFull() {
      current.fullAt = performance.now();
    },
  };
  current.waiting++;
  const result = current.tail.then(() => claim(turn));
  current.tail = result.catch(() => {});
  try {
    return await result;
  } finally {
    current.waiting--;
    if (current.waiting === 0 && forDb.get(key) === current) forDb.delete(key);
  }
}
