// Child processes for the benchmark: start one, wait for it to answer, read its memory, stop it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { BurstAnswer, BurstPlan } from "./burst";
import type { LoadPlan, RoundResult } from "./cannon";

export const root = join(import.meta.dirname, "../..");
const tsx = join(root, "bench/node_modules/.bin/tsx");
export const logDir = join(root, "bench/logs");
mkdirSync(logDir, { recursive: true });

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the first answer of `readyPath`. */
  startMs: number;
  stop(): Promise<void>;
}

export async function startProcess(
  command: string[],
  env: Record<string, string>,
  url: string,
  readyPath = "/healthz",
): Promise<Started> {
  const began = performance.now();
  // Its log goes to a file, as production's would; kept for a look when something fails.
  const logFile = openSync(join(logDir, `${command.at(-1)?.split("/").at(-1)}-${env.PORT}.log`), "w");
  const child = spawn(command[0] ?? "", command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", logFile, "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited: ${stderr}`);
    const answered = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (performance.now() - began > 60_000) throw new Error(`${command.join(" ")} did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    child,
    startMs: performance.now() - began,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Resident memory now and at its peak (Linux /proc), in MB. */
export function memoryOf(pid: number | undefined): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** CPU time (user and system) a process has used so far, in ms (Linux /proc, 100 ticks a second). */
export function cpuMsOf(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs a client script of bench/lib in its own process and returns what it printed, parsed. */
async function runClient<T>(script: string, plan: unknown): Promise<T> {
  const child = spawn(tsx, [join(root, "bench/lib", script), JSON.stringify(plan)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.once("exit", resolve));
  return JSON.parse(out) as T;
}

/** Runs autocannon in its own process and returns one result per round. */
export const load = (plan: LoadPlan) => runClient<RoundResult[]>("cannon.ts", plan);

/** Sends a burst of requests at once from its own process; one answer per request. */
export const burst = (plan: BurstPlan) => runClient<BurstAnswer[]>("burst.ts", plan);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
