// A REST route is a URL for one tRPC procedure: it names the procedure, and takes that procedure's own input and
// output schemas and types from the router, so the published contract is the one the procedure enforces.
import { type AppRouter, appRouter, type Caller, type Context } from "@studio/api";
import type { AnyProcedure, inferProcedureInput, inferProcedureOutput, TRPCRouterRecord } from "@trpc/server";
import type { z } from "zod";

export type Access = "public" | "client" | "admin";

type Procedures = AppRouter["_def"]["record"];

/** "portal.schedule": every procedure of the router by its dotted name. */
type ProcedurePath<R = Procedures, Prefix extends string = ""> = {
  [K in keyof R & string]: R[K] extends AnyProcedure
    ? `${Prefix}${K}`
    : R[K] extends TRPCRouterRecord
      ? ProcedurePath<R[K], `${Prefix}${K}.`>
      : never;
}[keyof R & string];

type ProcedureAt<P extends string, R = Procedures> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof R
    ? ProcedureAt<Rest, R[Head]>
    : never
  : P extends keyof R
    ? R[P] extends AnyProcedure
      ? R[P]
      : never
    : never;

type InputOf<P extends ProcedurePath> = inferProcedureInput<ProcedureAt<P>>;
type OutputOf<P extends ProcedurePath> = inferProcedureOutput<ProcedureAt<P>>;
type InputField<P extends ProcedurePath> = keyof Extract<InputOf<P>, object> & string;

/** The `:name` parameters of a Fastify path. */
type PathParams<U extends string> = U extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : U extends `${string}:${infer Name}`
    ? Name
    : never;

interface RouteDocs {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  summary: string;
  tag: string;
  access: Access;
  status?: number;
  /**
   * A download rather than JSON: the answer is { filename, content } sent with this content type. `content` is
   * text, or a stream of it sent as it is made.
   */
  file?: {
    contentType: string;
    /** Cache-Control; "private, no-store" unless said (a calendar feed may be kept a few minutes). */
    cacheControl?: string;
  };
  /**
   * Also takes an HTML form's body (application/x-www-form-urlencoded), its fields merged like JSON's: a mail
   * program's one-click unsubscribe (RFC 8058) posts one.
   */
  form?: true;
  /** Headers the success answer carries, for the OpenAPI document: { "X-Total-Count": "How many match" }. */
  responseHeaders?: Readonly<Record<string, string>>;
}

/** A route answers what its procedure answers, or reshapes it and then says what the new shape is. */
type Answer<P extends ProcedurePath> =
  | { answer?: undefined; output?: undefined }
  | {
      /** Reshapes the procedure's answer for this URL. */
      answer: (output: OutputOf<P>) => unknown;
      /** The reshaped answer's schema: the procedure's own no longer describes it. */
      output: z.ZodType;
    };

/**
 * Response headers worked out from the procedure's answer and the address asked for (path and query, as the
 * request line has it): a list's paging links.
 */
type Headers<Output> = (output: Output, url: string) => Record<string, string>;

/** The answer of a route: its JSON body (or file), and the headers that go with it. */
type Answered = { body: unknown; headers?: Record<string, string> };

export type RouteDefinition<P extends ProcedurePath, U extends string> = RouteDocs & {
  /** Fastify path syntax: /api/packages/:id */
  url: U;
  procedure: P;
  /** Path parameters named otherwise than the procedure's input field they fill: { id: "sessionId" }. */
  params?: { [Name in PathParams<U>]?: InputField<P> };
  headers?: Headers<OutputOf<P>>;
  /**
   * What the procedure answers a request that gives no input (no query, body or path parameters), when that
   * answer is already at hand without calling it: the frozen value a cache of the procedure holds. Undefined
   * sends the request through the procedure as usual. The value still passes the procedure's own output check
   * (its `cachedOutput`, which checks a frozen value once), so this skips only the call: the tRPC caller and its
   * middleware chain (input parsing, the text check, the output check, a promise each) took GET /api/packages
   * from ~34 to ~53 µs of CPU per request.
   */
  cached?: (context: Context) => OutputOf<P> | undefined;
} & Answer<P>;

