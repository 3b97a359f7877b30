// The load generator, run as its own process so it never shares an event loop with a server under test.
// Input (argv[2], JSON): url, connections, seconds, rounds, and the requests to cycle through.
// Output (stdout, JSON): one summary per round.
import autocannon from "autocannon";

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  rounds: number;
  requests: {
    method: "GET" | "POST";
    path: string;
    body?: string;
    headers?: Record<string, string>;
    /**
     * Each request from a visitor of its own, as a real rush is: its own address (X-Forwarded-For, for a server
     * that trusts its proxy) and `{visitor}` in the body replaced by a number of its own (an e-mail address).
     * Per-address and per-e-mail limits then hold as they do for real visitors instead of refusing the bench.
     */
    distinctVisitors?: boolean;
  }[];
}

let visitors = 0;
/** 10.a.b.c, a different address for each of 16 million visitors. */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface RoundResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

const plan = JSON.parse(process.argv[2] ?? "{}") as LoadPlan;
const results: RoundResult[] = [];
for (let round = 0; round < plan.rounds; round++) {
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.seconds,
    requests: plan.requests.map((request) => ({
      method: request.method,
      path: request.path,
      body: request.body,
      headers: { "content-type": "application/json", ...request.headers },
      ...(request.distinctVisitors
        ? {
            setupRequest: (sent: autocannon.Request) => {
              const visitor = ++visitors;
              return {
                ...sent,
                body: request.body?.replaceAll("{visitor}", String(visitor)),
                headers: { ...sent.headers, "x-forwarded-for": visitorAddress(visitor) },
              };
            },
          }
        : {}),
    })),
  });
  results.push({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  });
}
process.stdout.write(JSON.stringify(results));
