// The trainer writes to a group of her clients at once (admin.clients.broadcasts): who is in each group, what she
// writes, and the broadcasts she has sent.
import { z } from "zod";
import { messageBody, messageSubject } from "./client-messages";
import { id, instant, requestKey } from "./common";

/**
 * sessionsLeft: clients with sessions paid for and not trained yet; lapsed: clients who trained once and have had no
 * session in the last 30 days and none booked; recent: clients who trained in the last 90 days.
 */
export const BROADCAST_AUDIENCES = ["sessionsLeft", "lapsed", "recent"] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const BROADCAST_LIMITS = {
  /** Broadcasts in 24 hours: a slip, a double tap on another device, or a stolen sign-in cannot flood her clients. */
  perDay: 3,
  /** Clients one broadcast may reach: a solo trainer's groups are tens; more is a group chosen by mistake. */
  recipients: 500,
  /** Broadcasts a page of the history shows. */
  page: 20,
} as const;

const audience = z.enum(BROADCAST_AUDIENCES, { error: `audience must be one of ${BROADCAST_AUDIENCES.join(", ")}` });

export const broadcastAudienceInput = z.object({ audience });

export const broadcastAudienceOutput = z.object({
  audience,
  /** The clients a broadcast would reach now: those who unsubscribed are left out. */
  recipients: z.number().int().nonnegative(),
  /** In the group but left out: they unsubscribed. */
  unsubscribed: z.number().int().nonnegative(),
});

export const broadcastInput = z.object({
  audience,
  subject: messageSubject,
  body: messageBody,
  requestKey: requestKey.unwrap(),
});
export type BroadcastInput = z.input<typeof broadcastInput>;

export const broadcastOutput = z.object({
  id,
  audience,
  subject: z.string(),
  body: z.string(),
  recipients: z.number().int().nonnegative(),
  sentBy: z.string(),
  createdAt: instant,
});
export type Broadcast = z.infer<typeof broadcastOutput>;

export const broadcastListOutput = z.array(broadcastOutput);
