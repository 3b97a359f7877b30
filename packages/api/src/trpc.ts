import { isDatabaseUnreachable } from "@studio/db";
import { type Language, sayRule } from "@studio/i18n";
import { i18nFor } from "@studio/i18n/server";
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from "@studio/validators";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { signedInAdmin, signedInClient } from "./auth/signed-in";
import type { Context } from "./context";
import { fieldError } from "./lib/errors";
import { refusal, type Saying, sayingOf, says } from "./lib/said";

/** What an issue says: a service's fieldError carries a message of the server's catalogue. */
const issueSaying = (issue: object) => (issue as { saying?: Saying }).saying;

/** Turns a zod error into the `issues` list the REST adapter (in English) and the site's forms show. */
export function zodIssues(error: Pick<ZodError, "issues">, language: Language = "en") {
  return error.issues.map((issue) => {
    const saying = issueSaying(issue);
    const message = saying ? saying.in(language) : sayRule(i18nFor(language, ["validation"]), issue.message);
    return { path: issue.path.join("."), message };
  });
}

/** A schema failure, whichever copy of zod raised it (input parsing, or a service's fieldError). */
export function isSchemaError(cause: unknown): cause is Pick<ZodError, "issues"> {
  return cause instanceof ZodError || (cause instanceof Error && Array.isArray((cause as Partial<ZodError>).issues));
}

/**
 * The caller's input broke a rule. An answer that fails its output schema is a schema error too, but the server's
 * own fault: tRPC raises it as INTERNAL_SERVER_ERROR, and its issues (our data) stay on the server.
 */
export function isInputError(error: TRPCError): error is TRPCError & { cause: Pick<ZodError, "issues"> } {
  return error.code === "BAD_REQUEST" && isSchemaError(error.cause);
}

/** What an unexpected failure says: its own text (a database message, say) stays on the server. */
export const GENERIC = says("server.generic");
/** What a failure to reach the database says. */
export const UNAVAILABLE = says("server.unavailable");

/** What a procedure declares about itself, beyond its input and output. */
export interface ProcedureMeta {
  /**
   * Its answer is the same for every visitor and holds nothing secret (the catalogue, posts, hours), so a cache
   * may keep it and share it. Every other answer is private: the server sends it `no-store`, varying by cookie.
   */
  shared?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Never send stacks; the server logs unexpected errors itself.
    isDev: false,
    // Said in the language of the page that called; a refusal's message ID and values go along as `said`.
    errorFormatter({ shape, error, ctx }) {
      const language = ctx?.request.wordsIn ?? "en";
      if (isDatabaseUnreachable(error)) {
        const data = { ...shape.data, code: "SERVICE_UNAVAILABLE" as const, httpStatus: 503 };
        return { ...shape, message: UNAVAILABLE.in(language), data: { ...data, said: UNAVAILABLE.said(language) } };
      }
      const inputError = isInputError(error);
      const issues = inputError ? zodIssues(error.cause, language) : undefined;
      const saying =
        error.code === "INTERNAL_SERVER_ERROR"
          ? GENERIC
          : inputError
            ? error.cause.issues[0] && issueSaying(error.cause.issues[0])
            : sayingOf(error);
      const message = issues?.[0]?.message ?? saying?.in(language) ?? shape.message;
      return { ...shape, message, data: { ...shape.data, issues, said: saying?.said(language) } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every string a procedure is given is text PostgreSQL can store: checked before a schema or a query sees it. */
const storableText = t.middleware(async ({ getRawInput, next }) => {
  const path = unstorableTextPath(await getRawInput());
  if (path) throw fieldError(path, UNSTORABLE_TEXT_MESSAGE);
  return next();
});

export const publicProcedure = t.procedure.use(storableText);

/**
 * A public read whose answer is the same for everyone (no session, no secret in its input): the only answers a
 * cache may keep. Anything else, a new procedure included, is answered `private, no-store`.
 */
export const sharedProcedure = publicProcedure.meta({ shared: true });

/** Whether a procedure's answer may be kept by a cache; unknown or unmarked ones may not. */
export function answersShared(procedure: unknown): boolean {
  return (procedure as { _def?: { meta?: ProcedureMeta } } | null)?._def?.meta?.shared === true;
}

const isAdmin = t.middleware(async ({ ctx, next }) => {
  const session = await signedInAdmin(ctx);
  if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Admin sign-in required" });
  return next({ ctx: { adminSession: session } });
});

export const adminProcedure = t.procedure.use(isAdmin).use(storableText);

const hasClientSession = t.middleware(async ({ ctx, next }) => {
  const session = await signedInClient(ctx);
  if (!session) throw refusal("UNAUTHORIZED", "server.signIn.required");
  return next({ ctx: { client: session } });
});

/** For a client who proved her e-mail address with a code on this device. */
export const clientProcedure = t.procedure.use(hasClientSession).use(storableText);

const isDevelopmentOrAdmin = t.middleware(async ({ ctx, next }) => {
  if (ctx.production) {
    const session = await signedInAdmin(ctx);
    if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Admin sign-in required" });
  }
  return next();
});

/** The developer test pages: open in development, admin-only in production. */
export const devToolProcedure = t.procedure.use(isDevelopmentOrAdmin).use(storableText);
