// How busy the host is, from Linux's /proc: Lighthouse times the page's work on this machine's CPU and scales it
// afterwards, so any other work on the machine (a database still vacuuming after the tests, a neighbour on a shared
// host taking CPU from this one) is counted as the page's. On a system without /proc every reading is "unknown".
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

interface CpuTicks {
  busy: number;
  total: number;
  steal: number;
}

function cpuTicks(): CpuTicks | null {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    // cpu user nice system idle iowait irq softirq steal ...
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait, steal };
  } catch {
    return null;
  }
}

/** Share of the host's CPU time that was busy, and the share taken by the hypervisor (steal), between two readings. */
export interface Load {
  busy: number;
  steal: number;
}

/** Starts a reading; `end()` says how busy the host was since. */
export function measureLoad(): { end(): Load | null } {
  const start = cpuTicks();
  return {
    end() {
      const end = cpuTicks();
      if (!start || !end || end.total === start.total) return null;
      const total = end.total - start.total;
      return { busy: (end.busy - start.busy) / total, steal: (end.steal - start.steal) / total };
    },
  };
}

/** CPU ticks each process has used so far, by pid and name. */
function processTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return ticks;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The name is in parentheses and may hold spaces; utime and stime are the 12th and 13th fields after it.
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks.set(`${pid} ${name}`, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/** The processes that used the most CPU over `ms`, as "name (pid) 45%" of one core. */
async function busiestProcesses(ms: number): Promise<string[]> {
  const before = processTicks();
  await sleep(ms);
  const after = processTicks();
  const ticksPerSecond = 100;
  return [...after]
    .map(([key, ticks]) => ({ key, share: (ticks - (before.get(key) ?? ticks)) / ticksPerSecond / (ms / 1000) }))
    .filter((one) => one.share >= 0.05)
    .sort((a, b) => b.share - a.share)
    .slice(0, 5)
    .map(({ key, share }) => `${key.split(" ").slice(1).join(" ")} (${key.split(" ")[0]}) ${Math.round(share * 100)}%`);
}

const QUIET = 0.15;

/**
 * Waits for a second in which the host's CPU was no more than 15% busy, so that a run measures the page and not
 * the machine's other work; all waits together last at most `budgetMs`, then runs go on at once. Says what kept
 * the host busy when it had to wait, and whether it became quiet.
 */
export function quietHost(budgetMs: number) {
  let left = budgetMs;
  return async function untilQuiet(): Promise<void> {
    if (left <= 0) return;
    const began = performance.now();
    await waitForQuiet(left);
    left -= performance.now() - began;
  };
}

async function waitForQuiet(limitMs: number): Promise<void> {
  const began = performance.now();
  let waited = false;
  for (;;) {
    const reading = measureLoad();
    const busiest = await busiestProcesses(1000);
    const load = reading.end();
    if (!load || load.busy <= QUIET) {
      if (waited) console.log(`  (the host was quiet after ${Math.round((performance.now() - began) / 1000)} s)`);
      return;
    }
    if (!waited)
      console.log(
        `  (waiting for a quiet host: ${formatLoad(load)}; busiest: ${busiest.join(", ") || "no single process"})`,
      );
    waited = true;
    if (performance.now() - began > limitMs) {
      console.log(`  (the host stayed busy: measuring anyway, and the next runs without waiting)`);
      return;
    }
  }
}

export const formatLoad = (load: Load | null) =>
  load ? `host CPU ${Math.round(load.busy * 100)}% busy, ${Math.round(load.steal * 100)}% stolen` : "host load unknown";
