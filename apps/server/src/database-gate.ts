// While the database is known to be out of reach, requests that need it are refused at once with 503,
// rather than each waiting on the driver's connect attempts; a probe lets them through again as soon as
// the database answers, without a restart.
import { isDatabaseUnreachable } from "@studio/db";

export interface DatabaseGate {
  readonly down: boolean;
  /** Closes the gate if `error` says the database is out of reach, and starts probing. */
  report(error: unknown): void;
  close(): void;
}

export interface GateOptions {
  /** Pause between probes while the database is down. */
  retryMs?: number;
  /** A probe slower than this counts as failed (above the driver's 2 s connect timeout, so probes never pile up). */
  timeoutMs?: number;
}

export function databaseGate(
  probe: () => Promise<unknown>,
  log: { warn(message: string): void; info(message: string): void },
  { retryMs = 250, timeoutMs = 2500 }: GateOptions = {},
): DatabaseGate {
  let down = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(check, retryMs);
    timer.unref();
  };
  async function check() {
    let limit: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      limit = setTimeout(() => reject(new Error("probe timed out")), timeoutMs);
    });
    try {
      await Promise.race([probe(), timeout]);
      down = false;
      log.info("Database reachable again; serving requests");
    } catch {
      schedule();
    } finally {
      clearTimeout(limit);
    }
  }

  return {
    get down() {
      return down;
    },
    report(error) {
      if (down || closed || !isDatabaseUnreachable(error)) return;
      down = true;
      log.warn("Database out of reach; answering 503 until it is back");
      schedule();
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
