// The logs her phone could not send yet (no connection, or her sign-in ran out), kept in IndexedDB so a reload, a
// closed tab or a phone restart keeps them, and sent again when the connection returns or the page opens. It needs no
// service worker: the page that opens sends them. Each log keeps the id made on the phone, and the server saves a log
// by its id, so a log sent twice (two tabs, an answer lost on the way back) is one log.
import { createStore, entries, promisifyRequest, set, type UseStore } from "idb-keyval";
import { useSyncExternalStore } from "react";

export interface LoggedSet {
  reps: number;
  weightLb: number | null;
}

export interface PendingLog {
  /** Made on her phone: the log's id on the server too. */
  id: string;
  /** Whose it is: a phone shared by two clients sends each her own. */
  userId: number;
  planExerciseId: number;
  day: string;
  sets: LoggedSet[];
  effort: number | null;
  /** New with every save of the log, so a send that ends late never drops an edit made meanwhile. */
  revision: string;
  /** What it waits for: the connection, or her signing in again. */
  waitingFor: "connection" | "signIn";
}

/** One log per planned exercise and day: saving it again replaces it. */
export const logKey = (userId: number, planExerciseId: number, day: string) => `${userId}:${planExerciseId}:${day}`;
const keyOf = (log: PendingLog) => logKey(log.userId, log.planExerciseId, log.day);

let store: UseStore | null | undefined;
/** The phone's store; none where IndexedDB is not offered (then the logs live as long as the page). */
function outboxStore(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === "undefined" ? null : createStore("studio-training", "outbox");
  return store;
}

// What the page shows, read once from the store and kept in step with every change made here.
let pending: ReadonlyMap<string, PendingLog> = new Map();
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: Map<string, PendingLog>) {
  pending = next;
  for (const listener of listeners) listener();
}

/** Reads the store once per page; a store that cannot be opened (a private window's refusal) holds nothing. */
export function loadOutbox(): Promise<void> {
  loaded ??= (async () => {
    const kept = outboxStore();
    if (!kept) return;
    try {
      const rows = await entries<string, PendingLog>(kept);
      publish(new Map([...pending, ...rows]));
    } catch {
      store = null;
    }
  })();
  return loaded;
}

/** Keeps a log to send later (replacing an older version of the same log). */
export async function keepLog(log: PendingLog): Promise<void> {
  await loadOutbox();
  publish(new Map(pending).set(keyOf(log), log));
  const kept = outboxStore();
  if (kept) await set(keyOf(log), log, kept).catch(() => undefined);
}

/**
 * Forgets a log once it is sent or refused, unless it was saved again meanwhile: the store's check and delete are one
 * transaction, so a newer version kept by another tab is not lost either.
 */
export async function dropLog(log: PendingLog): Promise<void> {
  await loadOutbox();
  const key = keyOf(log);
  if (pending.get(key)?.revision === log.revision) {
    const next = new Map(pending);
    next.delete(key);
    publish(next);
  }
  const kept = outboxStore();
  if (!kept) return;
  await kept("readwrite", (objects) => {
    const read = objects.get(key);
    read.onsuccess = () => {
      if ((read.result as PendingLog | undefined)?.revision === log.revision) objects.delete(key);
    };
    return promisifyRequest(objects.transaction);
  }).catch(() => undefined);
}

/** Her logs waiting on this phone, by key. */
export function pendingLogs(userId: number): PendingLog[] {
  return [...pending.values()].filter((log) => log.userId === userId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadOutbox();
  return () => listeners.delete(listener);
}

const EMPTY: ReadonlyMap<string, PendingLog> = new Map();

/** The logs waiting on this phone, drawn again whenever one is kept or sent. */
export function useOutbox(): ReadonlyMap<string, PendingLog> {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => EMPTY,
  );
}
