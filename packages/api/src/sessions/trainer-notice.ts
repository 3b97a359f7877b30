// The trainer hears of a change a client makes herself to a session in the next 48 hours (a booking, a move, a
// cancel, a place taken from the waiting list): her day changed. Changes she makes herself, and changes further
// ahead, she reads in the back office, her calendar feed and the morning's agenda. A place from the waiting list
// follows the same 48 hours: it is a booking like any other to her day, and most lines move inside that window
// anyway (a place frees when someone cancels, usually close to the hour).
import type { Booking } from "@studio/db";
import { type ClientChangeInput, clientChange } from "@studio/email";
import { sessionPlace } from "@studio/validators/studio";
import { HOUR_MS, miamiLabel } from "@studio/validators/studio-time";
import type { Services } from "../context";
import { sendEmail } from "../lib/outbox";

/** How far ahead a client's change is news to the trainer's day. */
export const TRAINER_NOTICE_MS = 48 * HOUR_MS;

export interface ChangedSession {
  booking: Pick<Booking, "clientName" | "clientEmail" | "clientPhone" | "address" | "packageName">;
  session: { sessionNumber: number };
  sessionType: string;
}

/** Whether the hour a session left (`from`) or took (`to`) starts within TRAINER_NOTICE_MS of `now`. */
export function isNewsToHerDay(hours: { from: Date | null; to: Date | null }, now: Date): boolean {
  const soon = (hour: Date | null) => hour !== null && hour.getTime() - now.getTime() < TRAINER_NOTICE_MS;
  return soon(hours.from) || soon(hours.to);
}

/** E-mails the trainer when the hour left or taken starts within TRAINER_NOTICE_MS. Call it after the change. */
export async function tellTrainerOfChange(
  services: Services,
  row: ChangedSession,
  change: ClientChangeInput["change"],
  hours: { from: Date | null; to: Date | null },
) {
  if (!isNewsToHerDay(hours, services.now())) return;
  const label = (hour: Date | null) => (hour ? miamiLabel(hour, "en") : null);
  await sendEmail(services, {
    to: services.trainerEmail,
    template: `trainer-session-${change}`,
    replyTo: row.booking.clientEmail,
    email: clientChange({
      change,
      clientName: row.booking.clientName,
      clientEmail: row.booking.clientEmail,
      clientPhone: row.booking.clientPhone,
      packageName: row.booking.packageName,
      sessionNumber: row.session.sessionNumber,
      from: label(hours.from),
      to: label(hours.to),
      place: sessionPlace(row.sessionType === "home", row.booking.address, "en"),
      publicUrl: services.publicUrl,
    }),
  });
}
