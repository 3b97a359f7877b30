// A walk over every Spanish page a visitor can open, as a Spanish reader meets it on her phone: every page of the site
// and the portal, every package, post and recipe. It fails on any common English word in what the page shows or
// says to a screen reader (its title, labels and alternative texts), outside what is marked lang="en" (the trainer's
// English where she wrote no Spanish, noted as such) and a short list of proper names.
import { blogPosts, packages, recipes } from "@studio/db";
import { pathIn } from "@studio/i18n/paths";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "../src/site-pages";
import { hasChromium, type Site, startSite } from "./harness";

/**
 * Words common in English and never Spanish: one of them on a Spanish page is an untranslated sentence. (Words
 * both languages write, "a", "no", "me", "son", "plan", are left out: they prove nothing.)
 */
const ENGLISH = [
  "the",
  "and",
  "your",
  "you",
  "with",
  "for",
  "this",
  "that",
  "from",
  "will",
  "are",
  "is",
  "please",
  "loading",
  "sign",
  "session",
  "sessions",
  "book",
  "booking",
  "package",
  "packages",
  "here",
  "our",
  "my",
  "what",
  "when",
  "how",
  "about",
  "more",
  "back",
  "next",
  "close",
  "open",
  "menu",
  "home",
  "contact",
  "send",
  "save",
  "cancel",
  "week",
  "day",
  "today",
  "tomorrow",
  "free",
  "price",
  "paid",
  "card",
  "email",
  "code",
  "name",
  "phone",
  "message",
  "recipe",
  "recipes",
  "workout",
  "progress",
  "reminder",
  "reminders",
  "not",
  "found",
  "page",
  "read",
] as const;
const englishWord = new RegExp(`\\b(${ENGLISH.join("|")})\\b`, "i");

/** Names said the same in both languages. */
const PROPER_NAMES = [
  "Carmen Reyes Fitness",
  "Carmen Reyes",
  "Brickell Bay Drive",
  "Instagram",
  "Google Calendar",
  "Apple",
  "Outlook",
  "Stripe",
  "PAR-Q+",
];

/** What a page says, on screen and to a screen reader, leaving out what is marked as English. */
async function spokenText(page: import("playwright-core").Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const english of body.querySelectorAll('[lang="en"], script, style, noscript')) english.remove();
    const attributes = [...body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap((element) =>
      ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    // innerText of a detached node has no layout: textContent, with each element's words kept apart.
    const words = [...body.querySelectorAll("*")]
      .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
      .map((node) => node.textContent ?? "");
    // A page whose heading is her English (a client's own page) has that heading for its title.
    const title = document.querySelector('h1[lang="en"]') ? "" : document.title;
    return [title, ...attributes, ...words].join("\n");
  });
}

function englishIn(text: string): string[] {
  let rest = text;
  for (const name of PROPER_NAMES) rest = rest.replaceAll(name, " ");
  return rest
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => englishWord.test(line));
}

describe.skipIf(!hasChromium)("every Spanish page, walked", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("shows no English outside proper names and what is marked as English, on every page, package, post and recipe", async () => {
    const [posts, recipeIds, packageIds] = await Promise.all([
      site.db.select({ slug: blogPosts.slug }).from(blogPosts),
      site.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.approved, true)),
      site.db.select({ id: packages.id }).from(packages).where(eq(packages.active, true)),
    ]);
    const pages = [
      ...sitePages.filter((path) => path === "/es" || path.startsWith("/es/")),
      ...posts.map(({ slug }) => pathIn("es", `/blog/${slug}`)),
      ...recipeIds.map(({ id }) => pathIn("es", `/recipes/${id}`)),
      ...packageIds.map(({ id }) => pathIn("es", `/booking/${id}`)),
    ];
    const page = await site.page("phone", { locale: "es-US" });
    const found: string[] = [];
    for (const path of new Set(pages)) {
      await page.goto(path);
      // The page's own data drawn, not its loading state.
      await page.waitForLoadState("networkidle");
      for (const line of englishIn(await spokenText(page))) found.push(`${path}: ${line.slice(0, 160)}`);
    }
    expect(found).toEqual([]);
    await page.context().close();
    // Some 55 pages, each waited on until its network is quiet for half a second: 40 s alone, longer beside the
    // other browser tests running at the same time.
  }, 180_000);
});
