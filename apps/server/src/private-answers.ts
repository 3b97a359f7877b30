// Which answers a cache may keep, decided in one place for tRPC and REST alike. A procedure that answers the same
// to every visitor and reads nothing secret says so (`sharedProcedure`: the catalogue, posts, hours); every other
// answer, a new procedure's included, depends on who asks (her session, the trainer's) or on a secret in the
// request (a booking's access token, a feed's address), so no cache but her own browser's may keep it, and even
// that one only for this response. Errors are answered the same way: a 401 must not be kept in place of her answer.
import { answersShared, appRouter } from "@studio/api";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

export const PRIVATE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "cache-control": "private, no-store",
  vary: "Cookie",
};

/** A shared answer is in the language the request asked for (the page's, or its browser's): a cache keeps one per language. */
export const SHARED_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  vary: `Accept-Language, ${SITE_LANGUAGE_HEADER}`,
};

const procedures = appRouter._def.procedures as unknown as { [path: string]: unknown };

/** Whether the procedure at a dotted path ("packages.list") declares an answer the same for everyone. */
export const sharedAt = (path: string) => answersShared(procedures[path]);

/**
 * The headers of a tRPC answer: private unless every call of the batch is shared. A request tRPC could not read
 * (no calls known) is private too.
 */
export function trpcAnswerHeaders(calls: readonly { procedure: unknown }[] | undefined) {
  const shared = calls !== undefined && calls.length > 0 && calls.every((call) => answersShared(call.procedure));
  return shared ? SHARED_ANSWER_HEADERS : PRIVATE_ANSWER_HEADERS;
}

// Callback hooks, not async ones: they run on every API request, and an async hook costs a promise and a turn of
// the microtask queue each time.

/** A shared route's onRequest hook: its answer varies by the language asked for. */
export function answerShared(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  reply.headers(SHARED_ANSWER_HEADERS);
  done();
}

/** A route's onRequest hook: its every answer, a refusal of its body included, is private. */
export function answerPrivately(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  reply.headers(PRIVATE_ANSWER_HEADERS);
  done();
}
