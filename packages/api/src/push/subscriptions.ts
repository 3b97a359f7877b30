// Her devices: turning notifications on (or again) for a browser, and off. A browser has one subscription, so its
// endpoint is the key: turning them on twice is one row, and a browser another client signs in on becomes hers.
import { createECDH } from "node:crypto";
import { pushSubscriptions, users } from "@studio/db";
import { PUSH_DEVICES_MAX, type pushSubscribeInput, type pushUnsubscribeInput } from "@studio/validators";
import { and, count, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Context, Services } from "../context";
import { fieldError } from "../lib/errors";
import { refusal, says } from "../lib/said";
import { deviceName } from "./device-name";

/** The server posts only where the push port allows: https on its own port, never the site's own network. */
function refuseEndpoint(services: Services, endpoint: string) {
  const refused = services.push.refuses(endpoint);
  if (refused === "https") throw fieldError("endpoint", says("server.push.endpointHttps"));
  if (refused === "address") throw fieldError("endpoint", says("server.push.endpointAddress"));
}

/** A key the encryption can use: a point on P-256 (the schema checked only its length). */
function refuseBadKey(p256dh: string) {
  try {
    const ours = createECDH("prime256v1");
    ours.generateKeys();
    ours.computeSecret(Buffer.from(p256dh, "base64url"));
  } catch {
    throw fieldError(["keys", "p256dh"], says("server.push.key"));
  }
}

export async function subscribe(ctx: Context, userId: number, input: z.output<typeof pushSubscribeInput>) {
  refuseEndpoint(ctx, input.endpoint);
  refuseBadKey(input.keys.p256dh);
  const device = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
    userAgent: deviceName(ctx.request.userAgent),
  };
  await ctx.db.transaction(async (tx) => {
    // Her row's lock orders her subscribes: the count below sees every device an earlier one added.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [others] = await tx
      .select({ devices: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)));
    if ((others?.devices ?? 0) >= PUSH_DEVICES_MAX) {
      throw refusal("CONFLICT", "server.push.tooManyDevices", { max: PUSH_DEVICES_MAX });
    }
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...device })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device });
  });
  return { subscribed: true };
}

/** Off for this browser: hers only (another client's endpoint is left as it is, and the answer is the same). */
export async function unsubscribe(services: Services, userId: number, input: z.output<typeof pushUnsubscribeInput>) {
  await services.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, userId)));
  return { subscribed: false };
}
