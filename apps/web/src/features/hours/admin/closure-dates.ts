import dayjs from "dayjs";

/** "Thu, Nov 26, 2026", or "Thu, Dec 24 - Sat, Dec 26, 2026" for a range. */
export function closureDates({ startsOn, endsOn }: { startsOn: string; endsOn: string }): string {
  const start = dayjs(startsOn);
  const end = dayjs(endsOn);
  if (startsOn === endsOn) return start.format("ddd, MMM D, YYYY");
  const sameYear = start.year() === end.year();
  return `${start.format(sameYear ? "ddd, MMM D" : "ddd, MMM D, YYYY")} - ${end.format("ddd, MMM D, YYYY")}`;
}

/** "Thursday, November 26", or "Thursday, December 24 to Saturday, December 26": as the confirmation says it. */
export function closureDaysSpoken({ startsOn, endsOn }: { startsOn: string; endsOn: string }): string {
  const day = (date: string) => dayjs(date).format("dddd, MMMM D");
  return startsOn === endsOn ? day(startsOn) : `${day(startsOn)} to ${day(endsOn)}`;
}
