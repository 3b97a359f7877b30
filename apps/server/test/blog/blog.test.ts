// The blog through the real server: the seven first posts, the trainer's editor (admin.blog.*), what is public when,
// the one featured post, and the RSS feed and sitemap.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { renderMarkdown } from "@studio/api";
import { blogPosts, seedIfEmpty } from "@studio/db";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { studioDate } from "@studio/validators/studio-time";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  failedWith,
  type HttpClient,
  signInAdmin,
  startTestServer,
  statusOf,
  type TestServer,
  type Trpc,
  trpcError,
} from "../harness";

let site: TestServer;
let admin: HttpClient;
let clock = new Date("2026-11-24T15:00:00Z");
beforeAll(async () => {
  site = await startTestServer({ PUBLIC_URL: "https://studio.example" }, { now: () => clock });
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

const HOUR = 3_600_000;
type PostInput = Parameters<Trpc["admin"]["blog"]["create"]["mutate"]>[0];
const publicList = (input?: Parameters<Trpc["blog"]["list"]["query"]>[0]) => site.trpc.blog.list.query(input);
const bySlug = (slug: string) => site.trpc.blog.bySlug.query({ slug });
/** The status a public read of the post is answered with. */
const publicStatus = (slug: string) => statusOf(bySlug(slug));
const publicSlugs = async () => {
  const list = await publicList();
  return [list.featured?.slug, ...list.posts.map((post) => post.slug)];
};

let made = 0;
/** A post as the editor sends it: published now unless told otherwise, with a title of its own. */
const post = (changes: Partial<PostInput> = {}): PostInput => ({
  title: `Post number ${++made}`,
  excerpt: "A short excerpt for the card.",
  body: "First paragraph.\n\nSecond paragraph.",
  category: "tips",
  author: "Carmen Reyes",
  coverImageUrl: null,
  featured: false,
  status: "published",
  publishAt: new Date(clock.getTime() - HOUR).toISOString(),
  ...changes,
});
// By name, for the sweep of input the editor's own type refuses (a category or state it does not know).
const rawCreate = (changes: Record<string, unknown>) =>
  admin.post("/trpc/admin.blog.create", { ...post(), ...changes });
const created = (changes: Partial<PostInput> = {}) => admin.trpc.admin.blog.create.mutate(post(changes));

const SEED = [
  ["why-strength-training-matters-after-40", "2026-10-06"],
  ["protein-needs-for-women-over-40", "2026-09-22"],
  ["sleep-hormones-and-recovery", "2026-09-08"],
  ["five-moves-for-better-balance", "2026-08-25"],
  ["eating-for-steady-energy", "2026-08-11"],
  ["walking-the-underrated-workout", "2026-07-28"],
  ["building-a-habit-that-lasts", "2026-07-14"],
] as const;

describe("the first seven posts", () => {
  it("are public at their old addresses and dates, newest first, post 1 featured, read in 3 to 7 minutes", async () => {
    const list = await publicList();
    expect(list.featured?.slug).toBe(SEED[0][0]);
    expect(list.posts.map((item) => item.slug)).toEqual(SEED.slice(1).map(([slug]) => slug));
    for (const [slug, date] of SEED) {
      const article = await bySlug(slug);
      expect(studioDate(new Date(article.publishAt)), slug).toBe(date);
      expect(article.readMinutes, slug).toBeGreaterThanOrEqual(3);
      expect(article.readMinutes, slug).toBeLessThanOrEqual(7);
      expect(article.author).toBe("Carmen Reyes");
      // Paragraphs stay paragraphs.
      expect(article.bodyHtml.match(/<p>/g)?.length, slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("filter by category: the featured post is one of its category's cards there", async () => {
    const nutrition = await publicList({ category: "nutrition" });
    expect(nutrition.featured).toBeNull();
    expect(nutrition.posts.map((item) => item.slug)).toEqual([SEED[1][0], SEED[4][0]]);
    const fitness = await publicList({ category: "fitness" });
    expect(fitness.posts.map((item) => item.slug)).toEqual([SEED[0][0], SEED[5][0]]);
    const yoga = await site.client().get(`/trpc/blog.list?input=${encodeURIComponent('{"category":"yoga"}')}`);
    expect(yoga.status).toBe(400);
  });

  it("are seeded with her Spanish version, rendered as her own saves render it, and a Spanish page shows it", async () => {
    const rows = await site.db
      .select({
        slug: blogPosts.slug,
        title: blogPosts.title,
        body: blogPosts.body,
        translations: blogPosts.translations,
      })
      .from(blogPosts)
      .where(
        inArray(
          blogPosts.slug,
          SEED.map(([slug]) => slug),
        ),
      );
    expect(rows).toHaveLength(SEED.length);
    for (const { slug, title, body, translations } of rows) {
      const es = translations.es;
      expect(Object.keys(es ?? {}).sort(), slug).toEqual(["body", "bodyHtml", "excerpt", "title"]);
      for (const text of Object.values(es ?? {})) expect(text?.trim(), slug).toBeTruthy();
      expect(es?.bodyHtml, slug).toBe(renderMarkdown(es?.body ?? ""));
      // Her words, not the English again, in the English post's Markdown shape (its paragraphs and list items).
      expect(es?.title, slug).not.toBe(title);
      expect(es?.body?.split("\n\n").length, slug).toBe(body.split("\n\n").length);
    }
    const spanish = site.client().trpcWith({ [SITE_LANGUAGE_HEADER]: "es" });
    const balance = await spanish.blog.bySlug.query({ slug: "five-moves-for-better-balance" });
    expect(balance).toMatchObject({ language: "es", title: "Cinco ejercicios para mejorar tu equilibrio" });
    expect(balance.bodyHtml).toContain("<ol>");
    expect(balance.bodyHtml).toContain("<strong>Parada en un pie.</strong>");
    const list = await spanish.blog.list.query();
    expect(list.featured?.title).toBe("Por qué el entrenamiento de fuerza importa más después de los 40");
    // The English page keeps her English.
    expect((await bySlug("five-moves-for-better-balance")).title).toBe("Five Moves for Better Balance");
  });

  it("are seeded once: a post she deletes does not come back when the server starts again", async () => {
    const [before] = await site.db.select({ n: count() }).from(blogPosts);
    await seedIfEmpty(site.db, { renderMarkdown });
    const [after] = await site.db.select({ n: count() }).from(blogPosts);
    expect(after?.n).toBe(before?.n);

    const [habit] = await site.db.select().from(blogPosts).where(eq(blogPosts.slug, SEED[6][0]));
    const removed = await admin.trpc.admin.blog.remove.mutate({ id: habit?.id ?? 0 });
    expect(removed).toEqual({ success: true });
    // Sent again (a retry): done, nothing else happens.
    expect(await statusOf(admin.trpc.admin.blog.remove.mutate({ id: habit?.id ?? 0 }))).toBe(200);
    await seedIfEmpty(site.db, { renderMarkdown });
    expect(await site.db.$count(blogPosts, eq(blogPosts.slug, SEED[6][0]))).toBe(0);
    expect(await publicStatus(SEED[6][0])).toBe(404);
  });
});

describe("the trainer's editor", () => {
  it("is hers only: 401 without her session", async () => {
    expect(await failedWith(site.trpc.admin.blog.create.mutate(post()))).toBe(401);
    expect(await failedWith(site.trpc.admin.blog.list.query())).toBe(401);
  });

  it("makes the slug from the title when left empty, renders the body, and answers a repeated save with its post", async () => {
    const input = post({ title: "Hips & Knees: What Helps?", slug: "", body: "# Start\n\nMove **daily**." });
    const first = await admin.trpc.admin.blog.create.mutate(input);
    expect(first).toMatchObject({
      slug: "hips-and-knees-what-helps",
      bodyHtml: "<h2>Start</h2>\n<p>Move <strong>daily</strong>.</p>\n",
      readMinutes: 3,
      state: "published",
    });
    // The same save again (a double tap, a retry after a lost answer): the same post, still one.
    const again = await admin.trpc.admin.blog.create.mutate(input);
    expect(again.id).toBe(first.id);
    expect(await site.db.$count(blogPosts, eq(blogPosts.slug, "hips-and-knees-what-helps"))).toBe(1);
  });

  it("answers 409 naming the slug when another post has that address, on create and on update", async () => {
    const taken = await trpcError(created({ slug: "walking-the-underrated-workout" }));
    expect(taken.data?.httpStatus).toBe(409);
    expect(taken.message).toMatch(/^slug: /);
    const mine = await created();
    const update = await trpcError(admin.trpc.admin.blog.update.mutate({ ...post(), id: mine.id, slug: SEED[2][0] }));
    expect(update.data?.httpStatus).toBe(409);
    expect(update.message).toMatch(/^slug: .*sleep-hormones-and-recovery/);
    expect((await admin.trpc.admin.blog.get.query({ id: mine.id })).slug).toBe(mine.slug);
  });

  it("refuses bad input with 400 naming the field and the rule, and changes nothing", async () => {
    const [before] = await site.db.select({ n: count() }).from(blogPosts);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: "  " }, "title", /title/i],
      [{ title: "x".repeat(161) }, "title", /at most 160/],
      [{ slug: "Not A Slug" }, "slug", /lowercase/],
      [{ slug: "x".repeat(101) }, "slug", /at most 100/],
      [{ title: "!!!", slug: "" }, "slug", /Please enter a slug/],
      [{ category: "yoga" }, "category", /fitness, nutrition, wellness or tips/],
      [{ status: "live" }, "status", /draft or published/],
      [{ publishAt: "next tuesday" }, "publishAt", /date and time/],
      [{ body: "x".repeat(100_001) }, "body", /at most 100,000/],
      [{ coverImageUrl: "javascript:alert(1)" }, "coverImageUrl", /image uploaded here/],
      [{ coverImageUrl: "https://elsewhere.example/a.jpg" }, "coverImageUrl", /image uploaded here/],
      [{ excerpt: 42 }, "excerpt", /text/],
    ];
    for (const [changes, field, rule] of cases) {
      const answer = await rawCreate(changes);
      expect(answer.status, field).toBe(400);
      expect(answer.json.error.data.issues[0].path, field).toBe(field);
      expect(answer.json.error.message, field).toMatch(rule);
    }
    const update = await admin.post("/trpc/admin.blog.update", { ...post(), id: "abc" });
    expect(update.status).toBe(400);
    expect(update.json.error.data.issues[0].path).toBe("id");
    const [after] = await site.db.select({ n: count() }).from(blogPosts);
    expect(after?.n).toBe(before?.n);
  });

  it("lists her posts newest first with their state, searched by title and a page at a time", async () => {
    const walking = await admin.trpc.admin.blog.list.query({ search: "WALKING" });
    expect(walking.posts.map((row) => row.title)).toEqual(["Walking: The Underrated Workout"]);
    expect(walking.posts[0]?.state).toBe("published");
    // "%" is looked for as itself, not as "anything".
    expect((await admin.trpc.admin.blog.list.query({ search: "%" })).posts).toEqual([]);
    const first = await admin.trpc.admin.blog.list.query();
    expect(first.posts.length).toBeLessThanOrEqual(20);
    const times = first.posts.map((row) => Date.parse(row.publishAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("what is public when", () => {
  it("keeps script out of a post: no script element, event handler or javascript: address reaches the API", async () => {
    const { slug, id } = await created({
      body: [
        "Strong words.",
        "<script>alert('stolen')</script>",
        '<img src="/uploads/a.jpg" onerror="alert(1)">',
        "[tap here](javascript:alert(2))",
        '<a href="javascript:alert(3)">or here</a>',
      ].join("\n\n"),
    });
    for (const html of [(await bySlug(slug)).bodyHtml, (await admin.trpc.admin.blog.get.query({ id })).bodyHtml]) {
      expect(html).toContain("<p>Strong words.</p>");
      expect(html).not.toMatch(/<script|onerror|href="javascript:|alert\('stolen'\)/i);
    }
  });

  it("shows a draft and a scheduled post only once published and their time has come", async () => {
    const draft = await created({ status: "draft" });
    const later = new Date(clock.getTime() + 2 * HOUR);
    const scheduled = await created({ publishAt: later.toISOString() });
    expect(draft.state).toBe("draft");
    expect(scheduled.state).toBe("scheduled");
    for (const { slug } of [draft, scheduled]) {
      expect(await publicStatus(slug)).toBe(404);
      expect(await publicSlugs()).not.toContain(slug);
    }

    clock = new Date(later.getTime() + 1000);
    expect(await publicStatus(scheduled.slug)).toBe(200);
    expect(await publicSlugs()).toContain(scheduled.slug);
    expect((await admin.trpc.admin.blog.get.query({ id: scheduled.id })).state).toBe("published");
    expect(await publicStatus(draft.slug)).toBe(404);

    // Published with an edit, the draft is public at once.
    const edited = await admin.trpc.admin.blog.update.mutate({
      ...post({ title: draft.title, status: "published", publishAt: clock.toISOString() }),
      id: draft.id,
    });
    expect(edited).toMatchObject({ slug: draft.slug, state: "published" });
    expect(await publicStatus(draft.slug)).toBe(200);
  });

  it("features at most one post, however many she features at once, and the last one wins", async () => {
    const posts = await Promise.all(Array.from({ length: 6 }, () => created()));
    const answers = await Promise.all(
      [...posts, ...posts].map(({ id }) => statusOf(admin.trpc.admin.blog.setFeatured.mutate({ id, featured: true }))),
    );
    expect(answers).toEqual(answers.map(() => 200));
    const featured = await site.db.select().from(blogPosts).where(eq(blogPosts.featured, true));
    expect(featured).toHaveLength(1);
    expect(posts.map((item) => item.id)).toContain(featured[0]?.id);

    // Saved as featured, a post takes the place, and the list shows it as the featured card.
    const star = await created({ featured: true, publishAt: clock.toISOString() });
    expect(await site.db.$count(blogPosts, eq(blogPosts.featured, true))).toBe(1);
    expect((await publicList()).featured?.slug).toBe(star.slug);
    // Un-featured, no card is featured.
    await admin.trpc.admin.blog.setFeatured.mutate({ id: star.id, featured: false });
    expect((await publicList()).featured).toBeNull();
    expect(await failedWith(admin.trpc.admin.blog.setFeatured.mutate({ id: 999_999, featured: true }))).toBe(404);
  });

  it("pages the public list twelve cards at a time", async () => {
    const first = await publicList();
    expect(first.posts).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    const second = await publicList({ page: 2 });
    expect(second.featured).toBeNull();
    const seen = [...first.posts, ...second.posts].map((item) => item.id);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe("the feed and the sitemap", () => {
  it("list published posts only, newest first, with absolute links on the public address", async () => {
    const draft = await created({ status: "draft", title: "Unfinished thoughts" });
    const scheduled = await created({
      title: "Coming next month",
      publishAt: new Date(clock.getTime() + 30 * 24 * HOUR).toISOString(),
    });
    const cover = await created({ title: "Rows & <Pulls>", coverImageUrl: "/uploads/cover.jpg" });

    const rss = await site.client().get("/blog/rss.xml");
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    expect(rss.text).toContain('<rss version="2.0"');
    expect(rss.text).toContain("<link>https://studio.example/blog/walking-the-underrated-workout</link>");
    expect(rss.text).toContain("<title><![CDATA[Rows & <Pulls>]]></title>");
    expect(rss.text).toContain("https://studio.example/uploads/cover.jpg");
    expect(rss.text).not.toContain(draft.slug);
    expect(rss.text).not.toContain(scheduled.slug);
    const dates = [...rss.text.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) => Date.parse(match[1] ?? ""));
    expect(dates.length).toBeGreaterThan(7);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const sitemap = await site.client().get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const urls = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/booking/6", "/recipes/1"]) expect(urls, path).toContain(`https://studio.example${path}`);
    expect(urls).toContain(`https://studio.example/blog/${cover.slug}`);
    expect(urls).toContain("https://studio.example/blog/why-strength-training-matters-after-40");
    expect(urls).not.toContain(`https://studio.example/blog/${draft.slug}`);
    expect(urls).not.toContain(`https://studio.example/blog/${scheduled.slug}`);
    expect(urls.filter((url) => /admin|my-bookings|checkout|clients\//.test(url ?? ""))).toEqual([]);
    // Every page in Spanish too, each naming its other language.
    expect(urls).toContain("https://studio.example/es/blog/why-strength-training-matters-after-40");
    expect(urls.filter((url) => url?.includes("/es")).length).toBe(urls.length / 2);
    expect(sitemap.text).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://studio.example/es/booking/6"/>',
    );
  });
});

const webDist = join(import.meta.dirname, "../../../web/dist");
const built = existsSync(join(webDist, "../dist-ssr/server-render.js"));

describe.skipIf(!built)("the blog's pages, drawn by the server", () => {
  let pages: TestServer;
  let trainer: HttpClient;
  beforeAll(async () => {
    pages = await startTestServer({ PUBLIC_URL: "https://studio.example" }, { webDist });
    trainer = await signInAdmin(pages);
  });
  afterAll(() => pages?.close());
  const page = (path: string) => pages.client().get(path);
  const textOf = (html: string) =>
    html
      .replace(/<(style|script)[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  const publish = (changes: Partial<PostInput>) =>
    trainer.trpc.admin.blog.create.mutate({ ...post(), publishAt: new Date().toISOString(), ...changes });

  it("arrive with the article, its title, description and Open Graph tags", async () => {
    const answer = await page("/blog/why-strength-training-matters-after-40");
    expect(answer.status).toBe(200);
    const html = answer.text;
    const title = "Why Strength Training Matters More After 40 | Carmen Reyes Fitness";
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toMatch(
      /<meta\s+name="description"\s+content="From your forties on, muscle and bone slowly slip away/,
    );
    expect(html).toMatch(/<meta\s+property="og:description"\s+content="From your forties on/);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain(
      '<meta property="og:url" content="https://studio.example/blog/why-strength-training-matters-after-40"',
    );
    const text = textOf(html);
    expect(text).toContain("By Carmen Reyes · October 6, 2026 · 3 min read");
    expect(text).toContain("Start where you are.");
    expect(text).toContain("Book Free Consultation");
    expect(text).toContain("Stay Updated");
  });

  it("give a post with a cover its picture for shared links, and keep its script out of the page", async () => {
    const { slug } = await publish({
      coverImageUrl: "/uploads/cover-photo.jpg",
      body: "Lift well.\n\n<script>alert('page')</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(2))",
    });
    const html = (await page(`/blog/${slug}`)).text;
    expect(html).toContain('<meta property="og:image" content="https://studio.example/uploads/cover-photo.jpg"');
    expect(textOf(html)).toContain("Lift well.");
    expect(html).not.toMatch(/<script>alert|onerror|href="javascript:|alert\('page'\)/);
  });

  it("list the posts under All Posts with the featured one first, and filter by category", async () => {
    const all = textOf((await page("/blog")).text);
    expect(all).toContain("Featured Fitness Why Strength Training Matters More After 40");
    expect(all).toContain("Walking: The Underrated Workout");
    const nutrition = textOf((await page("/blog?category=nutrition")).text);
    expect(nutrition).toContain("How Much Protein Do You Really Need?");
    expect(nutrition).not.toContain("Walking: The Underrated Workout");
    expect(nutrition).not.toContain("Featured");
  });

  it("answer 404 for a post that is not public: unknown, a draft, or scheduled", async () => {
    const draft = await publish({ status: "draft" });
    const later = await publish({ publishAt: new Date(Date.now() + 24 * HOUR).toISOString() });
    for (const path of ["/blog/no-such-article", `/blog/${draft.slug}`, `/blog/${later.slug}`]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(textOf(answer.text), path).toContain("404 Page Not Found");
    }
  });

  it("list the site's own pages in the sitemap, as its routes say, in both languages", async () => {
    const sitemap = (await page("/sitemap.xml")).text;
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const own = ["/", "/booking", "/blog", "/recipes", "/contact", "/privacy", "/terms"];
    for (const path of [...own, ...own.map((path) => (path === "/" ? "/es" : `/es${path}`))])
      expect(urls, path).toContain(`https://studio.example${path}`);
    // The forms and the client's own pages are not listed, nor a page behind an address with parameters.
    for (const path of ["/checkout", "/my-bookings", "/recipes/create", "/booking-confirmation", "/unsubscribe"])
      expect(urls, path).not.toContain(`https://studio.example${path}`);
    expect(urls.filter((url) => url?.includes("$"))).toEqual([]);
  });

  it("point crawlers at the sitemap from robots.txt, on the public address", async () => {
    const robots = await page("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.text).toContain("Disallow: /admin");
    expect(robots.text).toContain("Sitemap: https://studio.example/sitemap.xml");
  });

  it("show a scheduled post once its time comes, though nothing in the database changed then", async () => {
    const soon = await publish({ title: "Right on time", publishAt: new Date(Date.now() + 1500).toISOString() });
    // Drawn (and kept) before its time: without it.
    expect(textOf((await page("/blog")).text)).not.toContain("Right on time");
    await vi.waitFor(async () => expect(textOf((await page("/blog")).text)).toContain("Right on time"), {
      timeout: 10_000,
      interval: 250,
    });
    expect((await page(`/blog/${soon.slug}`)).status).toBe(200);
  });
});

describe("a post in Spanish", () => {
  it("shows her Spanish version on Spanish pages, and the English with its language where she wrote none", async () => {
    const spanish = { title: "Cinco ejercicios para tu equilibrio", excerpt: "", body: "Primer **párrafo**." };
    const saved = await created({ translations: { es: spanish } });
    const inSpanish = (slug: string) => site.trpc.blog.bySlug.query({ slug, language: "es" });
    expect(await inSpanish(saved.slug)).toMatchObject({
      title: spanish.title,
      // Not written in Spanish: the English excerpt.
      excerpt: "A short excerpt for the card.",
      bodyHtml: "<p>Primer <strong>párrafo</strong>.</p>\n",
      language: "es",
    });
    expect(await bySlug(saved.slug)).toMatchObject({ title: saved.title, language: "en" });
    const english = await created();
    expect(await inSpanish(english.slug)).toMatchObject({ title: english.title, language: "en" });
    const list = await publicList({ language: "es" });
    expect(list.posts.find((card) => card.id === saved.id)).toMatchObject({
      title: spanish.title,
      language: "es",
    });
    // The editor opens it with her Spanish as she wrote it.
    const opened = await admin.trpc.admin.blog.get.query({ id: saved.id });
    expect(opened.translations).toEqual({ es: { title: spanish.title, body: spanish.body } });
  });
});
