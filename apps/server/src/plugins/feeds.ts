// GET /blog/rss.xml and GET /sitemap.xml: the blog for feed readers, and the public pages for search engines. Both
// written by XML libraries (escaping included) with absolute links on the site's public address; the feed holds the
// newest posts only, and the sitemap is streamed a batch of rows at a time, so neither grows with the history.
// GET /robots.txt is the web app's own file, with its Sitemap line made absolute as crawlers require.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pipeline, Readable } from "node:stream";
import { feedPosts, indexedPages, type Services } from "@studio/api";
import { pathIn } from "@studio/i18n/paths";
import { blogCategoryLabels } from "@studio/validators/kinds";
import { LANGUAGES } from "@studio/validators/languages";
import type { FastifyPluginAsync } from "fastify";
import { Feed } from "feed";
import { SitemapStream } from "sitemap";

export interface FeedsOptions {
  services: Services;
  /** The built web app, whose robots.txt is served; none for a bare API server. */
  webDist: string | null;
  /** The site's own pages search engines may list, from the web app's routes; none for a bare API server. */
  sitePages: () => Promise<readonly string[]>;
}

/** Posts in the feed: readers only look at the newest. */
const FEED_POSTS = 50;
/** Readers and crawlers may keep an answer this long; a new post reaches them within it. */
const CACHE_CONTROL = "public, max-age=300";

export const feedsPlugin: FastifyPluginAsync<FeedsOptions> = async (app, { services, webDist, sitePages }) => {
  const site = services.publicUrl.replace(/\/+$/, "");
  const absolute = (path: string) => new URL(path, `${site}/`).href;

  const robotsFile = webDist ? join(webDist, "robots.txt") : null;
  if (robotsFile && existsSync(robotsFile)) {
    const robots = readFileSync(robotsFile, "utf8").replace(
      /^(Sitemap:\s*)(\S+)/gim,
      (_, key, path) => key + absolute(path),
    );
    app.get("/robots.txt", (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL).send(robots),
    );
  }

  app.get("/blog/rss.xml", async (_request, reply) => {
    const posts = await feedPosts(services, FEED_POSTS);
    const feed = new Feed({
      title: "Carmen Reyes Fitness Blog",
      description:
        "Strength training, nutrition and wellness advice for women over 40 from Miami personal trainer Carmen Reyes.",
      id: absolute("/blog"),
      link: absolute("/blog"),
      language: "en",
      copyright: `© ${services.now().getFullYear()} Carmen Reyes Fitness`,
      generator: false,
      feedLinks: { rss: absolute("/blog/rss.xml") },
      ...(posts[0] ? { updated: posts[0].publishAt } : {}),
    });
    for (const post of posts) {
      const link = absolute(`/blog/${post.slug}`);
      feed.addItem({
        title: post.title,
        link,
        date: post.publishAt,
        description: post.excerpt,
        content: post.bodyHtml,
        author: [{ name: post.author }],
        category: [{ name: blogCategoryLabels[post.category] }],
        ...(post.coverImageUrl ? { image: absolute(post.coverImageUrl) } : {}),
      });
    }
    return reply.type("application/rss+xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(feed.rss2());
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const pages = indexedPages(services, await sitePages());
    // The first page is asked for before answering, so a database out of reach is an error answer, not a cut file.
    const first = await pages.next();
    // Each page in every language, each naming the others (hreflang), English the default.
    async function* entries() {
      for (let next = first; !next.done; next = await pages.next()) {
        const { path, lastModified } = next.value;
        const links = [
          ...LANGUAGES.map((lang) => ({ lang, url: `${site}${pathIn(lang, path)}` })),
          { lang: "x-default", url: `${site}${path}` },
        ];
        for (const language of LANGUAGES)
          yield {
            url: pathIn(language, path),
            links,
            ...(lastModified ? { lastmod: lastModified.toISOString() } : {}),
          };
      }
    }
    const xml = pipeline(Readable.from(entries()), new SitemapStream({ hostname: `${site}/` }), (error) => {
      if (error) request.log.error({ err: error }, "sitemap failed");
    });
    return reply.type("application/xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(xml);
  });
};
