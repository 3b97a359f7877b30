// The "push-notify" job: her notice to each of her devices, once per device. Each device is claimed in
// push_deliveries before it is sent (a unique row per device and notice), so a job retried after some devices took
// it sends only to the rest, and the same notice queued twice finds it sent. A device whose push service says it is
// gone (404, 410) is forgotten; any other failure is retried with the job's back-off.
import { pushDeliveries, pushSubscriptions, sessionReminders } from "@studio/db";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Services } from "../context";
import type { PushAnswer } from "../ports/push";
import type { PushNotice } from "../ports/queue";
import { optInColumns } from "./opt-in";

/** A claim older than this was left by an instance that stopped mid-send (a send gives up after 10 s). */
const STALE_CLAIM_MS = 2 * 60_000;
/** How long a device's push service keeps a notice nothing says when to drop. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
/** A notification is a line or two; the payload stays far below the 4 KB push services take. */
const BODY_CHARS = 400;

export async function deliverPush(services: Services, notice: PushNotice): Promise<void> {
  const now = services.now();
  const expiresAt = notice.expiresAt ? new Date(notice.expiresAt) : null;
  const ttlSeconds = expiresAt ? Math.floor((expiresAt.getTime() - now.getTime()) / 1000) : DEFAULT_TTL_SECONDS;
  if (ttlSeconds <= 0) return;
  // She may have changed her mind since it was queued.
  const [optedIn] = await services.db
    .select({ id: sessionReminders.id })
    .from(sessionReminders)
    .where(and(eq(sessionReminders.userId, notice.userId), eq(optInColumns[notice.kind], true)));
  if (!optedIn) return;
  const devices = await services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, notice.userId));
  const failures: string[] = [];
  for (const device of devices) {
    const claim = await claimDelivery(services, device.id, notice.key, now);
    if (!claim) continue; // taken by this device already, or being sent right now
    const message = notice.message[device.language] ?? notice.message.en;
    const payload = JSON.stringify({ ...message, body: message.body.slice(0, BODY_CHARS), tag: notice.key });
    const answer: PushAnswer | Error = await services.push
      .send(device, payload, { ttlSeconds, urgency: notice.urgency ?? "normal" })
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (!(answer instanceof Error) && answer.status >= 200 && answer.status < 300) {
      await services.db.update(pushDeliveries).set({ status: "sent" }).where(eq(pushDeliveries.id, claim));
      await services.db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now })
        .where(eq(pushSubscriptions.id, device.id));
    } else if (!(answer instanceof Error) && (answer.status === 404 || answer.status === 410)) {
      // The browser dropped the subscription (she turned them off there, or it expired): it will never work again.
      await services.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    } else {
      await services.db.update(pushDeliveries).set({ status: "failed" }).where(eq(pushDeliveries.id, claim));
      failures.push(answer instanceof Error ? answer.message : `${answer.status} ${answer.body}`.trim());
    }
  }
  if (failures.length) throw new Error(`Push ${notice.key} failed for ${failures.length} device(s): ${failures[0]}`);
}

/**
 * Claims one device's delivery of a notice: a new row, or one whose last attempt failed or was left mid-send.
 * Resolves to the claim's id, or null when the device has it already or another worker is sending it.
 */
async function claimDelivery(services: Services, subscriptionId: number, noticeKey: string, now: Date) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const [claim] = await services.db
    .insert(pushDeliveries)
    .values({ subscriptionId, noticeKey, status: "sending", claimedAt: now })
    .onConflictDoUpdate({
      target: [pushDeliveries.subscriptionId, pushDeliveries.noticeKey],
      set: { status: "sending", claimedAt: now },
      setWhere: or(
        eq(pushDeliveries.status, "failed"),
        and(eq(pushDeliveries.status, "sending"), lt(pushDeliveries.claimedAt, stale)),
      ),
    })
    .returning({ id: pushDeliveries.id });
  return claim?.id ?? null;
}

/** What was sent a month ago can no longer be repeated by any job: its rows go (the once-only key needs no more). */
export async function forgetOldDeliveries(services: Services) {
  await services.db
    .delete(pushDeliveries)
    .where(
      lt(
        pushDeliveries.claimedAt,
        sql`${new Date(services.now().getTime() - 30 * 86_400_000).toISOString()}::timestamptz`,
      ),
    );
}
