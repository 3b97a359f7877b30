// The load generator, run as its own process so it never shares an event loop with a server under test.
// Input (argv[2], JSON): url, connections, seconds, rounds, and the requests to cycle through.
// Output (stdout, JSON): one summary per round.
import autocannon from "autocannon";

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  rounds: number;
  requests: { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> }[];
}

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