/** One published path, as the adapter serves it and the OpenAPI document describes it. */
export interface RestRoute extends RouteDocs {
  url: string;
  procedure: ProcedurePath;
  /** The procedure's own input schema (path parameters, query and body merged), or none when it takes none. */
  input?: z.ZodType;
  /** The JSON answer's schema: the procedure's declared output, or the reshaped answer's. None for a download. */
  output?: z.ZodType;
  params?: Readonly<{ [name: string]: string | undefined }>;
  /** The procedure's answer, and the headers that go with it (reshaped for this URL when the route says so). */
  call: (caller: Caller, input: unknown, url: string) => Promise<Answered>;
  /** The same answer without the call, for a request with no input, when the route has it at hand (`cached`). */
  cached?: (context: Context, url: string) => Answered | undefined;
}

type AnyCallable = { [key: string]: AnyCallable } & ((input: unknown) => Promise<unknown>);

/** A parser that carries its schema (`cachedOutput`). */
type OutputParser = ((value: unknown) => unknown) & { schema: z.ZodType };

/** What `.input()` and `.output()` recorded on a procedure: a zod schema, or a parser that carries one. */
type SchemaDef = { inputs: z.ZodType[]; output?: z.ZodType | OutputParser };

function schemasOf(path: string): SchemaDef {
  const procedure = (appRouter._def.procedures as unknown as { [path: string]: AnyProcedure | undefined })[path];
  if (!procedure) throw new Error(`REST route for a procedure that does not exist: ${path}`);
  return procedure._def as unknown as SchemaDef;
}

/** The schema the procedure parses its input with; read once, when the route table is built. */
export function procedureInput(path: string): z.ZodType | undefined {
  const { inputs } = schemasOf(path);
  if (inputs.length > 1) throw new Error(`${path} chains ${inputs.length} input schemas; a REST route takes one`);
  return inputs[0];
}

/** The schema the procedure checks its answer with (tRPC's `.output()`); read once, like the input's. */
export function procedureOutput(path: string): z.ZodType | undefined {
  const { output } = schemasOf(path);
  return output && "schema" in output ? output.schema : output;
}

/**
 * The check tRPC runs on the procedure's answer, for an answer served without calling it. Only a parser that
 * answers at once and keeps a frozen value as it is (`cachedOutput`) fits: a zod schema would copy the cached
 * value on every request.
 */
function cachedOutputCheck(path: string): OutputParser {
  const { output } = schemasOf(path);
  if (typeof output === "function") return output;
  throw new Error(`${path}: a route that serves a cached answer needs the procedure to declare cachedOutput(...)`);
}

/** A JSON route must be able to say what it answers; a download is described by its content type instead. */
function answerSchema(procedure: ProcedurePath, reshaped: z.ZodType | undefined, file: boolean) {
  if (file) return undefined;
  const output = reshaped ?? procedureOutput(procedure);
  if (!output) throw new Error(`${procedure} declares no output schema; its REST route cannot document its answer`);
  return output;
}

export function route<P extends ProcedurePath, U extends string>(definition: RouteDefinition<P, U>): RestRoute {
  const { procedure, answer, output, headers, cached, ...rest } = definition;
  const segments = procedure.split(".");
  // The same walk through the caller as writing `caller.portal.schedule(input)` out.
  const invoke = (caller: Caller, input: unknown) => {
    let target = caller as unknown as AnyCallable;
    for (const segment of segments) target = target[segment] as AnyCallable;
    return target(input);
  };
  const answered = (result: OutputOf<P>, url: string): Answered => ({
    body: answer ? answer(result) : result,
    headers: headers?.(result, url),
  });
  let served: RestRoute["cached"];
  if (cached) {
    const check = cachedOutputCheck(procedure);
    served = (context, url) => {
      const result = cached(context);
      if (result === undefined) return undefined;
      let checked: OutputOf<P>;
      try {
        checked = check(result) as OutputOf<P>;
      } catch {
        // Left to the procedure, which fails the same check and reports it as it reports any failed answer.
        return undefined;
      }
      return answered(checked, url);
    };
  }
  return {
    ...rest,
    procedure,
    input: procedureInput(procedure),
    output: answerSchema(procedure, output, Boolean(definition.file)),
    params: definition.params as RestRoute["params"],
    call: async (caller, input, url) => answered((await invoke(caller, input)) as OutputOf<P>, url),
    cached: served,
  };
}
