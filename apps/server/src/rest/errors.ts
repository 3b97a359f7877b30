// One mapping from errors to HTTP answers, shared by the REST adapter and Fastify's own errors.
import { GENERIC_MESSAGE, isInputError, UNAVAILABLE_MESSAGE, zodIssues } from "@studio/api";
import { isDatabaseUnreachable } from "@studio/db";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyError } from "fastify";

export interface ErrorAnswer {
  status: number;
  body: { error: string; issues?: { path: string; message: string }[] };
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof TRPCError) {
    if (isInputError(error)) {
      const issues = zodIssues(error.cause);
      const first = issues[0];
      const summary = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid input";
      return { status: 400, body: { error: summary, issues } };
    }
    const status = getHTTPStatusCodeFromError(error);
    // Only an unexpected failure is hidden; a deliberate 502 ("the mail server refused") keeps its message.
    if (error.code === "INTERNAL_SERVER_ERROR") return toErrorAnswer(error.cause ?? null);
    return { status, body: { error: error.message } };
  }
  const fastifyStatus = (error as FastifyError | null)?.statusCode;
  if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { status: fastifyStatus, body: { error: (error as Error).message } };
  }
  if (isDatabaseUnreachable(error)) {
    return { status: 503, body: { error: UNAVAILABLE_MESSAGE } };
  }
  return { status: 500, body: { error: GENERIC_MESSAGE } };
}
