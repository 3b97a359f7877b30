// Claims for one hour are taken in turn on each instance. Under a rush, the first claims go through; once one
// finds the hour full, the claims after it (for a second at most) are told at once, without a query or a
// transaction. A place freed on this instance clears that at once; one freed on another instance is seen by
// the claims of the next second. The database's conditional update still decides between instances.
import type { Database } from "@studio/db";
import { perDatabase } from "../lib/per-database";

const FULL_KNOWN_MS = 1000;

/** One bookable hour of one kind of session. */
export const hourKey = (date: string, time: string, sessionType: string) => `${date} ${time} ${sessionType}`;

export interface Turn {
  /** A claim found the hour full less than a second ago, and no place has been freed here since. */
  readonly knownFull: boolean;
  markFull(): void;
}

const queues = perDatabase(() => new Map<string, { tail: Promise<unknown>; waiting: number }>());
/** When each hour was last found full. */
const foundFull = perDatabase(() => new Map<string, number>());

function knownFull(db: Database, key: string): boolean {
  const at = foundFull(db).get(key);
  return at !== undefined && performance.now() - at < FULL_KNOWN_MS;
}

function markFull(db: Database, key: string): void {
  const found = foundFull(db);
  const now = performance.now();
  // Hours found full long ago are dropped as new ones come, so the map stays small.
  if (found.size > 100) for (const [each, at] of found) if (now - at >= FULL_KNOWN_MS) found.delete(each);
  found.set(key, now);
}

/** A place in this hour came free: the next claim asks the database again. */
export function placeFreed(db: Database, key: string): void {
  foundFull(db).delete(key);
}

export async function inTurn<T>(db: Database, key: string, claim: (turn: Turn) => Promise<T>): Promise<T> {
  const forDb = queues(db);
  let queue = forDb.get(key);
  if (!queue) {
    queue = { tail: Promise.resolve(), waiting: 0 };
    forDb.set(key, queue);
  }
  const current = queue;
  const turn: Turn = {
    get knownFull() {
      return knownFull(db, key);
    },
    markFull: () => markFull(db, key),
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
