// One mapping from errors to HTTP answers, shared by the REST adapter and Fastify's own errors.
import { GENERIC, isInputError, sayingOf, UNAVAILABLE, zodIssues } from "@studio/api";
import { isDatabaseUnreachable } from "@studio/db";
import type { Language } from "@studio/i18n";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyError } from "fastify";

export interface ErrorAnswer {
  status: number;
  body: { error: string; issues?: { path: string; message: string }[] };
}

/**
 * The answer to a failed request, in English unless the site's own page said its language (an upload, a download
 * from My Sessions): machines read the API in English.
 */
export function toErrorAnswer(error: unknown, language: Language = "en"): ErrorAnswer {
  if (error instanceof TRPCError) {
    if (isInputError(error)) {
      const issues = zodIssues(error.cause, language);
      const first = issues[0];
      const summary = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid input";
      return { status: 400, body: { error: summary, issues } };
    }
    const status = getHTTPStatusCodeFromError(error);
    // Only an unexpected failure is hidden; a deliberate 502 ("the mail server refused") keeps its message.
    if (error.code === "INTERNAL_SERVER_ERROR") return toErrorAnswer(error.cause ?? null, language);
    return { status, body: { error: sayingOf(error)?.in(language) ?? error.message } };
  }
  const fastifyStatus = (error as FastifyError | null)?.statusCode;
  if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { status: fastifyStatus, body: { error: (error as Error).message } };
  }
  if (isDatabaseUnreachable(error)) {
    return { status: 503, body: { error: UNAVAILABLE.in(language) } };
  }
  return { status: 500, body: { error: GENERIC.in(language) } };
}
