import type { Language } from "@studio/i18n";
import { formatDate, formatLongDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";

/** A post as its card shows it. */
export type BlogPostCard = RouterOutputs["blog"]["list"]["posts"][number];
export type BlogArticlePost = RouterOutputs["blog"]["bySlug"];

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * The day a post went public ("2026-10-06", Miami's day, from the server) as SPEC section 9 writes dates:
 * "Oct 6, 2026", or in full for the article, "October 6, 2026". Written out by hand in English: a date library or
 * an Intl formatter would add weight to every English blog page for two lines of text. In Spanish, the site's date
 * helpers ("6 oct 2026", "6 de octubre de 2026").
 */
export function formatPostDay(day: string, language: Language, length: "short" | "long" = "short"): string {
  if (language !== "en") return (length === "long" ? formatLongDate : formatDate)(day, language);
  const [year, month = 1, date] = day.split("-").map(Number);
  const name = MONTHS[month - 1] ?? "";
  return `${length === "long" ? name : name.slice(0, 3)} ${date}, ${year}`;
}
