import { studio } from "@studio/validators/studio";
import dayjs from "dayjs";

/**
 * "$80", "$1,400", "$82.50": whole dollars without cents. Written out by hand: the first Intl formatter a page
 * builds loads locale data, tens of milliseconds on a phone while the page is coming to life.
 */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  const cents = Math.round(Math.abs(value) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = Number.isInteger(value) ? "" : `.${String(cents % 100).padStart(2, "0")}`;
  return `${value < 0 ? "-" : ""}$${dollars}${fraction}`;
}

/** SPEC section 9: under 60 minutes as minutes, otherwise hours and minutes. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} hour${hours === 1 ? "" : "s"}`;
  return rest ? `${hourText} ${rest} minutes` : hourText;
}

/** SPEC section 9: 'MMM d, yyyy'. */
export function formatDate(date: string | Date): string {
  return dayjs(date).format("MMM D, YYYY");
}

/** A long date for articles: "March 4, 2026". */
export function formatLongDate(date: string | Date): string {
  return dayjs(date).format("MMMM D, YYYY");
}

/** SPEC section 9: "14:30" → "2:30 PM"; hour 0 shows as 12. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** Miami's clock, made on first use (making an Intl formatter loads locale and time-zone data). */
let studioClock: Intl.DateTimeFormat | undefined;

/** An instant as Miami reads it, without the year: "Tue, Nov 24, 10:00 AM". */
export function formatStudioDateTime(instant: Date): string {
  studioClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: studio.timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return studioClock.format(instant);
}
