import type { Caller } from "@studio/api";
import type { z } from "zod";

export type Access = "public" | "client" | "admin";

/** One path of SPEC section 7: which procedure it calls, and the schemas that document it. */
export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Fastify path syntax: /api/packages/:id */
  url: string;
  summary: string;
  tag: string;
  access: Access;
  /** The procedure's own input schema (path parameters, query and body merged). */
  input?: z.ZodType;
  output: z.ZodType;
  status?: number;
  /** A download rather than JSON: `call` resolves to { filename, content } sent with this content type. */
  file?: { contentType: string };
  call: (caller: Caller, input: unknown) => Promise<unknown>;
}

/** Keeps each route's `call` typed against its procedure while the table stays a plain list. */
export function route<TInput>(
  definition: Omit<RestRoute, "call"> & { call: (caller: Caller, input: TInput) => Promise<unknown> },
): RestRoute {
  return definition as RestRoute;
}
