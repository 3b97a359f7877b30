// Sending a log: straight to the server when it can be reached, into the phone's outbox when it cannot. Only a
// refusal (a 4xx: a day not come yet, an exercise no longer in her plan) drops it, with the server's reason; no
// connection, a server that did not answer, or her sign-in having run out keeps it for later.
import { TRPCClientError } from "@trpc/client";
import { newRequestKey } from "../../lib/request-key";
import { errorMessage, type RouterOutputs, trpcClient } from "../../lib/trpc";
import { dropLog, keepLog, loadOutbox, type PendingLog, pendingLogs } from "./outbox";

export type LoggedAnswer = RouterOutputs["training"]["logExercise"];

export type SendOutcome =
  | { kind: "sent"; log: PendingLog; answer: LoggedAnswer }
  | { kind: "kept"; log: PendingLog }
  | { kind: "refused"; log: PendingLog; message: string };

/** Statuses that say "not now" rather than "no": a timeout and too many tries are tried again later. */
const TRY_AGAIN = new Set([408, 429]);

/** Sends one log; it ends sent, kept on the phone, or refused. */
export async function sendLog(log: PendingLog, fallback: string): Promise<SendOutcome> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    const kept = { ...log, waitingFor: "connection" as const };
    await keepLog(kept);
    return { kind: "kept", log: kept };
  }
  try {
    const answer = await trpcClient.training.logExercise.mutate({
      id: log.id,
      planExerciseId: log.planExerciseId,
      day: log.day,
      sets: log.sets,
      effort: log.effort,
    });
    await dropLog(log);
    return { kind: "sent", log, answer };
  } catch (error) {
    const status = error instanceof TRPCClientError ? (error.data?.httpStatus as number | undefined) : undefined;
    if (status === 401) {
      const kept = { ...log, waitingFor: "signIn" as const };
      await keepLog(kept);
      return { kind: "kept", log: kept };
    }
    if (status !== undefined && status >= 400 && status < 500 && !TRY_AGAIN.has(status)) {
      await dropLog(log);
      return { kind: "refused", log, message: errorMessage(error, fallback) };
    }
    const kept = { ...log, waitingFor: "connection" as const };
    await keepLog(kept);
    return { kind: "kept", log: kept };
  }
}

let flushing: Promise<SendOutcome[]> | null = null;

/**
 * Sends every log of hers waiting on this phone, one at a time in the order kept; a send already under way (the page
 * opening as the connection returns) is joined rather than doubled.
 */
export function sendOutbox(userId: number, fallback: string): Promise<SendOutcome[]> {
  flushing ??= (async () => {
    try {
      await loadOutbox();
      const outcomes: SendOutcome[] = [];
      for (const log of pendingLogs(userId)) {
        const outcome = await sendLog(log, fallback);
        outcomes.push(outcome);
        // Still no connection: the rest wait too, rather than each failing in turn.
        if (outcome.kind === "kept" && outcome.log.waitingFor === "connection") break;
      }
      return outcomes;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** A new version of a log: the same id (so the server keeps one), a new revision. */
export const nextRevision = () => newRequestKey();

// The id of each planned exercise's log of a day made on this page before the server has one to show: saving it again
// (an edit, a retry) sends the same id.
const madeHere = new Map<string, string>();

/** The log's id: the server's log of that day, the one waiting on the phone, or one made now and kept. */
export function logIdFor(key: string, server: string | undefined, waiting: string | undefined): string {
  const known = server ?? waiting ?? madeHere.get(key);
  if (known) return known;
  const made = newRequestKey();
  madeHere.set(key, made);
  return made;
}
