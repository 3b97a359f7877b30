import { TRPCError } from "@trpc/server";

/** A client's data is served to her session only: an id other than her own is refused. */
export function ownUserId(session: { userId: number }, asked: number | undefined, what: string): number {
  if (asked !== undefined && asked !== session.userId) {
    throw new TRPCError({ code: "FORBIDDEN", message: `You can only see and change your own ${what}.` });
  }
  return session.userId;
}
