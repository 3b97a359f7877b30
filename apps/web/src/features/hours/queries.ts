import type { Language } from "@studio/validators/languages";
import { trpc } from "../../lib/trpc";

/** When sessions run, from the trainer's weekly hours, in the page's language. */
export const hoursSummaryQuery = (language: Language) => trpc.hours.summary.queryOptions({ language });
