// How any domain tells a client something on her phone: `notifyClient` queues the "push-notify" job when she has a
// device and has opted into that kind, and the job (deliver.ts) sends it to each device once, retrying failures.
import { pushSubscriptions, sessionReminders, users } from "@studio/db";
import { and, eq, exists, type SQL } from "drizzle-orm";
import type { Services } from "../context";
import type { PushNotice } from "../ports/queue";
import { optInColumns } from "./opt-in";

/** Who it is for: her account, or the address her bookings are under. */
export type Recipient = { userId: number } | { email: string };

/**
 * Queues a notification for her devices; resolves to whether it was queued (false: no device, or not opted in).
 * Never throws for the queue: what she is told on her phone is on top of the e-mail that says the same, so a queue
 * that cannot be reached costs the notification, never the caller's own work.
 */
export async function notifyClient(
  services: Services,
  to: Recipient,
  notice: Omit<PushNotice, "userId">,
): Promise<boolean> {
  try {
    const who: SQL = "userId" in to ? eq(users.id, to.userId) : eq(users.email, to.email);
    const [her] = await services.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(sessionReminders, and(eq(sessionReminders.userId, users.id), eq(optInColumns[notice.kind], true)))
      .where(
        and(
          who,
          exists(
            services.db
              .select({ one: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, users.id)),
          ),
        ),
      );
    if (!her) return false;
    await services.jobs.enqueue("push-notify", { ...notice, userId: her.id });
    return true;
  } catch {
    return false;
  }
}
