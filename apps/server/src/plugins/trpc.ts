// tRPC over Fastify, handing tRPC the request directly. tRPC's own Fastify adapter first copies every Node
// request into a fetch Request (a parsed URL, a Headers copy, and an AbortController that the Request follows
// with one of its own); on Node 20 that copy cost more than the rest of a cached read (~45 µs of ~370 in a
// profile under load). tRPC reads only the method, URL, headers, abort signal and JSON body, so it gets a
// view of those. Only JSON bodies are taken (the site sends no files through tRPC; other types get 415).
import type { IncomingHttpHeaders } from "node:http";
import type { AnyRouter, inferRouterContext } from "@trpc/server";
import { type HTTPBaseHandlerOptions, resolveResponse } from "@trpc/server/http";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

/** The part of fetch's Headers that tRPC reads, over Node's already lower-cased header object. */
class HeadersView {
  constructor(private readonly headers: IncomingHttpHeaders) {}
  get(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.headers[name.toLowerCase()] !== undefined;
  }
}

/** The part of fetch's Request that tRPC reads. */
class RequestView {
  readonly method: string;
  readonly url: string;
  readonly headers: HeadersView;
  readonly signal: AbortSignal;
  private readonly body: unknown;

  constructor(request: FastifyRequest, reply: FastifyReply) {
    this.method = request.method;
    // tRPC reads only the path and query from it; a fixed origin cannot make it throw on an odd Host header.
    this.url = `http://localhost${request.url}`;
    this.headers = new HeadersView(request.headers);
    this.body = request.body;
    // Aborted when the client goes away before the answer is sent, so tRPC can stop what it started.
    const aborter = new AbortController();
    this.signal = aborter.signal;
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) aborter.abort();
    });
  }

  /**
   * The body as Fastify received it (size-checked, kept as text), parsed by JSON's rules like fetch's; none at all is
   * no input, as tRPC's own client sends a mutation that takes none.
   */
  async json(): Promise<unknown> {
    const text = typeof this.body === "string" ? this.body : "";
    return text === "" ? undefined : JSON.parse(text);
  }
}

export interface TrpcOptions<TRouter extends AnyRouter>
  extends Pick<HTTPBaseHandlerOptions<TRouter, Request>, "responseMeta" | "onError"> {
  router: TRouter;
  createContext: (request: FastifyRequest, reply: FastifyReply) => inferRouterContext<TRouter>;
}

/** Serves the router at `/:path` under the prefix it is registered with (one procedure, or several joined by commas). */
export const trpcPlugin: FastifyPluginAsync<TrpcOptions<AnyRouter>> = async (trpc, options) => {
  // JSON bodies stay text: tRPC parses them, and answers a malformed one in its own error shape.
  trpc.removeAllContentTypeParsers();
  trpc.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
  trpc.all("/:path", async (request: FastifyRequest<{ Params: { path: string } }>, reply) => {
    const response = await resolveResponse({
      router: options.router,
      req: new RequestView(request, reply) as unknown as Request,
      path: request.params.path,
      error: null,
      createContext: async () => options.createContext(request, reply),
      responseMeta: options.responseMeta,
      onError: options.onError,
    });
    return reply.send(response);
  });
};
