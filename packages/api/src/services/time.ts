import { studio } from "@studio/validators/studio";

const dateInStudio = new Intl.DateTimeFormat("en-CA", {
  timeZone: studio.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Miami, "YYYY-MM-DD". */
export function studioDate(now: Date): string {
  return dateInStudio.format(now);
}
