import { TRPCError } from "@trpc/server";
import type { Wording } from "./said";

interface Issue {
  path: PropertyKey[];
  message: string;
  /** How to say the message in another language, when it has values. */
  wording?: Wording;
}

/** Carries schema-shaped issues through tRPC, which keeps only real Error instances as causes. */
class FieldIssues extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues[0]?.message ?? "Invalid input");
    this.name = "ZodError";
  }
}

/** A 400 that names the field, shaped like a schema failure so forms and the REST adapter show it alike. */
export function fieldError(path: string | PropertyKey[], message: string | Wording): TRPCError {
  const text = typeof message === "string" ? message : message.message;
  const issue = {
    path: Array.isArray(path) ? path : [path],
    message: text,
    ...(typeof message === "string" ? {} : { wording: message }),
  };
  return new TRPCError({ code: "BAD_REQUEST", message: text, cause: new FieldIssues([issue]) });
}
