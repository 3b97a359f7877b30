import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

/** A 400 that names the field, shaped like a schema failure so forms and the REST adapter show it alike. */
export function fieldError(path: string, message: string): TRPCError {
  return new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new ZodError([{ code: "custom", path: [path], message, input: undefined }]),
  });
}
