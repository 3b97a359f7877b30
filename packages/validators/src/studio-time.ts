// Miami wall-clock time ↔ instants, without a time-zone library: Intl knows the offsets, DST included.
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { studio } from "./studio";

/** A formatter in Miami's time, made on first use: making one loads time-zone data, slow at start-up. */
function miamiFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, { timeZone: studio.timeZone, ...options });
    return format;
  };
}

const dateInStudio = miamiFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Miami, "YYYY-MM-DD". */
export function studioDate(now: Date): string {
  return dateInStudio().format(now);
}

const parts = miamiFormat("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An hour in milliseconds: Miami's clock, and every window and limit counted in hours, move in these. */
/** The Miami date of the last moment before `end`: the last day of a period that ends as the next day starts. */
export const lastDayBefore = (end: Date): string => studioDate(new Date(end.getTime() - 1));

export const HOUR_MS = 3_600_000;
/** A day of 24 hours in milliseconds (a span of time, not a Miami calendar day, which DST can make 23 or 25). */
export const DAY_MS = 24 * HOUR_MS;
/** Offsets by UTC hour: Miami's clock changes only on the hour, and asking Intl is slow. */
const offsets = new Map<number, number>();

/** Milliseconds Miami is ahead of UTC at `instant` (negative: -4 h in summer, -5 h in winter). */
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 10_000) offsets.clear();
    offset = askOffset(hour * HOUR_MS);
    offsets.set(hour, offset);
  }
  return offset;
}

function askOffset(instant: number): number {
  const p = Object.fromEntries(
    parts()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a Miami date ("2026-03-09") and time ("07:00"). */
export function miamiInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  // Two passes settle the offset on either side of a DST switch.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** The Miami date ("2026-03-09") and 24-hour time ("07:30") of an instant: what miamiInstant turns back into it. */
export function miamiDateTime(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(
    parts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Weekday of a date string: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one date to another: 6 from a Monday to its Sunday, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** The Monday of the week a date belongs to (weeks start on Monday, SPEC section 9). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

const labelFormat = miamiFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const spanishLabelFormat = miamiFormat("es-US", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * "a.m." as Miami writes it, whatever the ICU in use: some write "a. m." with a narrow space (Spain's form) where
 * Node 20 and Chromium write "a.m.".
 */
const miamiMeridiem = (text: string) => text.replace(/\s*([ap])\.\s?m\./g, " $1.m.");

/** "Mon, Mar 9, 2026 at 7:00 AM ET"; in Spanish, as Miami writes it: "lunes, 9 de marzo, 7:00 a.m.". */
export function miamiLabel(instant: Date, language: Language = DEFAULT_LANGUAGE): string {
  if (language === "es") return miamiMeridiem(spanishLabelFormat().format(instant));
  const text = labelFormat().format(instant);
  return `${text.replace(/, (\d+:\d+)/, " at $1")} ET`;
}
