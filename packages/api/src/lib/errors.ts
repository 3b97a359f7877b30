import { TRPCError } from "@trpc/server";
import type { Saying } from "./said";

interface Issue {
  path: PropertyKey[];
  message: string;
  /** What the message says, to be said in the request's language. */
  saying?: Saying;
}

/** Carries schema-shaped issues through tRPC, which keeps only real Error instances as causes. */
class FieldIssues extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues[0]?.message ?? "Invalid input");
    this.name = "ZodError";
  }
}

/**
 * A 400 that names the field, shaped like a schema failure so forms and the REST adapter show it alike: a message of
 * the server's catalogue (said in the page's language), or a shared schema's English rule.
 */
export function fieldError(path: string | PropertyKey[], message: string | Saying): TRPCError {
  const at = Array.isArray(path) ? path : [path];
  const issue: Issue =
    typeof message === "string" ? { path: at, message } : { path: at, message: message.in("en"), saying: message };
  return new TRPCError({ code: "BAD_REQUEST", message: issue.message, cause: new FieldIssues([issue]) });
}
