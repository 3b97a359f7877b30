// The client's own reads that the worker keeps for her pages offline, and the tRPC batches they travel in. The site
// batches its calls (lib/trpc.ts): `GET /trpc/training.today,portal.me?batch=1&input={"0":{},"1":…}` answered by a
// JSON array in the same order. Each call's answer is kept on its own, by procedure, input and language, so a batch
// put together differently offline (other calls beside it, another order) is still answered from what was kept.

/**
 * What she reads on the pages that open offline (her training, My Sessions): her training, who she is, her
 * sessions, memberships, places in line and payments due, and the studio's session times. Never the trainer's
 * (`admin.*`), her data download, her health questionnaire or her private calendar link.
 */
const KEPT = new Set([
  "portal.me",
  "portal.mySessions",
  "portal.memberships",
  "portal.myWaitlist",
  "portal.awaitingPayment",
  "hours.summary",
]);
export const isKeptRead = (procedure: string) => KEPT.has(procedure) || procedure.startsWith("training.");

/** The calls that sign a client in or out: what was kept for whoever used the phone before is forgotten. */
export const changesWhoIsSignedIn = (procedure: string) => /^portal\.(signOut|verify\w*|eraseMyData)$/.test(procedure);

export interface Call {
  procedure: string;
  /** Its input as sent (null when it has none). */
  input: unknown;
}

/** The procedures a tRPC request names (`/trpc/a,b`), or null for another address. */
export function proceduresOf(url: URL): string[] | null {
  if (!url.pathname.startsWith("/trpc/")) return null;
  const names = decodeURIComponent(url.pathname.slice("/trpc/".length)).split(",");
  return names.every((name) => /^[\w.]+$/.test(name)) ? names : null;
}

/** The calls of a batched read, or null when it is not one or none of its calls is kept. */
export function keptBatch(url: URL): Call[] | null {
  const procedures = proceduresOf(url);
  if (!procedures?.some(isKeptRead) || url.searchParams.get("batch") !== "1") return null;
  let inputs: unknown = {};
  const sent = url.searchParams.get("input");
  try {
    if (sent !== null) inputs = JSON.parse(sent);
  } catch {
    return null;
  }
  if (typeof inputs !== "object" || inputs === null) return null;
  const byIndex = inputs as Record<string, unknown>;
  return procedures.map((procedure, index) => ({ procedure, input: byIndex[String(index)] ?? null }));
}

/** Where one call's answer is kept: an address of its own, by procedure, input and the page's language. */
export const keyOf = (origin: string, call: Call, language: string) =>
  `${origin}/trpc/${call.procedure}?language=${encodeURIComponent(language)}&input=${encodeURIComponent(JSON.stringify(call.input))}`;

/** One call's part of a batch's answer: its result, or its error. */
export interface Answer {
  result?: { data?: unknown };
  error?: { message?: string; data?: { code?: string } };
}

/**
 * What a batch's answer says about who is signed in: "gone" when her session is over (a call refused as
 * unauthorised, or `portal.me` answering nobody), so nothing kept of hers may be shown any more.
 */
export function sessionGone(calls: readonly Call[], answers: readonly Answer[]): boolean {
  return calls.some((call, index) => {
    const answer = answers[index];
    if (answer?.error?.data?.code === "UNAUTHORIZED") return true;
    return call.procedure === "portal.me" && answer?.result !== undefined && answer.result.data == null;
  });
}

/** The answers worth keeping: a kept procedure's result (never an error). */
export function keepable(calls: readonly Call[], answers: unknown): { call: Call; answer: Answer }[] {
  if (!Array.isArray(answers) || answers.length !== calls.length) return [];
  return calls.flatMap((call, index) => {
    const answer = answers[index] as Answer | null;
    return isKeptRead(call.procedure) && answer?.result ? [{ call, answer }] : [];
  });
}

/**
 * A batch's answer made of kept answers, in the batch's order; a call with none kept answers an error (as a call
 * the server could not answer), so the page shows what it has and says what it could not load.
 */
export function assembled(calls: readonly Call[], kept: readonly (Answer | undefined)[]) {
  const answers = calls.map(
    (call, index) =>
      kept[index] ?? {
        error: {
          message: "",
          code: -32603,
          data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503, path: call.procedure },
        },
      },
  );
  const complete = kept.every(Boolean) && kept.length === calls.length;
  return { answers, complete, status: complete ? 200 : 207 };
}
