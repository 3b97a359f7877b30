// What the training page's address holds: the day looked at (today when left out) and the open tab.
export interface TrainingSearch {
  day?: string;
  tab?: "history" | "notes";
}

const TABS = ["history", "notes"] as const;

/** Read leniently: a day that is not a date, or a tab the page does not have, is left out. */
export function readTrainingSearch(raw: Record<string, unknown>): TrainingSearch {
  const day = typeof raw.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(raw.day) ? raw.day : undefined;
  const tab = TABS.find((name) => name === raw.tab);
  return { ...(day ? { day } : {}), ...(tab ? { tab } : {}) };
}

/** The page's address for a search, without the parts left at their default. */
export function trainingHref(search: TrainingSearch): string {
  const params = new URLSearchParams();
  if (search.day) params.set("day", search.day);
  if (search.tab) params.set("tab", search.tab);
  const query = params.toString();
  return query ? `/training?${query}` : "/training";
}
