// A scheduled post goes public when its time comes, and nothing in the database changes then to announce it (no
// NOTIFY): the pages rendered before that moment would keep showing the blog without it. This drops them at the
// moment, as a change would. Each instance keeps its own timer, and reads the next time again on every change.
import { nextPublishAt, type Services } from "@studio/api";
import { HOUR_MS } from "@studio/validators/studio-time";
import type { FastifyBaseLogger } from "fastify";

/** The longest wait before the next time is read again (setTimeout's own limit is ~24.8 days). */
const MAX_WAIT_MS = HOUR_MS;
/** After a failed read (the database out of reach), the next try. */
const RETRY_MS = 60 * 1000;

export interface PublishTimer {
  /** Reads when the next scheduled post goes public and waits for it; called again on every content change. */
  reschedule(): void;
  stop(): void;
}

export function publishTimer(services: Services, onDue: () => void, log: FastifyBaseLogger): PublishTimer {
  let timer: NodeJS.Timeout | undefined;
  let reading = 0;
  let stopped = false;
  const wait = (ms: number, then: () => void) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(then, ms).unref();
  };
  async function reschedule() {
    // Changes come in bursts: only the newest read sets the timer.
    const mine = ++reading;
    try {
      const next = await nextPublishAt(services);
      if (mine !== reading) return;
      const until = next ? next.getTime() - services.now().getTime() : Number.POSITIVE_INFINITY;
      if (until > MAX_WAIT_MS) return wait(MAX_WAIT_MS, () => void reschedule());
      // A moment past its time, so that the post is public by the clock the pages are then drawn with.
      wait(Math.max(0, until) + 50, () => {
        onDue();
        void reschedule();
      });
    } catch (error) {
      if (mine !== reading) return;
      log.warn({ err: error }, "could not read the next scheduled post; trying again in a minute");
      wait(RETRY_MS, () => void reschedule());
    }
  }
  return {
    reschedule: () => void reschedule(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
