import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";

/** SPEC's words for its hours, said until her own arrive (the server draws the page with hers). */
const SPEC_PARTS = ["Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"];

/**
 * When sessions run, from the trainer's weekly hours: "Mon-Fri 6am-11am and 4pm-8pm, Sat 9am-12pm" (parts joined
 * by `separator`), each kind named when gym and in-home sessions keep different hours.
 */
export function useSessionTimes(separator = ", "): string {
  const summary = useQuery(trpc.hours.summary.queryOptions()).data;
  const gym = summary?.gym ?? SPEC_PARTS;
  const said = (parts: string[]) => (parts.length ? parts.join(separator) : "by appointment");
  return summary?.home ? `gym ${said(gym)}; in-home ${said(summary.home)}` : said(gym);
}
