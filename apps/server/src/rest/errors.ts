// One mapping from errors to HTTP answers, shared by the REST adapter and Fastify's own errors.
import { isSchemaError, zodIssues } from "@studio/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyError } from "fastify";

export interface ErrorAnswer {
  status: number;
  body: { error: string; issues?: { path: string; message: string }[] };
}

const GENERIC = "Something went wrong on our side. Please try again.";
const UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly.";

/** Errors from the database driver that mean "not reachable", not "bad request". */
function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return (
    code === "ECONNREFUSED" ||
    code === "ECONNRESET" ||
    code === "CONNECTION_CLOSED" ||
    code === "CONNECTION_ENDED" ||
    code === "CONNECTION_DESTROYED" ||
    code === "CONNECT_TIMEOUT" ||
    code === "EPIPE" ||
    code === "57P01" || // terminated by an administrator
    code === "57P03" // the server is starting or shutting down
  );
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof TRPCError) {
    if (isSchemaError(error.cause)) {
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
  if (isDatabaseDown(error) || isDatabaseDown((error as { cause?: unknown } | null)?.cause)) {
    return { status: 503, body: { error: UNAVAILABLE } };
  }
  return { status: 500, body: { error: GENERIC } };
}
