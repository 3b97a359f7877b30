// Her reads, network first: the network's answer when it comes within a few seconds (each kept call of it
// remembered), else the answers remembered last time. Forgotten when she signs out, another client signs in, or
// her session is found to be over.
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { registerRoute } from "workbox-routing";
import {
  type Answer,
  assembled,
  type Call,
  changesWhoIsSignedIn,
  keepable,
  keptBatch,
  keyOf,
  proceduresOf,
  sessionGone,
} from "./read-batches";

declare const self: ServiceWorkerGlobalScope;

export const READS_CACHE = "her-reads";
/** How long a read waits for the network before answering from what was kept. */
const NETWORK_TIMEOUT_MS = 3000;
/** At most this many answers are kept (a day's workout is one): the oldest go first. */
const MOST_KEPT = 120;

/**
 * How many times what was kept has been forgotten. A read asked for before a sign-out can answer after it (the page
 * refetches as the connection comes back, she taps Sign out): its answer is hers, and is not kept for whoever
 * opens the phone next. The worker stays alive while a read it answers is under way, so the count outlives it.
 */
let forgotten = 0;
const forgetHerReads = () => {
  forgotten += 1;
  return caches.delete(READS_CACHE);
};

async function remember(calls: readonly Call[], language: string, response: Response, askedAfter: number) {
  let answers: Answer[];
  try {
    answers = await response.json();
  } catch {
    return;
  }
  if (!Array.isArray(answers)) return;
  if (sessionGone(calls, answers)) return forgetHerReads();
  const keep = keepable(calls, answers);
  if (!keep.length) return;
  const cache = await caches.open(READS_CACHE);
  if (askedAfter !== forgotten) return;
  await Promise.all(
    keep.map(({ call, answer }) =>
      cache.put(
        keyOf(self.location.origin, call, language),
        new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } }),
      ),
    ),
  );
  // A put moves its key to the end, so the first keys are the ones written longest ago.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MOST_KEPT)).map((key) => cache.delete(key)));
}

/** The batch's answer from what was kept, or null when nothing of it was. */
async function fromKept(calls: readonly Call[], language: string) {
  const cache = await caches.open(READS_CACHE);
  const kept = await Promise.all(
    calls.map(async (call) => {
      const found = await cache.match(keyOf(self.location.origin, call, language));
      return found ? ((await found.json()) as Answer) : undefined;
    }),
  );
  if (!kept.some(Boolean)) return null;
  const { answers, complete, status } = assembled(calls, kept);
  const response = new Response(JSON.stringify(answers), { status, headers: { "content-type": "application/json" } });
  return { response, complete };
}

async function networkFirst(event: FetchEvent, request: Request, calls: Call[]): Promise<Response> {
  const language = request.headers.get(SITE_LANGUAGE_HEADER) ?? "en";
  const askedAfter = forgotten;
  const network = fetch(request);
  // Remembered whenever it arrives, even after the page was answered from what was kept.
  event.waitUntil(network.then((response) => remember(calls, language, response.clone(), askedAfter)).catch(() => {}));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS);
  });
  const first = await Promise.race([network.catch(() => null), late]);
  clearTimeout(timer);
  if (first) return first;
  const kept = await fromKept(calls, language);
  // Slow rather than gone, with part of the batch never kept: the network's answer is still the better one.
  if (kept?.complete) return kept.response;
  try {
    return await network;
  } catch {
    return kept?.response ?? Response.error();
  }
}

export function keepHerReads() {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && keptBatch(url) !== null,
    ({ event, request, url }) => networkFirst(event as FetchEvent, request, keptBatch(url) ?? []),
    "GET",
  );
  // Signing in or out (or erasing her account) forgets what was kept, whatever the server answers: the phone may be
  // handed to someone else next.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && (proceduresOf(url)?.some(changesWhoIsSignedIn) ?? false),
    async ({ request }) => {
      try {
        return await fetch(request);
      } finally {
        await forgetHerReads();
      }
    },
    "POST",
  );
}
