// Whole Miami weeks, Monday to Sunday (SPEC section 9), as the history and the trainer's "this week" count them.
import { addDays, mondayOf } from "@studio/validators/studio-time";

/** The week a day belongs to: its Monday and its Sunday. */
export function weekAround(day: string): { from: string; to: string } {
  const from = mondayOf(day);
  return { from, to: addDays(from, 6) };
}

/** The Mondays of `count` whole weeks ending with the week of `today`, oldest first. */
export function weeksEndingWith(today: string, count: number): string[] {
  const last = mondayOf(today);
  return Array.from({ length: count }, (_, n) => addDays(last, 7 * (n - count + 1)));
}
