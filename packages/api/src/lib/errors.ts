import { TRPCError } from "@trpc/server";

/** Carries schema-shaped issues through tRPC, which keeps only real Error instances as causes. */
class FieldIssues extends Error {
  constructor(readonly issues: { path: PropertyKey[]; message: string }[]) {
    super(issues[0]?.message ?? "Invalid input");
    this.name = "ZodError";
  }
}

/** A 400 that names the field, shaped like a schema failure so forms and the REST adapter show it alike. */
export function fieldError(path: string | PropertyKey[], message: string): TRPCError {
  const issue = { path: Array.isArray(path) ? path : [path], message };
  return new TRPCError({ code: "BAD_REQUEST", message, cause: new FieldIssues([issue]) });
}
