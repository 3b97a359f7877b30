import { refusal } from "../lib/said";

/** A client's data is served to her session only: an id other than her own is refused. */
export function ownUserId(
  session: { userId: number },
  asked: number | undefined,
  what: "reminders" | "progress",
): number {
  if (asked !== undefined && asked !== session.userId) {
    throw refusal("FORBIDDEN", what === "reminders" ? "server.reminders.notYours" : "server.progress.notYours");
  }
  return session.userId;
}
