// The burst client, run as its own process like the load generator. It opens its connections first (as the
// browsers of clients already on the page have theirs), then sends every request at the same moment and
// reports each answer's status and time.
// Input (argv[2], JSON): url, headers, and the requests. Output (stdout, JSON): { status, ms }[].
import { Agent, request } from "node:http";

export interface BurstPlan {
  url: string;
  headers: Record<string, string>;
  requests: { method: "POST"; path: string; body: string }[];
}

export interface BurstAnswer {
  status: number;
  ms: number;
}

const plan = JSON.parse(process.argv[2] ?? "{}") as BurstPlan;
const agent = new Agent({ keepAlive: true, maxSockets: plan.requests.length });

function send(method: string, path: string, body?: string): Promise<BurstAnswer> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, plan.url), { method, agent, headers: plan.headers }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, ms: performance.now() - began }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

// One connection per request, open before the burst.
await Promise.all(plan.requests.map(() => send("GET", "/api/packages")));
const answers = await Promise.all(plan.requests.map((each) => send(each.method, each.path, each.body)));
agent.destroy();
process.stdout.write(JSON.stringify(answers));
