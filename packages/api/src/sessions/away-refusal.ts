// The trainer's own refusal when a change would put her in two places: read only in the back office, in English.
// (A client meets the same rule as "This time is full", by message ID: scheduling.ts decides which is said.)
import { miamiLabel } from "@studio/validators/studio-time";
import { TRPCError } from "@trpc/server";
import { type Booked, SESSION_MS, type Visit } from "./her-time";

/** Where she is, in the trainer's words. */
const whereText = (booked: Booked) =>
  booked.sessionType === "gym" ? "at the gym" : `at her home${booked.address ? ` (${booked.address})` : ""}`;

/** The trainer's own refusal: whom she is with, where, and the rule it breaks. */
export function awayRefusal(visit: Visit, booked: Booked, travelMs: number) {
  const with_ = `${booked.clientName} ${whereText(booked)} on ${miamiLabel(booked.startsAt)}`;
  const apart = Math.abs(visit.startsAt.getTime() - booked.startsAt.getTime());
  const rule =
    apart === 0
      ? "an in-home session takes the whole hour"
      : apart < SESSION_MS
        ? "the two sessions overlap"
        : `you need ${travelMs / 60_000} minutes to travel between places`;
  return new TRPCError({ code: "CONFLICT", message: `You are with ${with_}: ${rule}.` });
}
